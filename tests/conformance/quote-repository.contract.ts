import { describe, expect, it } from 'vitest';
import type { NewQuote, QuoteDetails } from '@dealer-panel/core/quotes/quote';
import type { QuoteRepository } from '@dealer-panel/core/quotes/quote-repository';

/** A repository, two deals of a store with a vehicle each, and a deal of another store. */
export interface QuoteRepositorySubject {
  readonly quotes: QuoteRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly orderId: number;
  readonly secondOrderId: number;
  /** A deal of `otherDealershipId`. */
  readonly otherOrderId: number;
  readonly vehicleId: number;
  readonly secondVehicleId: number;
}

const T0 = new Date('2026-05-01T12:00:00.000Z');
const T1 = new Date('2026-05-02T12:00:00.000Z');
const DETAILS: QuoteDetails = {
  term: 72, downPaymentCents: 200_000, tradeInCreditCents: 0, tradeInOwingCents: 0, distanceAllowance: null, paymentFrequency: 'biweekly',
  includeTax: true, postalCode: null, accessories: [3], installAccessoryIds: [], protections: [5, 6], optionsCodeList: ['PKG'], optionsPriceCents: 1_500,
};
const PRICE = { paymentCents: 25_000, sellingPriceCents: 3_000_000, totalTaxesCents: 390_000, apr: '6.99', numberOfPayments: 156 };

