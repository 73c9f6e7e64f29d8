import { describe, expect, it } from 'vitest';
import { PLAN_CATEGORIES, type PlanCategory } from '@dealer-panel/core/addons/addon';
import type { AddonListQuery } from '@dealer-panel/core/addons/addon-queries';
import type { AddonRepositoryHarness } from './addon-repository.contract';
import { aMedia, aPlan, addonQuery } from './support/addon-fixtures';

const at = new Date('2026-03-01T12:00:00.000Z');
const plans = (q: Partial<AddonListQuery<PlanCategory>> = {}) => addonQuery(PLAN_CATEGORIES, q);
const price = (term: number, distance: number | null, priceCents: number) => ({ term, distance, priceCents, minVehiclePriceCents: null, maxVehiclePriceCents: null });
const noTax = { gst: false, hst: false, pst: false, qst: false };

/** The AddonRepository contract, protection plans and their prices: children written with the plan, tenant scoping, media replaced. */
export function addonPlansContract(make: () => Promise<AddonRepositoryHarness>): void {
  describe('AddonRepository: protection plans and prices', () => {
    it('creates a plan with its prices (by term, then distance, unlimited last) and province taxes (by province)', async () => {
      const h = await make();
      const created = await h.addons.createPlan(h.dealershipId, aPlan({
        prices: [price(48, null, 90_000), price(36, 60_000, 70_000), price(36, 40_000, 60_000)],
        provinceTaxes: [{ provinceCode: 'QC', ...noTax, qst: true }, { provinceCode: 'ON', ...noTax, hst: true }],
      }), at);
      expect(created).toMatchObject({ ...aPlan({ prices: [], provinceTaxes: [] }), prices: expect.any(Array), provinceTaxes: expect.any(Array), dealershipId: h.dealershipId, imageMediaId: null, pdfMediaId: null });
      expect(created.prices.map((p) => [p.term, p.distance, p.planId])).toEqual([[36, 40_000, created.id], [36, 60_000, created.id], [48, null, created.id]]);
      expect(created.provinceTaxes.map((t) => t.provinceCode)).toEqual(['ON', 'QC']);
      expect(await h.addons.plan(h.dealershipId, created.id)).toEqual(created);
      expect(await h.addons.plan(h.otherDealershipId, created.id)).toBeNull();
    });

    it('replaces prices and taxes when given, keeps them when not, and never changes another dealership\'s plan', async () => {
      const h = await make();
      const plan = await h.addons.createPlan(h.dealershipId, aPlan({ prices: [price(36, null, 50_000)], provinceTaxes: [{ provinceCode: 'ON', ...noTax, hst: true }] }), at);
      expect(await h.addons.updatePlan(h.otherDealershipId, plan.id, { name: 'x' }, at)).toBeNull();
      const renamed = await h.addons.updatePlan(h.dealershipId, plan.id, { name: 'Tire and rim', vehicleTypes: ['SUV'] }, at);
      expect(renamed).toEqual({ ...plan, name: 'Tire and rim', vehicleTypes: ['SUV'] });
      expect(await h.addons.updatePlan(h.dealershipId, plan.id, { kind: 'service_contract' }, at)).toEqual({ ...plan, name: 'Tire and rim', vehicleTypes: ['SUV'], kind: 'service_contract' });
      expect((await h.addons.updatePlan(h.dealershipId, plan.id, { kind: null }, at))?.kind).toBeNull();
      const repriced = await h.addons.updatePlan(h.dealershipId, plan.id, { prices: [price(60, null, 80_000)], provinceTaxes: [] }, at);
      expect(repriced?.prices.map((p) => p.term)).toEqual([60]);
      expect(repriced?.provinceTaxes).toEqual([]);
      expect((await h.addons.updatePlan(h.dealershipId, plan.id, { prices: [] }, at))?.prices).toEqual([]);
      expect(await h.addons.updatePlan(h.dealershipId, 2_000_000_000, { name: 'x' }, at)).toBeNull();
    });

    it('filters by category, state, origin and search, counts and pages', async () => {
      const h = await make();
      const dealer = await h.addons.createPlan(h.dealershipId, aPlan({ name: 'Appearance', productCode: 'APP-1' }), at);
      const pen = await h.addons.createPlan(h.dealershipId, aPlan({ name: 'Key fob', usePenForLocalizedPrices: true, active: false }), at);
      const vw = await h.addons.createPlan(h.dealershipId, aPlan({ category: 'vw_upgrade', nameFr: 'Garantie prolongée' }), at);
      await h.addons.createPlan(h.otherDealershipId, aPlan({ name: 'Appearance' }), at);
      const ids = async (q: Partial<AddonListQuery<PlanCategory>>) => (await h.addons.listPlans(h.dealershipId, plans(q))).items.map((x) => x.id);
      expect(await ids({})).toEqual([dealer.id, pen.id, vw.id]);
      expect(await ids({ categories: ['vw_upgrade'] })).toEqual([vw.id]);
      expect(await ids({ active: true, descending: true })).toEqual([vw.id, dealer.id]);
      expect(await ids({ origin: 'pen' })).toEqual([pen.id]);
      expect(await ids({ origin: 'dealer' })).toEqual([dealer.id, vw.id]);
      expect(await ids({ search: 'app-' })).toEqual([dealer.id]);
      expect(await ids({ search: 'prolong' })).toEqual([vw.id]);
      expect(await h.addons.listPlans(h.dealershipId, plans({ pageSize: 1, page: 3 }))).toEqual({ count: 3, items: [vw] });
      expect((await h.addons.listPlans(h.otherDealershipId, plans({ search: 'key' }))).count).toBe(0);
    });

    it('stores a plan\'s image and PDF, replaces them (old files go), and deletes them with the plan', async () => {
      const h = await make();
      const plan = await h.addons.createPlan(h.dealershipId, aPlan({ prices: [price(36, null, 50_000)] }), at);
      expect(await h.addons.setPlanMedia(h.otherDealershipId, plan.id, { image: aMedia('x') }, h.userId, at)).toBeNull();
      const both = (await h.addons.setPlanMedia(h.dealershipId, plan.id, { image: aMedia('image'), pdf: aMedia('pdf', 'application/pdf') }, h.userId, at))!;
      expect((await h.addons.media(both.pdfMediaId!))?.contentType).toBe('application/pdf');
      const imageOnly = (await h.addons.setPlanMedia(h.dealershipId, plan.id, { image: aMedia('image 2') }, h.userId, at))!;
      expect(imageOnly.pdfMediaId).toBe(both.pdfMediaId);
      expect(await h.addons.media(both.imageMediaId!)).toBeNull();
      const priceId = plan.prices[0]!.id;
      expect(await h.addons.deletePlan(h.otherDealershipId, plan.id)).toBe(false);
      expect(await h.addons.deletePlan(h.dealershipId, plan.id)).toBe(true);
      expect(await h.addons.plan(h.dealershipId, plan.id)).toBeNull();
      expect(await h.addons.price(h.dealershipId, priceId)).toBeNull();
      expect(await h.addons.media(imageOnly.imageMediaId!)).toBeNull();
      expect(await h.addons.media(both.pdfMediaId!)).toBeNull();
      expect(await h.addons.deletePlan(h.dealershipId, plan.id)).toBe(false);
    });

    it('lists, creates, updates and deletes prices through the dealership\'s plans only', async () => {
      const h = await make();
      const plan = await h.addons.createPlan(h.dealershipId, aPlan(), at);
      const other = await h.addons.createPlan(h.dealershipId, aPlan({ name: 'Other' }), at);
      const theirs = await h.addons.createPlan(h.otherDealershipId, aPlan(), at);
      expect(await h.addons.createPrice(h.dealershipId, theirs.id, price(36, null, 1))).toBeNull();
      const p1 = (await h.addons.createPrice(h.dealershipId, plan.id, price(48, null, 70_000)))!;
      const p2 = (await h.addons.createPrice(h.dealershipId, other.id, price(36, null, 50_000)))!;
      expect(p1).toEqual({ id: p1.id, planId: plan.id, ...price(48, null, 70_000) });
      expect(await h.addons.listPrices(h.dealershipId, plan.id)).toEqual([p1]);
      expect(await h.addons.listPrices(h.dealershipId, null)).toEqual([p1, p2]);
      expect(await h.addons.listPrices(h.otherDealershipId, null)).toEqual([]);
      expect(await h.addons.price(h.otherDealershipId, p1.id)).toBeNull();
      expect(await h.addons.updatePrice(h.otherDealershipId, p1.id, { priceCents: 1 })).toBeNull();
      expect(await h.addons.updatePrice(h.dealershipId, p1.id, { priceCents: 75_000, minVehiclePriceCents: 2_000_000 })).toEqual({ ...p1, priceCents: 75_000, minVehiclePriceCents: 2_000_000 });
      expect(await h.addons.updatePrice(h.dealershipId, p2.id, {})).toEqual(p2);
      expect(await h.addons.deletePrice(h.otherDealershipId, p1.id)).toBe(false);
      expect(await h.addons.deletePrice(h.dealershipId, p1.id)).toBe(true);
      expect(await h.addons.price(h.dealershipId, p1.id)).toBeNull();
      expect(await h.addons.deletePrice(h.dealershipId, p1.id)).toBe(false);
    });
  });
}
