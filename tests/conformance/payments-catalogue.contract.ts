import { describe, expect, it } from 'vitest';
import { defaultTaxRows } from '@dealer-panel/core/payments/province-tax';
import { aLender, anIncentive, type PaymentsRepositoryHarness } from './payments-repository.contract';
import { aPlan, anAccessory } from './support/addon-fixtures';

const at = new Date('2026-03-01T12:00:00.000Z');

/** The PaymentsRepository contract, its catalogue: incentives, lenders and their programs, add-on records, sales-tax rates. */
export function paymentsCatalogueContract(make: () => Promise<PaymentsRepositoryHarness>): void {
  describe('PaymentsRepository: incentives, lenders, add-on records, tax rates', () => {
    it('creates, lists by id, changes and deletes incentives, only in their own dealership', async () => {
      const h = await make();
      const spring = await h.payments.saveIncentive(h.dealershipId, null, anIncentive('Spring'));
      const loyalty = await h.payments.saveIncentive(h.dealershipId, null, { ...anIncentive('Loyalty'), isConditional: true, make: null, startsOn: null });
      await h.payments.saveIncentive(h.otherDealershipId, null, anIncentive('Theirs'));
      expect(spring).toEqual({ ...anIncentive('Spring'), id: spring.id });
      expect(await h.payments.incentives(h.dealershipId)).toEqual([spring, loyalty]);
      expect(await h.payments.incentive(h.dealershipId, spring.id)).toEqual(spring);
      expect(await h.payments.incentive(h.otherDealershipId, spring.id)).toBeNull();
      const changed = await h.payments.saveIncentive(h.dealershipId, spring.id, { ...anIncentive('Summer'), amountCents: 150_000, endsOn: '2026-08-31' });
      expect(changed).toEqual({ ...anIncentive('Summer'), id: spring.id, amountCents: 150_000, endsOn: '2026-08-31' });
      expect(await h.payments.deleteIncentive(h.otherDealershipId, spring.id)).toBe(false);
      expect(await h.payments.deleteIncentive(h.dealershipId, spring.id)).toBe(true);
      expect(await h.payments.incentive(h.dealershipId, spring.id)).toBeNull();
      expect(await h.payments.deleteIncentive(h.dealershipId, spring.id)).toBe(false);
    });

    it('puts incentives on a deal, replacing the ones it had', async () => {
      const h = await make();
      const order = await h.addOrder(h.dealershipId);
      await h.payments.setOrderIncentives(order, [3, 1]);
      await h.payments.setOrderIncentives(order, [2]);
      expect((await h.payments.orderForPricing(h.dealershipId, order))?.incentiveIds).toEqual([2]);
    });

    it('saves a lender with its programs in order (rates by term, residuals by term and distance), exact decimals', async () => {
      const h = await make();
      const lender = await h.payments.saveLender(h.dealershipId, null, aLender('Banque'));
      expect(lender).toEqual({
        id: lender.id, name: 'Banque', kind: 'bank', active: true,
        financeRates: [{ termFrom: 12, termTo: 60, minCreditScore: null, rate: '6.990000' }, { termFrom: 61, termTo: 96, minCreditScore: null, rate: '7.490000' }],
        leaseRates: [{ termFrom: 24, termTo: 48, minCreditScore: null, rate: '4.900000' }],
        residuals: [{ term: 36, distanceAllowance: 20_000, residual: '58.500000' }, { term: 48, distanceAllowance: null, residual: '52.000000' }],
      });
      expect(await h.payments.lender(h.dealershipId, lender.id)).toEqual(lender);
      expect(await h.payments.lender(h.otherDealershipId, lender.id)).toBeNull();
      expect(await h.payments.lenders(h.otherDealershipId)).toEqual([]);
    });

    it('replaces a lender\'s programs on change, lists lenders by id, and deletes one (settings naming it fall back to none)', async () => {
      const h = await make();
      const first = await h.payments.saveLender(h.dealershipId, null, aLender('First'));
      const second = await h.payments.saveLender(h.dealershipId, null, aLender('Second'));
      const changed = await h.payments.saveLender(h.dealershipId, first.id, { ...aLender('First Bank'), kind: 'oem', leaseRates: [], residuals: [] });
      expect(changed).toMatchObject({ id: first.id, name: 'First Bank', kind: 'oem', leaseRates: [], residuals: [] });
      expect(changed.financeRates).toHaveLength(2);
      expect((await h.payments.lenders(h.dealershipId)).map((l) => l.id)).toEqual([first.id, second.id]);
      await h.payments.saveSettings(h.dealershipId, { financeLenderId: first.id, leaseLenderId: second.id }, h.userId);
      expect(await h.payments.deleteLender(h.otherDealershipId, first.id)).toBe(false);
      expect(await h.payments.deleteLender(h.dealershipId, first.id)).toBe(true);
      expect(await h.payments.settings(h.dealershipId)).toMatchObject({ financeLenderId: null, leaseLenderId: second.id });
      expect(await h.payments.lender(h.dealershipId, first.id)).toBeNull();
      expect(await h.payments.deleteLender(h.dealershipId, first.id)).toBe(false);
    });

    it('reads accessories and protection plans of the ids given, the dealership\'s only', async () => {
      const h = await make();
      const mats = await h.addons.createAccessory(h.dealershipId, anAccessory({ titleFr: 'Tapis', installationChargeOverrideCents: 5_000 }), at);
      const theirs = await h.addons.createAccessory(h.otherDealershipId, anAccessory(), at);
      expect(await h.payments.accessories(h.dealershipId, [mats.id, theirs.id])).toEqual([
        { id: mats.id, name: 'All-weather mats', nameFr: 'Tapis', priceCents: 19_900, installationCents: 5_000, active: true },
      ]);
      expect(await h.payments.accessories(h.dealershipId, [])).toEqual([]);
      const plan = await h.addons.createPlan(h.dealershipId, aPlan({
        kind: 'gap',
        prices: [{ term: 36, distance: 60_000, priceCents: 70_000, minVehiclePriceCents: null, maxVehiclePriceCents: 5_000_000 }],
        provinceTaxes: [{ provinceCode: 'QC', gst: true, hst: false, pst: false, qst: true }],
      }), at);
      const theirPlan = await h.addons.createPlan(h.otherDealershipId, aPlan(), at);
      expect(await h.payments.protectionPlans(h.dealershipId, [plan.id, theirPlan.id])).toEqual([{
        id: plan.id, name: 'Tire and wheel', nameFr: 'Pneus et jantes', paymentTypes: ['cash', 'finance', 'lease'], active: true, kind: 'gap',
        taxes: { gst: false, hst: true, pst: false, qst: false }, provinceTaxes: { QC: { gst: true, hst: false, pst: false, qst: true } },
        prices: [{ term: 36, distance: 60_000, priceCents: 70_000, minVehiclePriceCents: null, maxVehiclePriceCents: 5_000_000 }],
      }]);
      expect(await h.payments.protectionPlans(h.dealershipId, [theirPlan.id])).toEqual([]);
      expect(await h.payments.protectionPlans(h.dealershipId, [])).toEqual([]);
    });

    it('seeds the tax table on first read, by country then region, and a change is read back at once', async () => {
      const h = await make();
      const rates = await h.payments.taxRates();
      const regions = defaultTaxRows().map((r) => `${r.country}-${r.region}`).sort();
      expect(rates.map((r) => `${r.country}-${r.region}`)).toEqual(regions);
      const ontario = rates.find((r) => r.region === 'ON')!;
      expect(Number(ontario.hst)).toBe(13);
      expect(await h.payments.taxRates()).toEqual(rates); // read again: now kept a few seconds
      const changed = await h.payments.saveTaxRate('ON', { hst: '13.5', source: 'conformance' }, h.userId);
      expect(changed).toMatchObject({ region: 'ON', country: 'CA', hst: '13.500000', source: 'conformance' });
      expect((await h.payments.taxRates()).find((r) => r.region === 'ON')).toEqual(changed);
      expect(await h.payments.saveTaxRate('ZZ', { hst: '1' }, h.userId)).toBeNull();
      await h.payments.saveTaxRate('ON', { hst: ontario.hst, source: ontario.source }, h.userId);
    });
  });
}