/** The QuoteRepository contract (core/quotes/quote-repository.ts); drizzle only (core's tests of quotes go through the API). */
export function quoteRepositoryContract(name: string, open: () => Promise<QuoteRepositorySubject>): void {
  describe(`QuoteRepository: ${name}`, () => {
    const newQuote = (s: QuoteRepositorySubject, over: Partial<NewQuote> = {}): NewQuote =>
      ({ vehicleId: s.vehicleId, method: 'finance', details: DETAILS, price: PRICE, quoteExpiry: null, ...over });

    it('gives a deal one draft flow on its first read, the same one after, in its store only', async () => {
      const s = await open();
      const flow = await s.quotes.upsertFlow(s.dealershipId, s.orderId);
      expect(flow).toMatchObject({ dealershipId: s.dealershipId, orderId: s.orderId, status: 'draft', quoteExpiry: null, primaryQuoteId: null, message: null, submittedAt: null });
      expect(await s.quotes.upsertFlow(s.dealershipId, s.orderId)).toEqual(flow);
      expect(await s.quotes.flow(s.dealershipId, flow!.id)).toEqual(flow);
      expect(await s.quotes.flowOfOrder(s.dealershipId, s.orderId)).toEqual(flow);
      expect(await s.quotes.flowOfOrder(s.dealershipId, s.secondOrderId)).toBeNull();
      expect(await s.quotes.upsertFlow(s.otherDealershipId, s.orderId)).toBeNull();
      expect(await s.quotes.upsertFlow(s.dealershipId, s.otherOrderId)).toBeNull();
      expect(await s.quotes.flow(s.otherDealershipId, flow!.id)).toBeNull();
      expect(await s.quotes.flowOfOrder(s.otherDealershipId, s.orderId)).toBeNull();
    });

    it('updates the flow\'s given fields only', async () => {
      const s = await open();
      const flow = await s.quotes.upsertFlow(s.dealershipId, s.orderId);
      const active = await s.quotes.updateFlow(s.dealershipId, flow!.id, { status: 'active', quoteExpiry: '2026-05-31', message: 'Hello' }, T0);
      expect(active).toMatchObject({ id: flow!.id, status: 'active', quoteExpiry: '2026-05-31', message: 'Hello', submittedAt: null, updatedAt: T0 });
      const submitted = await s.quotes.updateFlow(s.dealershipId, flow!.id, { status: 'submitted', submittedAt: T1 }, T1);
      expect(submitted).toMatchObject({ status: 'submitted', quoteExpiry: '2026-05-31', message: 'Hello', submittedAt: T1, updatedAt: T1 });
      expect(await s.quotes.updateFlow(s.dealershipId, flow!.id, { message: null }, T1)).toMatchObject({ message: null, quoteExpiry: '2026-05-31' });
      expect(await s.quotes.updateFlow(s.otherDealershipId, flow!.id, { status: 'draft' }, T1)).toBeNull();
      expect((await s.quotes.flow(s.dealershipId, flow!.id))?.status).toBe('submitted');
    });

    it('adds quotes with their vehicle up to the limit, lists them oldest first, in their store only', async () => {
      const s = await open();
      const flow = await s.quotes.upsertFlow(s.dealershipId, s.orderId);
      const first = await s.quotes.addQuote(s.dealershipId, flow!.id, newQuote(s, { quoteExpiry: '2026-06-01' }), 2, T0);
      expect(first).toMatchObject({
        flowId: flow!.id, orderId: s.orderId, dealershipId: s.dealershipId, method: 'finance', details: DETAILS, price: PRICE, applied: false, touched: false,
        quoteExpiry: '2026-06-01', createdAt: T0, updatedAt: T0, vehicle: { id: s.vehicleId },
      });
      const second = await s.quotes.addQuote(s.dealershipId, flow!.id, newQuote(s, { vehicleId: s.secondVehicleId, method: 'cash' }), 2, T1);
      expect(second).toMatchObject({ method: 'cash', vehicle: { id: s.secondVehicleId } });
      expect(await s.quotes.addQuote(s.dealershipId, flow!.id, newQuote(s), 2, T1)).toBe('limit');
      expect((await s.quotes.quotes(s.dealershipId, flow!.id)).map((q) => q.id)).toEqual([(first as { id: number }).id, (second as { id: number }).id]);
      expect(await s.quotes.quote(s.dealershipId, (first as { id: number }).id)).toEqual(first);
      expect(await s.quotes.addQuote(s.otherDealershipId, flow!.id, newQuote(s), 3, T1)).toBeNull();
      expect(await s.quotes.quotes(s.otherDealershipId, flow!.id)).toEqual([]);
      expect(await s.quotes.quote(s.otherDealershipId, (first as { id: number }).id)).toBeNull();
    });

    it('counts concurrent adds one after the other: never more than the limit', async () => {
      const s = await open();
      const flow = await s.quotes.upsertFlow(s.dealershipId, s.orderId);
      const answers = await Promise.all([1, 2, 3].map(() => s.quotes.addQuote(s.dealershipId, flow!.id, newQuote(s), 2, T0)));
      expect(answers.filter((a) => a === 'limit')).toHaveLength(1);
      expect(await s.quotes.quotes(s.dealershipId, flow!.id)).toHaveLength(2);
    });

    it('updates a quote\'s given fields only, and deletes it in its store only', async () => {
      const s = await open();
      const flow = await s.quotes.upsertFlow(s.dealershipId, s.orderId);
      const q = await s.quotes.addQuote(s.dealershipId, flow!.id, newQuote(s), 3, T0);
      const id = (q as { id: number }).id;
      const moved = await s.quotes.updateQuote(s.dealershipId, id, { vehicleId: s.secondVehicleId, touched: true }, T1);
      expect(moved).toMatchObject({ vehicle: { id: s.secondVehicleId }, touched: true, method: 'finance', details: DETAILS, price: PRICE, quoteExpiry: null, createdAt: T0, updatedAt: T1 });
      const repriced = await s.quotes.updateQuote(s.dealershipId, id, { method: 'lease', details: { ...DETAILS, term: 48, distanceAllowance: 20_000 }, price: { ...PRICE, apr: null } }, T1);
      expect(repriced).toMatchObject({ method: 'lease', details: { term: 48, distanceAllowance: 20_000, protections: [5, 6] }, price: { apr: null, paymentCents: 25_000 }, touched: true });
      expect(await s.quotes.updateQuote(s.otherDealershipId, id, { touched: false }, T1)).toBeNull();
      expect(await s.quotes.deleteQuote(s.otherDealershipId, id)).toBe(false);
      expect((await s.quotes.quote(s.dealershipId, id))?.touched).toBe(true);
      expect(await s.quotes.deleteQuote(s.dealershipId, id)).toBe(true);
      expect(await s.quotes.deleteQuote(s.dealershipId, id)).toBe(false);
      expect(await s.quotes.quote(s.dealershipId, id)).toBeNull();
      expect(await s.quotes.updateQuote(s.dealershipId, id, { touched: false }, T1)).toBeNull();
    });

    it('makes one quote primary (applied, the others not, the flow selected); deleting it clears the flow\'s primary', async () => {
      const s = await open();
      const flow = await s.quotes.upsertFlow(s.dealershipId, s.orderId);
      const [a, b] = await Promise.all([0, 1].map(async () => (await s.quotes.addQuote(s.dealershipId, flow!.id, newQuote(s), 3, T0)) as { id: number }));
      expect(await s.quotes.setPrimary(s.dealershipId, flow!.id, a!.id, T1)).toMatchObject({ status: 'selected', primaryQuoteId: a!.id, updatedAt: T1 });
      await s.quotes.setPrimary(s.dealershipId, flow!.id, b!.id, T1);
      expect((await s.quotes.quotes(s.dealershipId, flow!.id)).map((q) => [q.id, q.applied])).toEqual([[a!.id, false], [b!.id, true]].sort((x, y) => Number(x[0]) - Number(y[0])));
      expect(await s.quotes.setPrimary(s.otherDealershipId, flow!.id, a!.id, T1)).toBeNull();
      expect((await s.quotes.flow(s.dealershipId, flow!.id))?.primaryQuoteId).toBe(b!.id);
      await s.quotes.deleteQuote(s.dealershipId, a!.id);
      expect((await s.quotes.flow(s.dealershipId, flow!.id))?.primaryQuoteId).toBe(b!.id);
      await s.quotes.deleteQuote(s.dealershipId, b!.id);
      expect((await s.quotes.flow(s.dealershipId, flow!.id))?.primaryQuoteId).toBeNull();
    });
  });
}
