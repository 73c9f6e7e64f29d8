import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../access/testing/in-memory-ports';
import { cents } from '../shared/money';
import { aFee } from '../fees/testing/fee-fixtures';
import { aVehicle } from '../inventory/feeds/testing/feed-fixtures';
import type { Vehicle } from '../inventory/vehicle';
import { advertisedPricer, feedPricing, vehicleForPricing } from './advertised-payments';
import { defaultPaymentSettings, type PaymentSettings } from './payment-settings';
import { newPaymentType, quotePaymentType, taxTableFor } from './payment-use-cases';
import type { PaymentsRepository, PricingReads } from './payments-repository';
import type { LenderRecord } from './pricing-inputs';
import { storedDealBody } from './stored-deal-body';

const STORE = { id: 1, country: 'CA' as const, provinceCode: 'ON' };
const LENDER: LenderRecord = {
  id: 7, name: 'Fixture Bank', kind: 'bank', active: true,
  financeRates: [{ termFrom: 12, termTo: 96, minCreditScore: null, rate: '5.99' }], leaseRates: [{ termFrom: 24, termTo: 60, minCreditScore: null, rate: '4.9' }],
  residuals: [{ term: 48, distanceAllowance: 20_000, residual: '55' }],
};
const SETTINGS: PaymentSettings = {
  ...defaultPaymentSettings(1), financeLenderId: 7, leaseLenderId: 7, bankDefaultDownPaymentCents: 200_000, bankDefaultTerm: 60, leaseDefaultFrequency: 'biweekly',
};
const FEES = [aFee({ id: 3, includeByDefault: true, amountCents: cents(49_900) }), aFee({ id: 4, includeByDefault: false, amountCents: cents(99_900) }), aFee({ id: 5, kind: 'discount', includeByDefault: true, amountCents: cents(50_000), isLease: false })];
const clock = fakeClock(new Date('2026-06-01T12:00:00Z'));

/** The worksheet's own path for a new deal on the vehicle: the record made from the settings, priced with its stored body (no write). */
async function worksheetPayment(vehicle: Vehicle, method: 'finance' | 'lease', settings: PaymentSettings): Promise<number | null> {
  const record = { ...newPaymentType(method, settings, true, false), id: 11, orderId: 5, totalPurchasePriceCents: null, paymentCents: null, pricedAt: null };
  const reads: PricingReads = {
    record, settings, fees: FEES, choices: [], incentives: [], accessories: [], plans: [], lender: settings.financeLenderId === null ? null : LENDER,
    order: { id: 5, paymentType: method, vehicle: vehicleForPricing(vehicle), optionsPriceCents: 0, accessoryIds: [], installAccessoryIds: [], protectionIds: [], incentiveIds: [], customerPostalCode: null },
  };
  // Only the reads a quote makes; the rest of the port is never called here.
  const payments = { pricingReads: async () => reads, taxRates: async () => [] } as unknown as PaymentsRepository;
  const quoted = await quotePaymentType({ payments, clock })(STORE, 11, storedDealBody)();
  return E.isRight(quoted) ? quoted.right.quote.payment : null;
}

const pricer = (settings = SETTINGS) => advertisedPricer(STORE, { settings, lenders: [LENDER], incentives: [], fees: FEES, table: taxTableFor([]), today: '2026-06-01' });

describe('advertised payments: the worksheet\'s numbers for a new deal on the vehicle', () => {
  it('gives the payment, term, frequency and down payment the worksheet gives', async () => {
    const v = aVehicle();
    const p = pricer()(v);
    expect(p.finance).toMatchObject({ method: 'finance', term: 60, frequency: 'monthly', downPaymentCents: 200_000, aprHundredths: 599 });
    expect(p.lease).toMatchObject({ method: 'lease', term: 48, frequency: 'biweekly', downPaymentCents: 0, distanceAllowance: 20_000 });
    expect(p.finance?.paymentCents).toBe(await worksheetPayment(v, 'finance', SETTINGS));
    expect(p.lease?.paymentCents).toBe(await worksheetPayment(v, 'lease', SETTINGS));
  });

  it('equals the worksheet for any price, condition and stock status', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 500_000, max: 15_000_000 }), fc.constantFrom('New' as const, 'Used' as const), fc.constantFrom('I' as const, 'T' as const, 'D' as const, 'As-is' as const),
      async (price, condition, stockStatus) => {
        const v = aVehicle({ listingPriceCents: price, msrpCents: condition === 'New' ? price + 100_000 : null, condition, stockStatus });
        const p = pricer()(v);
        expect(p.finance?.paymentCents ?? null).toBe(await worksheetPayment(v, 'finance', SETTINGS));
        expect(p.lease?.paymentCents ?? null).toBe(await worksheetPayment(v, 'lease', SETTINGS));
      },
    ), { numRuns: 40 });
  });

  it('advertises no payment where the worksheet cannot price one (no lender)', () => {
    const p = pricer({ ...SETTINGS, financeLenderId: null, leaseLenderId: null })(aVehicle());
    expect(p).toEqual({ finance: null, lease: null });
  });

  it('reads the store\'s data once through the ports, then prices in memory', async () => {
    const calls: string[] = [];
    const payments = {
      settings: async () => { calls.push('settings'); return SETTINGS; }, lenders: async () => { calls.push('lenders'); return [LENDER]; },
      incentives: async () => { calls.push('incentives'); return []; }, taxRates: async () => { calls.push('taxes'); return []; },
    } as unknown as PaymentsRepository;
    const fees = { list: async (_d: number, kind: string) => { calls.push(kind); return FEES.filter((f) => f.kind === kind); } };
    const price = await feedPricing({ payments, fees, clock }).pricerFor(STORE);
    const many = [aVehicle({ id: 1 }), aVehicle({ id: 2, listingPriceCents: 2_000_000 })].map(price);
    expect(calls.sort()).toEqual(['discount', 'fee', 'incentives', 'lenders', 'settings', 'taxes']);
    expect(many[0]).toEqual(pricer()(aVehicle({ id: 1 })));
  });
});
