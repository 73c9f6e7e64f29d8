import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { ArchiveStatus, CustomerFields } from '@dealer-panel/core/customers/customer';
import type { ArchiveReason } from '@dealer-panel/core/customers/archive-reasons';
import type { ArchiveChange, CustomerRepository, NewCustomer } from '@dealer-panel/core/customers/customer-repository';
import { parseCustomerListQuery } from '@dealer-panel/core/customers/parse-customer-list-query';
import { unique } from './support/fixtures';

export interface CustomerRepositoryHarness {
  readonly customers: CustomerRepository;
  /** Two fresh dealerships of their own, and a user to assign. */
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  readonly repId: number;
  /** Gives the customer a deal (the port does not write deals). */
  addOrder(dealershipId: number, customerId: number): Promise<void>;
}

const at = new Date('2026-03-01T12:00:00.000Z');
const archiving = (status: ArchiveStatus, by: number, reason: ArchiveReason | null = null): ArchiveChange => ({ status, reason, by, at });
const base: NewCustomer = {
  firstName: 'Hélène', lastName: 'Côté', email: 'helene@example.com', phone: '5145550123', addressLine1: "12, rue de l'École",
  addressLine2: '', city: 'Montréal', provinceCode: 'QC', postalCode: 'H2X 1Y4', note: '', salesRepId: null, language: 'fr_CA', leadType: 'website',
};
const query = (raw: Record<string, string>) => {
  const parsed = parseCustomerListQuery(raw);
  if (E.isLeft(parsed)) throw new Error('bad query');
  return parsed.right;
};

