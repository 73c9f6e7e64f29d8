import { describe, expect, it } from 'vitest';
import type { Deposit, NewDeposit } from '@dealer-panel/core/deposits/deposit';
import type { DepositRepository } from '@dealer-panel/core/deposits/deposit-repository';

/** A repository and the deals it knows: two of one customer at a store, one at another store. */
export interface DepositRepositorySubject {
  readonly deposits: DepositRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly customerId: number;
  readonly orderId: number;
  readonly secondOrderId: number;
  /** A deal of `otherDealershipId`. */
  readonly otherOrderId: number;
  readonly otherCustomerId: number;
}

const T0 = new Date('2025-06-02T13:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/** The DepositRepository contract (core/deposits/deposit-repository.ts), the same for every adapter. */
export function depositRepositoryContract(name: string, open: () => Promise<DepositRepositorySubject>): void {
  describe(`DepositRepository: ${name}`, () => {
    const input = (s: DepositRepositorySubject, orderId = s.orderId): NewDeposit =>
      ({ dealershipId: s.dealershipId, orderId, customerId: s.customerId, mode: 'hold', amountCents: 50_000, currency: 'CAD' });

    it('creates one deposit per deal, created and unpaid, and reads it by deal and by id', async () => {
      const s = await open();
      const d = await s.deposits.create(input(s), T0);
      expect(d).toMatchObject({ state: 'created', paymentStatus: 'unpaid', version: 1, capturedCents: 0, refundedCents: 0, transferredOutCents: 0, processorRefundIds: [], holdExpiresAt: null });
      expect(await s.deposits.create({ ...input(s), amountCents: 1 }, T0)).toEqual(d);
      expect(await s.deposits.byOrder(s.dealershipId, s.orderId)).toEqual(d);
      expect(await s.deposits.byId(s.dealershipId, d.id)).toEqual(d);
    });

    it('answers nothing of another store: deposits and deals', async () => {
      const s = await open();
      const d = await s.deposits.create(input(s), T0);
      expect(await s.deposits.byId(s.otherDealershipId, d.id)).toBeNull();
      expect(await s.deposits.byOrder(s.otherDealershipId, s.orderId)).toBeNull();
      expect(await s.deposits.deal(s.dealershipId, s.otherOrderId)).toBeNull();
      expect(await s.deposits.deal(s.dealershipId, s.secondOrderId)).toEqual({ orderId: s.secondOrderId, customerId: s.customerId, isArchived: false });
      expect(await s.deposits.deal(s.otherDealershipId, s.otherOrderId)).toMatchObject({ customerId: s.otherCustomerId });
    });

    it('saves every field, only over the version before, and all or nothing', async () => {
      const s = await open();
      const a = await s.deposits.create(input(s), T0);
      const b = await s.deposits.create(input(s, s.secondOrderId), T0);
      const changed: Deposit = {
        ...a, state: 'confirmed', paymentStatus: 'paid', capturedCents: 50_000, refundedCents: 1_000, transferredOutCents: 0,
        processorPaymentId: 'pi_1', processorRefundIds: ['re_1', 're_2'], paidOutside: false, refundReason: { other: 'Changé d’idée' },
        transferReason: { reasonId: 3 }, declineCode: 'card_declined', holdExpiresAt: new Date(T0.getTime() + DAY), version: 2, updatedAt: new Date(T0.getTime() + 1000),
      };
      expect(await s.deposits.save([changed])).toBe(true);
      expect(await s.deposits.byId(s.dealershipId, a.id)).toEqual(changed);
      expect(await s.deposits.save([{ ...a, version: 2, amountCents: 1 }])).toBe(false);
      const bMoved = { ...b, state: 'confirmed' as const, version: 2 };
      expect(await s.deposits.save([bMoved, { ...changed, version: 2 }])).toBe(false);
      expect(await s.deposits.byId(s.dealershipId, b.id)).toEqual(b);
      expect(await s.deposits.save([bMoved, { ...changed, version: 3, transferredOutCents: 49_000, transferredToDepositId: b.id }])).toBe(true);
      expect((await s.deposits.byId(s.dealershipId, b.id))?.state).toBe('confirmed');
    });

    it('lets one of two concurrent saves over the same version win', async () => {
      const s = await open();
      const d = await s.deposits.create(input(s), T0);
      const results = await Promise.all([1, 2, 3].map((n) => s.deposits.save([{ ...d, amountCents: n, version: 2 }])));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('lists the holds that ended, every store, oldest first, up to the limit', async () => {
      const s = await open();
      const hold = (d: Deposit, days: number): Deposit => ({ ...d, state: 'pre_authorized', holdExpiresAt: new Date(T0.getTime() + days * DAY), version: d.version + 1 });
      const a = hold(await s.deposits.create(input(s), T0), 2);
      const b = hold(await s.deposits.create(input(s, s.secondOrderId), T0), 1);
      const c = hold(await s.deposits.create({ ...input(s, s.otherOrderId), dealershipId: s.otherDealershipId, customerId: s.otherCustomerId }, T0), 5);
      expect(await s.deposits.save([a, b, c])).toBe(true);
      const ended = async (days: number, limit = 10) => (await s.deposits.expiredHolds(new Date(T0.getTime() + days * DAY), limit)).map((d) => d.id);
      expect(await ended(2)).toEqual([b.id, a.id]);
      expect(await ended(2, 1)).toEqual([b.id]);
      expect(await ended(9)).toEqual([b.id, a.id, c.id]);
      expect(await ended(0.5)).toEqual([]);
    });
  });
}
