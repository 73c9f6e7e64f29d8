import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Invitee } from '@dealer-panel/core/people/users/staff-member';
import type { UserAdminRepository } from '@dealer-panel/core/people/users/user-admin-repository';
import { defaultUserListQuery } from '@dealer-panel/core/people/users/user-list-query';

/** A repository and two stores with no staff yet. */
export interface UserAdminRepositorySubject {
  readonly staff: UserAdminRepository;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
}

const T0 = new Date('2026-03-01T12:00:00.000Z');

/** The UserAdminRepository contract (core/people/users/user-admin-repository.ts), the same for every adapter. */
export function userAdminRepositoryContract(name: string, open: () => Promise<UserAdminRepositorySubject>): void {
  describe(`UserAdminRepository: ${name}`, () => {
    const invitee = (over: Partial<Invitee> = {}): Invitee => ({
      email: `${randomUUID()}@staff.test`, firstName: 'Marie', lastName: 'Gagné', phone: '5145550100', language: 'fr_CA', role: 'dealer_sales_rep', ...over,
    });
    async function invited(s: UserAdminRepositorySubject, over: Partial<Invitee> = {}, dealershipId = s.dealershipId): Promise<number> {
      const r = await s.staff.invite(dealershipId, invitee(over));
      if (!r.ok) throw new Error('not invited');
      return r.id;
    }

    it('invites a member of the store without a password, read back at that store only', async () => {
      const s = await open();
      const i = invitee();
      const id = await invited(s, i);
      expect(await s.staff.byIdAt(s.dealershipId, id)).toMatchObject({
        id, email: i.email, firstName: 'Marie', lastName: 'Gagné', phone: '5145550100', language: 'fr_CA', role: 'dealer_sales_rep', hasPassword: false,
        isActive: true, invitationSentAt: null,
      });
      expect(await s.staff.byIdAt(s.otherDealershipId, id)).toBeNull();
      expect((await s.staff.list(s.otherDealershipId, defaultUserListQuery)).count).toBe(0);
      expect(await s.staff.invite(s.otherDealershipId, invitee({ email: i.email.toUpperCase() }))).toEqual({ ok: false, reason: 'email_taken' });
    });

    it('writes the given fields only, and refuses an e-mail another user has', async () => {
      const s = await open();
      const id = await invited(s);
      const otherEmail = `${randomUUID()}@staff.test`;
      await invited(s, { email: otherEmail });
      const before = await s.staff.byIdAt(s.dealershipId, id);
      expect(await s.staff.update(s.dealershipId, id, { firstName: 'Maria', role: 'dealer_sales_manager', showAnalyticsDashboard: true })).toEqual({ ok: true });
      expect(await s.staff.byIdAt(s.dealershipId, id)).toEqual({ ...before, firstName: 'Maria', role: 'dealer_sales_manager', showAnalyticsDashboard: true });
      expect(await s.staff.update(s.dealershipId, id, { email: otherEmail.toUpperCase() })).toEqual({ ok: false, reason: 'email_taken' });
      expect(await s.staff.update(s.dealershipId, id, { email: before!.email })).toEqual({ ok: true });
      expect((await s.staff.byIdAt(s.dealershipId, id))?.email).toBe(before!.email);
    });

    it('writes nothing of a user of another store', async () => {
      const s = await open();
      const id = await invited(s);
      const before = await s.staff.byIdAt(s.dealershipId, id);
      expect(await s.staff.update(s.otherDealershipId, id, { firstName: 'Intruder', role: 'dealer_admin' })).toEqual({ ok: false, reason: 'not_found' });
      expect(await s.staff.byIdAt(s.dealershipId, id)).toEqual(before);
      expect(await s.staff.byIdAt(s.otherDealershipId, id)).toBeNull();
    });

    it('pages the store\'s staff by name, and caps the export', async () => {
      const s = await open();
      const ids = [await invited(s, { lastName: 'Aubin' }), await invited(s, { lastName: 'Bélanger' }), await invited(s, { lastName: 'Côté' })];
      await invited(s, {}, s.otherDealershipId);
      const page = await s.staff.list(s.dealershipId, { ...defaultUserListQuery, limit: 2, page: 2 });
      expect({ count: page.count, last: page.last, ids: page.results.map((m) => m.id) }).toEqual({ count: 3, last: 2, ids: [ids[2]] });
      expect((await s.staff.list(s.dealershipId, { ...defaultUserListQuery, limit: 2 })).results.map((m) => m.id)).toEqual(ids.slice(0, 2));
      expect((await s.staff.all(s.dealershipId, defaultUserListQuery, 2)).map((m) => m.id)).toEqual(ids.slice(0, 2));
    });

    it('marks an invitation sent, and deactivates and reactivates', async () => {
      const s = await open();
      const id = await invited(s);
      await s.staff.markInvited(id, T0);
      await s.staff.setActive(id, false, T0);
      expect(await s.staff.byIdAt(s.dealershipId, id)).toMatchObject({ invitationSentAt: T0, isActive: false });
      await s.staff.setActive(id, true, T0);
      expect(await s.staff.byIdAt(s.dealershipId, id)).toMatchObject({ invitationSentAt: T0, isActive: true });
    });
  });
}