/** The CustomerRepository contract: tenant scoping, search kept in step, duplicates, all-or-nothing archive. */
export function customerRepositoryContract(make: () => Promise<CustomerRepositoryHarness>): void {
  describe('CustomerRepository', () => {
    it('creates and reads a customer back, only in its own dealership', async () => {
      const h = await make();
      const created = await h.customers.create(h.dealershipId, { ...base, salesRepId: h.repId }, at);
      expect(created).toMatchObject({ ...base, salesRepId: h.repId, dealershipId: h.dealershipId, archiveStatus: 'Active', awaiting: null, createdAt: at, updatedAt: at });
      expect(await h.customers.byId(h.dealershipId, created.id)).toEqual(created);
      expect(await h.customers.byId(h.otherDealershipId, created.id)).toBeNull();
      expect(await h.customers.view(h.otherDealershipId, created.id)).toBeNull();
      expect((await h.customers.view(h.dealershipId, created.id))?.salesRep?.id).toBe(h.repId);
    });

    it('keeps the search text in step with the fields on update', async () => {
      const h = await make();
      const tag = unique('z').replace(/[^a-z0-9]/gi, '').toLowerCase();
      const c = await h.customers.create(h.dealershipId, { ...base, lastName: `Gagné${tag}` }, at);
      const found = async (term: string) => (await h.customers.list(h.dealershipId, query({ search: term }), 1000)).items.map((x) => x.id);
      expect(await found(`gagne${tag}`)).toEqual([c.id]);
      const fields: CustomerFields = { ...base, lastName: `Bélanger${tag}`, salesRepId: null };
      await h.customers.update(h.dealershipId, c.id, fields, new Date(at.getTime() + 1000));
      expect(await found(`gagne${tag}`)).toEqual([]);
      expect(await found(`BELANGER${tag}`)).toEqual([c.id]);
      expect(await h.customers.update(h.otherDealershipId, c.id, fields, at)).toBeNull();
    });

    it('counts and pages in the database, newest first', async () => {
      const h = await make();
      for (let i = 0; i < 12; i += 1) await h.customers.create(h.dealershipId, { ...base, email: `p${i}@example.com` }, new Date(at.getTime() + i * 1000));
      const page2 = await h.customers.list(h.dealershipId, query({ page: '2' }), 1000);
      expect(page2.count).toBe(12);
      expect(page2.items.map((c) => c.email)).toEqual(['p1@example.com', 'p0@example.com']);
    });

    it('stops counting at the count limit, and pages all the same', async () => {
      const h = await make();
      for (let i = 0; i < 12; i += 1) await h.customers.create(h.dealershipId, { ...base, email: `c${i}@example.com` }, new Date(at.getTime() + i * 1000));
      expect((await h.customers.list(h.dealershipId, query({}), 13)).count).toBe(12);
      expect((await h.customers.list(h.dealershipId, query({}), 12)).count).toBe(12);
      const capped = await h.customers.list(h.dealershipId, query({ page: '2' }), 5);
      expect(capped.count).toBe(5);
      expect(capped.items.map((c) => c.email)).toEqual(['c1@example.com', 'c0@example.com']);
    });

    it('counts what its own writes changed at once (a count cache never hides them)', async () => {
      const h = await make();
      const count = async () => (await h.customers.list(h.dealershipId, query({}), 1000)).count;
      const first = await h.customers.create(h.dealershipId, base, at);
      expect(await count()).toBe(1);
      const second = await h.customers.create(h.dealershipId, { ...base, email: 'other@example.com' }, at);
      expect(await count()).toBe(2);
      expect(await h.customers.setArchiveStatus(h.dealershipId, [first.id], archiving('Lost', h.repId))).toBe(1);
      expect(await count()).toBe(1);
      expect(await h.customers.delete(h.dealershipId, second.id)).toBe('deleted');
      expect(await count()).toBe(0);
    });

    it('names, with deal filters, the newest active deal that met them; none without', async () => {
      const h = await make();
      const c = await h.customers.create(h.dealershipId, base, at);
      await h.addOrder(h.dealershipId, c.id);
      const [plain] = (await h.customers.list(h.dealershipId, query({}), 1000)).items;
      expect(plain?.matchingOrder).toBeNull();
      const [filtered] = (await h.customers.list(h.dealershipId, query({ payment_type: 'cash' }), 1000)).items;
      expect(filtered?.matchingOrder?.paymentType).toBe('cash');
      expect(filtered?.matchingOrder?.id).toBe(filtered?.currentOrder?.id);
      expect((await h.customers.list(h.dealershipId, query({ payment_type: 'lease' }), 1000)).items).toEqual([]);
    });

    it('finds duplicates by e-mail (any case) or phone digits, in the dealership only, except the customer itself', async () => {
      const h = await make();
      const c = await h.customers.create(h.dealershipId, base, at);
      expect(await h.customers.duplicates(h.dealershipId, { email: 'HELENE@example.com', phone: '' }, null)).toEqual([{ id: c.id, firstName: 'Hélène', lastName: 'Côté', matchedOn: ['email'] }]);
      expect((await h.customers.duplicates(h.dealershipId, { email: 'x@example.com', phone: '(514) 555-0123' }, null))[0]?.matchedOn).toEqual(['phone']);
      expect(await h.customers.duplicates(h.dealershipId, { email: 'helene@example.com', phone: '' }, c.id)).toEqual([]);
      expect(await h.customers.duplicates(h.otherDealershipId, { email: 'helene@example.com', phone: '5145550123' }, null)).toEqual([]);
      expect(await h.customers.duplicates(h.dealershipId, { email: '', phone: '' }, null)).toEqual([]);
    });

    it('archives all the ids or none', async () => {
      const h = await make();
      const a = await h.customers.create(h.dealershipId, base, at);
      const b = await h.customers.create(h.dealershipId, base, at);
      const theirs = await h.customers.create(h.otherDealershipId, base, at);
      expect(await h.customers.setArchiveStatus(h.dealershipId, [a.id, theirs.id], archiving('Lost', h.repId, 'price'))).toBeNull();
      expect((await h.customers.byId(h.dealershipId, a.id))?.archiveStatus).toBe('Active');
      expect((await h.customers.byId(h.dealershipId, a.id))).toMatchObject({ archiveReason: null, archivedAt: null });
      expect(await h.customers.setArchiveStatus(h.dealershipId, [a.id, b.id, a.id], archiving('Sold', h.repId, 'bought_here'))).toBe(2);
      expect((await h.customers.byId(h.dealershipId, b.id))).toMatchObject({ archiveStatus: 'Sold', archiveReason: 'bought_here', archivedAt: at });
    });

    it('keeps the reason, who and when while archived, lists by reason, and clears them when Active again', async () => {
      const h = await make();
      const a = await h.customers.create(h.dealershipId, base, at);
      const b = await h.customers.create(h.dealershipId, { ...base, email: 'b@example.com' }, at);
      await h.customers.setArchiveStatus(h.dealershipId, [a.id], archiving('Lost', h.repId, 'price'));
      await h.customers.setArchiveStatus(h.dealershipId, [b.id], archiving('Lost', h.repId, 'no_response'));
      const [listed] = (await h.customers.list(h.dealershipId, query({ archive_reason: 'price' }), 1000)).items;
      expect(listed).toMatchObject({ id: a.id, archiveReason: 'price', archivedAt: at, archivedBy: { id: h.repId } });
      expect((await h.customers.list(h.dealershipId, query({ archive_reason: 'price,no_response' }), 1000)).count).toBe(2);
      expect((await h.customers.view(h.dealershipId, a.id))?.archivedBy?.id).toBe(h.repId);
      await h.customers.setArchiveStatus(h.dealershipId, [a.id], archiving('Active', h.repId));
      expect(await h.customers.view(h.dealershipId, a.id)).toMatchObject({ archiveStatus: 'Active', archiveReason: null, archivedAt: null, archivedBy: null });
      expect((await h.customers.list(h.dealershipId, query({ archive_reason: 'price' }), 1000)).count).toBe(0);
    });

    it('deletes a customer without deals, keeps one with deals, and never another dealership\'s', async () => {
      const h = await make();
      const a = await h.customers.create(h.dealershipId, base, at);
      const b = await h.customers.create(h.dealershipId, base, at);
      await h.addOrder(h.dealershipId, b.id);
      expect(await h.customers.delete(h.otherDealershipId, a.id)).toBe('not_found');
      expect(await h.customers.delete(h.dealershipId, b.id)).toBe('has_orders');
      expect(await h.customers.delete(h.dealershipId, a.id)).toBe('deleted');
      expect(await h.customers.byId(h.dealershipId, a.id)).toBeNull();
    });

    it('keeps the first invitation token, and records a share', async () => {
      const h = await make();
      const c = await h.customers.create(h.dealershipId, base, at);
      expect(await h.customers.invitationToken(h.dealershipId, c.id, 'first')).toBe('first');
      expect(await h.customers.invitationToken(h.dealershipId, c.id, 'second')).toBe('first');
      expect(await h.customers.invitationToken(h.otherDealershipId, c.id, 'third')).toBeNull();
      expect(await h.customers.recordLinkShared(h.dealershipId, c.id, { type: 'email', userId: h.repId, at })).toBe(true);
      expect(await h.customers.recordLinkShared(h.otherDealershipId, c.id, { type: 'email', userId: h.repId, at })).toBe(false);
      expect(await h.customers.byId(h.dealershipId, c.id)).toMatchObject({ invitationShareType: 'email', invitationSharedAt: at });
    });

    it('counts active customers per rep', async () => {
      const h = await make();
      await h.customers.create(h.dealershipId, { ...base, salesRepId: h.repId }, at);
      const lost = await h.customers.create(h.dealershipId, { ...base, salesRepId: h.repId }, at);
      await h.customers.setArchiveStatus(h.dealershipId, [lost.id], archiving('Lost', h.repId));
      expect(await h.customers.activeCustomerCounts(h.dealershipId, [h.repId, 2_000_000_000])).toEqual(new Map([[h.repId, 1]]));
      expect(await h.customers.activeCustomerCounts(h.dealershipId, [])).toEqual(new Map());
    });

    it('gives no pre-qualification for a customer without one, and reports an unknown customer', async () => {
      const h = await make();
      const c = await h.customers.create(h.dealershipId, base, at);
      expect(await h.customers.prequal(h.dealershipId, c.id)).toEqual({ found: true, prequal: null });
      expect(await h.customers.prequal(h.otherDealershipId, c.id)).toEqual({ found: false, prequal: null });
    });
  });
}
