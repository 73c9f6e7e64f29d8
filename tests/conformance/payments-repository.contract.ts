import { describe, expect, it } from 'vitest';
import type { AddonRepository } from '@dealer-panel/core/addons/addon-repository';
import { DEFAULT_FEE_VALUES } from '@dealer-panel/core/fees/fee-form';
import type { FeeRepository } from '@dealer-panel/core/fees/fee-repository';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { defaultPaymentSettings } from '@dealer-panel/core/payments/payment-settings';
import { newPaymentType } from '@dealer-panel/core/payments/payment-use-cases';
import type { PaymentsRepository } from '@dealer-panel/core/payments/payments-repository';
import { cents } from '@dealer-panel/core/shared/money';
import { aPlan, anAccessory } from './support/addon-fixtures';

export interface PaymentsRepositoryHarness {
  readonly payments: PaymentsRepository;
  /** The ports that write what a price reads besides the payments tables. */
  readonly addons: AddonRepository;
  readonly fees: FeeRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly userId: number;
  /** 2024 Honda Civic, New, Sedan, stock status I, 30 000.00, no MSRP. */
  readonly vehicleId: number;
  /** A deal of the dealership (the port does not write deals), its customer's postal code as given. */
  addOrder(dealershipId: number, fields?: { readonly vehicleId?: number | null; readonly postalCode?: string; readonly paymentType?: string }): Promise<number>;
  /** The add-ons the deal carries (orders.accessory_ids, protection_ids). */
  setOrderAddOns(orderId: number, accessoryIds: readonly number[], protectionIds: readonly number[]): Promise<void>;
}

const settings = defaultPaymentSettings(0);
const records = (active: PaymentMethod | null, methods: readonly PaymentMethod[] = ['lease', 'cash', 'finance']) =>
  methods.map((m) => newPaymentType(m, settings, m === active, false));
export const aLender = (name: string) => ({
  name, kind: 'bank' as const, active: true,
  financeRates: [{ termFrom: 61, termTo: 96, minCreditScore: null, rate: '7.49' }, { termFrom: 12, termTo: 60, minCreditScore: null, rate: '6.99' }],
  leaseRates: [{ termFrom: 24, termTo: 48, minCreditScore: null, rate: '4.9' }],
  residuals: [{ term: 48, distanceAllowance: null, residual: '52' }, { term: 36, distanceAllowance: 20_000, residual: '58.5' }],
});
export const anIncentive = (name: string) => ({
  name, nameFr: `${name} (fr)`, amountCents: 100_000, beforeTax: false, isCash: true, isFinance: true, isLease: true, isConditional: false,
  applicableNew: true, applicableUsed: false, make: 'Honda', model: null, yearFrom: 2024, yearTo: null, startsOn: '2026-01-01', endsOn: null, active: true,
});

