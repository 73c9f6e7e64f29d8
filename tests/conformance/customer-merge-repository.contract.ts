import { describe, expect, it } from 'vitest';
import type { Customer, CustomerFields } from '@dealer-panel/core/customers/customer';
import type { NewCustomer } from '@dealer-panel/core/customers/customer-repository';
import type { CustomerMergeRepository } from '@dealer-panel/core/customers/customer-merge-repository';
import type { CustomerRepository } from '@dealer-panel/core/customers/customer-repository';
import { randomUUID } from 'node:crypto';

/** A repository, the customers' repository to make customers with, and two stores. */
export interface CustomerMergeRepositorySubject {
  readonly merges: CustomerMergeRepository;
  readonly customers: CustomerRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly userId: number;
  /** A deal of the customer (the port does not write deals). */
  addOrder(dealershipId: number, customerId: number): Promise<void>;
}

const T0 = new Date('2026-03-01T12:00:00.000Z');
const T1 = new Date('2026-03-02T12:00:00.000Z');
const T2 = new Date('2026-03-03T12:00:00.000Z');

/** The CustomerMergeRepository contract (core/customers/customer-merge-repository.ts); drizzle only (core has no in-memory merges). */
export function customerMergeRepositoryContract(name: string, open: () => Promise<CustomerMergeRepositorySubject>): void {
  describe(`CustomerMergeRepository: ${name}`, () => {
    const person = (over: Partial<NewCustomer> = {}): NewCustomer => ({
      firstName: 'Ava', lastName: 'Thompson', email: `${randomUUID()}@merge.test`, phone: '', addressLine1: '', addressLine2: '', city: 'Toronto', provinceCode: 'ON',
      postalCode: 'M5V 2T6', note: '', salesRepId: null, language: 'en_CA', leadType: 'website', ...over,
    });
    const fieldsOf = (c: Customer, over: Partial<CustomerFields> = {}): CustomerFields => ({
      firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone, addressLine1: c.addressLine1, addressLine2: c.addressLine2, city: c.city,
      provinceCode: c.provinceCode, postalCode: c.postalCode, note: c.note, salesRepId: c.salesRepId, ...over,
    });
    async function twins(s: CustomerMergeRepositorySubject, dealershipId = s.dealershipId) {
      const email = `${randomUUID()}@merge.test`;
      const kept = await s.customers.create(dealershipId, person({ email }), T0);
      const merged = await s.customers.create(dealershipId, person({ email: email.toUpperCase(), firstName: 'Eva', note: 'Called twice' }), T0);
      return { kept, merged };
    }
    const pairOf = async (s: CustomerMergeRepositorySubject, dealershipId: number, id: number) =>
      (await s.merges.candidatePairs(dealershipId, 10_000)).find(([x, y]) => x.id === id || y.id === id)?.map((c) => c.id) ?? null;

    it('pairs the store\'s customers sharing an e-mail, never another store\'s nor one merged away', async () => {
      const s = await open();
      const { kept, merged } = await twins(s);
      const elsewhere = await s.customers.create(s.otherDealershipId, person({ email: kept.email }), T0);
      expect(await pairOf(s, s.dealershipId, kept.id)).toEqual([kept.id, merged.id]);
      expect(await pairOf(s, s.otherDealershipId, elsewhere.id)).toBeNull();
      await s.merges.merge(s.dealershipId, { keptId: kept.id, mergedId: merged.id, fields: fieldsOf(kept), userId: s.userId, at: T1 });
      expect(await pairOf(s, s.dealershipId, kept.id)).toBeNull();
    });

    it('counts what merging a customer away would move, nothing of another store\'s customer', async () => {
      const s = await open();
      const { merged } = await twins(s);
      await s.addOrder(s.dealershipId, merged.id);
      await s.addOrder(s.dealershipId, merged.id);
      expect(await s.merges.countsOf(s.dealershipId, merged.id)).toMatchObject({ deals: 2, notes: 1, deposits: 0, trade_ins: 0 });
      expect(await s.merges.countsOf(s.otherDealershipId, merged.id)).toMatchObject({ deals: 0, notes: 0 });
    });

    it('merges two live customers of the store: the kept one takes the fields and the rows, the other is hidden', async () => {
      const s = await open();
      const { kept, merged } = await twins(s);
      await s.addOrder(s.dealershipId, merged.id);
      const input = { keptId: kept.id, mergedId: merged.id, fields: fieldsOf(kept, { note: 'Called twice', phone: '4165550108' }), userId: s.userId, at: T1 };
      expect(await s.merges.merge(s.otherDealershipId, input)).toEqual({ _tag: 'not_found' });
      expect(await s.merges.merge(s.dealershipId, { ...input, mergedId: kept.id })).toEqual({ _tag: 'not_found' });
      const outcome = await s.merges.merge(s.dealershipId, input);
      expect(outcome).toMatchObject({ _tag: 'merged', merge: { keptId: kept.id, mergedId: merged.id, mergedName: 'Eva Thompson', mergedAt: T1, undoneAt: null } });
      expect(await s.customers.byId(s.dealershipId, kept.id)).toMatchObject({ note: 'Called twice', phone: '4165550108', firstName: 'Ava' });
      expect(await s.customers.byId(s.dealershipId, merged.id)).toBeNull();
      expect((await s.merges.countsOf(s.dealershipId, kept.id)).deals).toBe(1);
      expect((await s.merges.countsOf(s.dealershipId, merged.id)).notes).toBe(0);
      expect(await s.merges.merge(s.dealershipId, input)).toEqual({ _tag: 'not_found' });
    });

    it('undoes the latest merge whole, once, in its store only', async () => {
      const s = await open();
      const { kept, merged } = await twins(s);
      await s.addOrder(s.dealershipId, merged.id);
      const outcome = await s.merges.merge(s.dealershipId, { keptId: kept.id, mergedId: merged.id, fields: fieldsOf(kept, { note: 'joined' }), userId: s.userId, at: T1 });
      const mergeId = outcome._tag === 'merged' ? outcome.merge.id : -1;
      expect(await s.merges.latestInto(s.dealershipId, kept.id)).toMatchObject({ merge: { id: mergeId }, undoable: true });
      expect(await s.merges.latestInto(s.otherDealershipId, kept.id)).toBeNull();
      expect(await s.merges.undo(s.otherDealershipId, mergeId, s.userId, T2)).toBe('not_found');
      expect(await s.merges.undo(s.dealershipId, mergeId, s.userId, T2)).toBe('undone');
      expect(await s.merges.undo(s.dealershipId, mergeId, s.userId, T2)).toBe('already_undone');
      expect(await s.customers.byId(s.dealershipId, kept.id)).toMatchObject({ note: '', updatedAt: kept.updatedAt });
      expect(await s.customers.byId(s.dealershipId, merged.id)).toMatchObject({ firstName: 'Eva', note: 'Called twice' });
      expect((await s.merges.countsOf(s.dealershipId, merged.id)).deals).toBe(1);
      expect((await s.merges.countsOf(s.dealershipId, kept.id)).deals).toBe(0);
      expect(await s.merges.latestInto(s.dealershipId, kept.id)).toBeNull();
    });

    it('refuses to undo once the kept customer has something new', async () => {
      const s = await open();
      const { kept, merged } = await twins(s);
      const outcome = await s.merges.merge(s.dealershipId, { keptId: kept.id, mergedId: merged.id, fields: fieldsOf(kept), userId: s.userId, at: T1 });
      const mergeId = outcome._tag === 'merged' ? outcome.merge.id : -1;
      await s.addOrder(s.dealershipId, kept.id);
      expect(await s.merges.latestInto(s.dealershipId, kept.id)).toMatchObject({ merge: { id: mergeId }, undoable: false });
      expect(await s.merges.undo(s.dealershipId, mergeId, s.userId, T2)).toBe('changed_since');
      expect(await s.customers.byId(s.dealershipId, merged.id)).toBeNull();
    });
  });
}
