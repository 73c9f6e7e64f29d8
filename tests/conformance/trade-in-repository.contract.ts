import { describe, expect, it } from 'vitest';
import { YES_NO_FIELDS, type TradeInFields } from '@dealer-panel/core/trade-ins/trade-in';
import type { NewOffer, TradeInListQuery, TradeInRepository } from '@dealer-panel/core/trade-ins/trade-in-repository';

/** A repository; a customer of a store with a deal, and a deal of another store. */
export interface TradeInRepositorySubject {
  readonly tradeIns: TradeInRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly customerId: number;
  /** A deal of `customerId`. */
  readonly orderId: number;
  /** A deal of `otherDealershipId`. */
  readonly otherOrderId: number;
  /** A staff member who makes offers. */
  readonly userId: number;
  /** The deal's trade-in step as kept (the port writes it; the deals' port reads it). */
  step(orderId: number): Promise<string>;
}

const T0 = new Date('2026-04-01T12:00:00.000Z');
const T1 = new Date('2026-04-02T12:00:00.000Z');
const T2 = new Date('2026-04-03T12:00:00.000Z');
const FIELDS: TradeInFields = {
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX', color: 'Blue', transmission: 'automatic', odometer: 64_000, odometerUnit: 'km', vin: '2HGFC2F59LH000001' },
  condition: 'good', answers: { q1: 'yes', q2: ['a', 'b'] }, financeAmountDueCents: 500_000, leaseAmountDueCents: 0, paymentsLeft: 12, residualValueCents: null,
  yesNo: Object.fromEntries(YES_NO_FIELDS.map((f) => [f, f === 'accident'])) as TradeInFields['yesNo'],
};
const list = (q: Partial<TradeInListQuery>): TradeInListQuery => ({ customerId: null, scope: { kind: 'store' }, today: '2026-04-02', page: 1, limit: 20, ...q });