/** The PaymentsRepository contract, settings, payment types and pricing's read: scoping, one active method, what a price reads. */
export function paymentsRepositoryContract(make: () => Promise<PaymentsRepositoryHarness>): void {
  describe('PaymentsRepository: settings, payment types, pricing reads', () => {
    it('answers the defaults until settings are saved, then the saved ones, per dealership', async () => {
      const h = await make();
      expect(await h.payments.settings(h.dealershipId)).toEqual(defaultPaymentSettings(h.dealershipId));
      const saved = await h.payments.saveSettings(h.dealershipId, { defaultPaymentType: 'lease', bankDefaultTerm: 60, financeEnabledFrequencies: ['monthly'] }, h.userId);
      expect(saved).toMatchObject({ dealershipId: h.dealershipId, defaultPaymentType: 'lease', bankDefaultTerm: 60, financeEnabledFrequencies: ['monthly'], leaseDefaultTerm: 48 });
      expect(await h.payments.saveSettings(h.dealershipId, { bankDefaultTerm: 84 }, h.userId)).toMatchObject({ defaultPaymentType: 'lease', bankDefaultTerm: 84 });
      expect(await h.payments.settings(h.dealershipId)).toMatchObject({ defaultPaymentType: 'lease', bankDefaultTerm: 84 });
      expect(await h.payments.settings(h.otherDealershipId)).toEqual(defaultPaymentSettings(h.otherDealershipId));
    });

    it('adds an order\'s payment types once each, cash, finance, lease, exactly one active', async () => {
      const h = await make();
      const order = await h.addOrder(h.dealershipId);
      expect(await h.payments.paymentTypes(h.dealershipId, order)).toEqual([]);
      expect(await h.payments.paymentTypes(h.otherDealershipId, order)).toBeNull();
      const created = await h.payments.createPaymentTypes(order, records('lease'));
      expect(created.map((r) => [r.method, r.isActive, r.orderId])).toEqual([['cash', false, order], ['finance', false, order], ['lease', true, order]]);
      expect(await h.payments.createPaymentTypes(order, records('cash'))).toEqual(created);
      expect(await h.payments.paymentTypes(h.dealershipId, order)).toEqual(created);
      const raced = await h.payments.createPaymentTypes(await h.addOrder(h.dealershipId), records(null, ['cash', 'lease', 'finance']));
      expect(raced.filter((r) => r.isActive).map((r) => r.method)).toEqual(['finance']);
    });

    it('reads a payment type of the dealership only; choosing one makes it the order\'s method; a price is stored', async () => {
      const h = await make();
      const order = await h.addOrder(h.dealershipId, { paymentType: 'finance' });
      const [cash, finance, lease] = await h.payments.createPaymentTypes(order, records('finance'));
      expect(await h.payments.paymentType(h.dealershipId, lease!.id)).toEqual(lease);
      expect(await h.payments.paymentType(h.otherDealershipId, lease!.id)).toBeNull();
      const chosen = await h.payments.updatePaymentType(lease!.id, { isActive: true, term: 36, rate: '3.990000' });
      expect(chosen).toMatchObject({ id: lease!.id, isActive: true, term: 36, rate: '3.990000' });
      expect((await h.payments.paymentTypes(h.dealershipId, order))!.map((r) => r.isActive)).toEqual([false, false, true]);
      expect((await h.payments.orderForPricing(h.dealershipId, order))?.paymentType).toBe('lease');
      expect(await h.payments.updatePaymentType(cash!.id, { downPaymentCents: 500_000 })).toMatchObject({ isActive: false, downPaymentCents: 500_000 });
      const { id: _id, orderId: _o, method: _m, isActive: _a, totalPurchasePriceCents: _t, paymentCents: _p, pricedAt: _at, ...details } = finance!;
      const priced = await h.payments.savePriced(finance!.id, { ...details, term: 60 }, { totalPurchasePriceCents: 3_456_789, paymentCents: 61_234 });
      expect(priced).toMatchObject({ term: 60, totalPurchasePriceCents: 3_456_789, paymentCents: 61_234, isActive: false });
      expect(Number.isNaN(Date.parse(priced.pricedAt ?? ''))).toBe(false);
    });

    it('reads an order for pricing with its vehicle and the buyer\'s postal code, in its dealership only', async () => {
      const h = await make();
      const order = await h.addOrder(h.dealershipId, { vehicleId: h.vehicleId, postalCode: ' H2X 1Y4 ' });
      expect(await h.payments.orderForPricing(h.dealershipId, order)).toEqual({
        id: order, paymentType: 'finance', optionsPriceCents: 0, accessoryIds: [], installAccessoryIds: [], protectionIds: [], incentiveIds: [],
        customerPostalCode: 'H2X 1Y4',
        vehicle: { id: h.vehicleId, year: 2024, make: 'Honda', model: 'Civic', condition: 'New', stockStatus: 'I', bodyType: 'Sedan', priceCents: 3_000_000, msrpCents: null, costCents: null },
      });
      expect(await h.payments.orderForPricing(h.otherDealershipId, order)).toBeNull();
      const bare = await h.payments.orderForPricing(h.dealershipId, await h.addOrder(h.dealershipId, { vehicleId: null, postalCode: '  ', paymentType: 'barter' }));
      expect(bare).toMatchObject({ paymentType: 'finance', vehicle: null, customerPostalCode: null });
    });

    it('reads everything one price needs, the order\'s add-ons or the ones asked, the record\'s lender else the settings\'', async () => {
      const h = await make();
      const order = await h.addOrder(h.dealershipId, { vehicleId: h.vehicleId });
      const otherOrder = await h.addOrder(h.dealershipId);
      const [cash, finance] = await h.payments.createPaymentTypes(order, records('finance'));
      const fee = (name: string, scope: 'global' | 'custom', orderId: number | null) =>
        h.fees.create(h.dealershipId, { ...DEFAULT_FEE_VALUES, name, amountCents: cents(10_000), kind: 'fee', scope, orderId, createdBy: h.userId }, new Date());
      const [global, custom] = [await fee('Doc', 'global', null), await fee('Mine', 'custom', order)];
      await fee('Not mine', 'custom', otherOrder);
      await h.fees.setChoice(order, global.id, false, h.userId, new Date());
      const incentive = await h.payments.saveIncentive(h.dealershipId, null, anIncentive('Spring'));
      const [bank, captive] = [await h.payments.saveLender(h.dealershipId, null, aLender('Bank')), await h.payments.saveLender(h.dealershipId, null, aLender('Captive'))];
      await h.payments.saveSettings(h.dealershipId, { financeLenderId: bank.id, bankDefaultTerm: 84 }, h.userId);
      const [mats, starter] = [await h.addons.createAccessory(h.dealershipId, anAccessory(), new Date()), await h.addons.createAccessory(h.dealershipId, anAccessory({ titleEn: 'Starter' }), new Date())];
      const plan = await h.addons.createPlan(h.dealershipId, aPlan({ prices: [{ term: 36, distance: null, priceCents: 50_000, minVehiclePriceCents: null, maxVehiclePriceCents: null }] }), new Date());
      await h.setOrderAddOns(order, [mats.id], [plan.id]);

      const reads = (await h.payments.pricingReads(h.dealershipId, finance!.id, { accessoryIds: null, protectionIds: null }))!;
      expect(reads.record).toEqual(finance);
      expect(reads.order).toEqual(await h.payments.orderForPricing(h.dealershipId, order));
      expect(reads.settings).toEqual(await h.payments.settings(h.dealershipId));
      expect(reads.fees).toEqual([global, custom]);
      expect(reads.choices).toEqual([{ orderId: order, feeId: global.id, included: false }]);
      expect(reads.incentives).toEqual([incentive]);
      expect(reads.lender).toEqual(bank);
      expect(reads.accessories).toEqual(await h.payments.accessories(h.dealershipId, [mats.id]));
      expect(reads.plans).toEqual(await h.payments.protectionPlans(h.dealershipId, [plan.id]));

      await h.payments.updatePaymentType(finance!.id, { lenderId: captive.id });
      const asked = (await h.payments.pricingReads(h.dealershipId, finance!.id, { accessoryIds: [starter.id], protectionIds: [] }))!;
      expect(asked.lender).toEqual(captive);
      expect(asked.accessories.map((a) => a.id)).toEqual([starter.id]);
      expect(asked.plans).toEqual([]);
      expect((await h.payments.pricingReads(h.dealershipId, cash!.id, { accessoryIds: null, protectionIds: null }))?.lender).toBeNull();
      expect(await h.payments.pricingReads(h.otherDealershipId, finance!.id, { accessoryIds: [], protectionIds: [] })).toBeNull();
    });

    it('a price reads every write of its store\'s settings, fees, incentives and lenders made before it (a cache never hides one)', async () => {
      const h = await make();
      const order = await h.addOrder(h.dealershipId, { vehicleId: h.vehicleId });
      const [, finance] = await h.payments.createPaymentTypes(order, records('finance'));
      const read = async () => (await h.payments.pricingReads(h.dealershipId, finance!.id, { accessoryIds: [], protectionIds: [] }))!;
      expect(await read()).toMatchObject({ fees: [], incentives: [], lender: null, settings: { bankDefaultTerm: 72 } });
      const bank = await h.payments.saveLender(h.dealershipId, null, aLender('Bank'));
      await h.payments.saveSettings(h.dealershipId, { financeLenderId: bank.id, bankDefaultTerm: 84 }, h.userId);
      expect(await read()).toMatchObject({ lender: { id: bank.id, name: 'Bank' }, settings: { bankDefaultTerm: 84 } });
      await h.payments.saveLender(h.dealershipId, bank.id, { ...aLender('Bank two'), financeRates: [] });
      expect((await read()).lender).toMatchObject({ name: 'Bank two', financeRates: [] });
      const incentive = await h.payments.saveIncentive(h.dealershipId, null, anIncentive('Spring'));
      expect((await read()).incentives).toEqual([incentive]);
      await h.payments.deleteIncentive(h.dealershipId, incentive.id);
      expect((await read()).incentives).toEqual([]);
      const doc = await h.fees.create(h.dealershipId, { ...DEFAULT_FEE_VALUES, name: 'Doc', amountCents: cents(10_000), kind: 'fee', scope: 'global', orderId: null, createdBy: h.userId }, new Date());
      expect((await read()).fees).toEqual([doc]);
      const renamed = await h.fees.update(h.dealershipId, doc.id, { ...DEFAULT_FEE_VALUES, name: 'Documentation', amountCents: cents(12_000) }, new Date());
      expect((await read()).fees).toEqual([renamed]);
      await h.fees.delete(h.dealershipId, doc.id);
      expect((await read()).fees).toEqual([]);
      await h.payments.deleteLender(h.dealershipId, bank.id);
      expect((await read()).lender).toBeNull();
    });
  });
}