/** The TradeInRepository contract (core/trade-ins/trade-in-repository.ts); drizzle only (core has no in-memory trade-ins). */
export function tradeInRepositoryContract(name: string, open: () => Promise<TradeInRepositorySubject>): void {
  describe(`TradeInRepository: ${name}`, () => {
    let OFFER: NewOffer;
    async function saved(s: TradeInRepositorySubject, fields: TradeInFields = FIELDS) {
      OFFER = { amountCents: 1_200_000, comments: 'Clean', expiryDate: '2026-04-10', madeByUserId: s.userId };
      const owner = await s.tradeIns.owner(s.dealershipId, { orderId: s.orderId });
      return s.tradeIns.save(owner!, fields, 'awaiting-dealer', null, T0);
    }

    it('reads the owner of a deal or a customer of the store only, with the store\'s settings', async () => {
      const s = await open();
      expect(await s.tradeIns.owner(s.dealershipId, { orderId: s.orderId })).toMatchObject({ dealershipId: s.dealershipId, customerId: s.customerId, orderId: s.orderId, country: 'CA', region: 'ON', timeZone: 'America/Toronto' });
      expect(await s.tradeIns.owner(s.dealershipId, { customerId: s.customerId })).toMatchObject({ customerId: s.customerId, orderId: null });
      expect(await s.tradeIns.owner(s.otherDealershipId, { orderId: s.orderId })).toBeNull();
      expect(await s.tradeIns.owner(s.otherDealershipId, { customerId: s.customerId })).toBeNull();
      expect(await s.tradeIns.owner(s.dealershipId, { orderId: s.otherOrderId })).toBeNull();
      expect(await s.tradeIns.store(2_000_000_000)).toEqual({ tradeInSystem: 'none', timeZone: 'UTC' });
    });

    it('keeps one trade-in per deal and one per customer without a deal, replaced on save, in the store only', async () => {
      const s = await open();
      const first = await saved(s);
      expect(first).toMatchObject({ dealershipId: s.dealershipId, customerId: s.customerId, orderId: s.orderId, fields: FIELDS, estimates: [], offers: [], createdAt: T0, updatedAt: T0 });
      expect(Object.values(first.pictures).every((p) => p === null)).toBe(true);
      const owner = await s.tradeIns.owner(s.dealershipId, { orderId: s.orderId });
      const again = await s.tradeIns.save(owner!, { ...FIELDS, condition: 'fair' }, null, null, T1);
      expect(again).toMatchObject({ id: first.id, fields: { condition: 'fair', answers: FIELDS.answers }, createdAt: T0, updatedAt: T1 });
      const alone = await s.tradeIns.save((await s.tradeIns.owner(s.dealershipId, { customerId: s.customerId }))!, FIELDS, 'completed', null, T1);
      expect(alone.id).not.toBe(first.id);
      expect(alone.orderId).toBeNull();
      expect((await s.tradeIns.find(s.dealershipId, { customerId: s.customerId }))?.id).toBe(alone.id);
      expect((await s.tradeIns.find(s.dealershipId, { orderId: s.orderId }))?.id).toBe(first.id);
      expect((await s.tradeIns.ofCustomer(s.dealershipId, s.customerId)).map((t) => t.id)).toEqual([alone.id, first.id]);
      expect(await s.tradeIns.byId(s.otherDealershipId, first.id)).toBeNull();
      expect(await s.tradeIns.find(s.otherDealershipId, { orderId: s.orderId })).toBeNull();
      expect(await s.tradeIns.ofCustomer(s.otherDealershipId, s.customerId)).toEqual([]);
    });

    it('writes the deal\'s trade-in step with the trade-in, and leaves it when given none', async () => {
      const s = await open();
      await saved(s);
      expect(await s.step(s.orderId)).toBe('awaiting-dealer');
      const owner = await s.tradeIns.owner(s.dealershipId, { orderId: s.orderId });
      await s.tradeIns.save(owner!, FIELDS, null, null, T1);
      expect(await s.step(s.orderId)).toBe('awaiting-dealer');
    });

    it('keeps each vendor\'s latest estimate', async () => {
      const s = await open();
      const t = await saved(s);
      await s.tradeIns.saveEstimate(t.id, 'cbb', { ok: false, code: 'unknown', reason: 'timeout' }, T0);
      await s.tradeIns.saveEstimate(t.id, 'cbb', { ok: true, catId: 'c1', estimateId: 'e1', valueCents: 1_000_000, rangeMinCents: 900_000, rangeMaxCents: 1_100_000 }, T1);
      await s.tradeIns.saveEstimate(t.id, 'vauto', { ok: true, catId: 'c2', estimateId: 'e2', valueCents: 1_050_000, rangeMinCents: 1_000_000, rangeMaxCents: 1_100_000 }, T1);
      const estimates = (await s.tradeIns.byId(s.dealershipId, t.id))?.estimates ?? [];
      expect(estimates.map((e) => [e.vendor, e.result.ok]).sort()).toEqual([['cbb', true], ['vauto', true]]);
      expect(estimates.find((e) => e.vendor === 'cbb')).toMatchObject({ createdAt: T1, result: { estimateId: 'e1', valueCents: 1_000_000 } });
    });

    it('makes and answers offers only against the current one, newest first, moving the step', async () => {
      const s = await open();
      const t = await saved(s);
      const offered = await s.tradeIns.makeOffer(t.id, null, null, OFFER, 'awaiting-customer', T1);
      const first = offered!.offers[0]!;
      expect(first).toMatchObject({ amountCents: 1_200_000, comments: 'Clean', madeByUserId: s.userId, status: 'awaiting', expiryDate: '2026-04-10', answeredAt: null, createdAt: T1 });
      expect(await s.step(s.orderId)).toBe('awaiting-customer');
      expect(await s.tradeIns.makeOffer(t.id, null, null, OFFER, 'awaiting-customer', T1)).toBeNull();
      const second = await s.tradeIns.makeOffer(t.id, { id: first.id, status: 'awaiting' }, 'declined', { ...OFFER, amountCents: 1_300_000 }, 'awaiting-customer', T2);
      expect(second!.offers.map((o) => [o.amountCents, o.status])).toEqual([[1_300_000, 'awaiting'], [1_200_000, 'declined']]);
      const current = second!.offers[0]!;
      expect(await s.tradeIns.answerOffer(t.id, first.id, 'awaiting', 'accepted', '', 'completed', null, T2)).toBeNull();
      expect(await s.tradeIns.answerOffer(t.id, current.id, 'accepted', 'declined', '', 'completed', null, T2)).toBeNull();
      expect(await s.tradeIns.acceptedForOrder(s.dealershipId, s.orderId)).toBeNull();
      const accepted = await s.tradeIns.answerOffer(t.id, current.id, 'awaiting', 'accepted', '', 'completed', { type: 'owned', creditCents: 1_300_000, owingCents: 500_000 }, T2);
      expect(accepted!.offers[0]).toMatchObject({ id: current.id, status: 'accepted', answeredAt: T2 });
      expect(await s.step(s.orderId)).toBe('completed');
      expect(await s.tradeIns.acceptedForOrder(s.dealershipId, s.orderId)).toEqual({ type: 'owned', creditCents: 1_300_000, owingCents: 500_000 });
      expect(await s.tradeIns.acceptedForOrder(s.otherDealershipId, s.orderId)).toBeNull();
    });

    it('lists awaiting offers due before a day, by offer id after a cursor', async () => {
      const s = await open();
      const t = await saved(s);
      const offered = await s.tradeIns.makeOffer(t.id, null, null, { ...OFFER, expiryDate: '2026-04-05' }, 'awaiting-customer', T1);
      const offerId = offered!.offers[0]!.id;
      const mine = async (before: string, afterId = 0) => (await s.tradeIns.dueOffers(before, afterId, 10_000)).filter((d) => d.tradeInId === t.id);
      expect(await mine('2026-04-05')).toEqual([]);
      expect(await mine('2026-04-06')).toEqual([{ dealershipId: s.dealershipId, timeZone: 'America/Toronto', orderId: s.orderId, tradeInId: t.id, offerId, expiryDate: '2026-04-05' }]);
      expect(await mine('2026-04-06', offerId)).toEqual([]);
      await s.tradeIns.answerOffer(t.id, offerId, 'awaiting', 'expired', '', 'expired', null, T2);
      expect(await mine('2026-04-06')).toEqual([]);
    });

    it('pages a customer\'s trade-ins, and lists the store\'s open ones (no offer awaiting an answer, none accepted)', async () => {
      const s = await open();
      const t = await saved(s);
      const alone = await s.tradeIns.save((await s.tradeIns.owner(s.dealershipId, { customerId: s.customerId }))!, FIELDS, null, null, T1);
      const page = await s.tradeIns.list(s.dealershipId, list({ customerId: s.customerId, limit: 1, page: 2 }));
      expect(page.count).toBe(2);
      expect(page.results.map((i) => i.id)).toEqual([t.id]);
      const openIds = async () => (await s.tradeIns.list(s.dealershipId, list({ limit: 1000 }))).results.map((i) => i.id);
      expect(await openIds()).toEqual(expect.arrayContaining([t.id, alone.id]));
      await s.tradeIns.makeOffer(t.id, null, null, OFFER, 'awaiting-customer', T1);
      expect(await openIds()).not.toContain(t.id);
      expect((await s.tradeIns.list(s.otherDealershipId, list({ customerId: s.customerId }))).count).toBe(0);
    });
  });
}
