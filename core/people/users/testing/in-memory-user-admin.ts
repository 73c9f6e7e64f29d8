import { defaultNotifications } from '../../../access/dealer-user';
import type { DealerRole } from '../../../access/role';
import { pageOf } from '../../../shared/page';
import type { StaffMember } from '../staff-member';
import type { UserAdminRepository } from '../user-admin-repository';

/** Staff of several stores in memory, following the drizzle adapter's contract (tests only). */
export interface InMemoryStaff extends UserAdminRepository {
  add(seed: Partial<StaffMember> & { readonly email: string; readonly role: DealerRole }, dealershipId: number): StaffMember;
  /** Users whose sessions and devices were ended by a deactivation. */
  readonly signedOut: number[];
}

export function inMemoryStaff(): InMemoryStaff {
  let nextId = 1;
  const rows = new Map<number, { member: StaffMember; dealerships: Map<number, DealerRole> }>();
  const at = (dealershipId: number, id: number): StaffMember | null => {
    const row = rows.get(id);
    const role = row?.dealerships.get(dealershipId);
    return row && role ? { ...row.member, role } : null;
  };
  const emailTaken = (email: string, except: number): boolean =>
    [...rows.values()].some((r) => r.member.id !== except && r.member.email.toLowerCase() === email.toLowerCase());
  const matching = (dealershipId: number) => [...rows.keys()].map((id) => at(dealershipId, id)).filter((m): m is StaffMember => m !== null);
  const signedOut: number[] = [];
  const add: InMemoryStaff['add'] = (seed, dealershipId) => {
    const member: StaffMember = {
      id: nextId++, firstName: 'First', lastName: 'Last', phone: '', language: 'en_CA', isSuperAdmin: false, isDealerVwCorporate: false,
      showAnalyticsDashboard: false, isActive: true, isNotAutomaticallyAssigned: false, source: 'password', homeDealershipId: dealershipId,
      dealerNotifications: defaultNotifications, lastActivity: null, invitationSentAt: null, avatarMediaId: null, showCreditApplication: true,
      permissions: {}, hasPassword: true, ...seed,
    };
    rows.set(member.id, { member, dealerships: new Map([[dealershipId, seed.role]]) });
    return member;
  };
  return {
    add,
    signedOut,
    list: async (dealershipId, query) => {
      const all = matching(dealershipId);
      const start = (query.page - 1) * query.limit;
      return pageOf(all.length, query.page, query.limit, all.slice(start, start + query.limit));
    },
    all: async (dealershipId, _query, max) => matching(dealershipId).slice(0, max),
    byIdAt: async (dealershipId, id) => at(dealershipId, id),
    update: async (dealershipId, id, changes) => {
      const row = rows.get(id);
      if (!row || !row.dealerships.has(dealershipId)) return { ok: false, reason: 'not_found' };
      if (changes.email !== undefined && emailTaken(changes.email, id)) return { ok: false, reason: 'email_taken' };
      const { role, ...fields } = changes;
      row.member = { ...row.member, ...fields };
      if (role !== undefined) row.dealerships.set(dealershipId, role);
      return { ok: true };
    },
    invite: async (dealershipId, invitee) => {
      if (emailTaken(invitee.email, 0)) return { ok: false, reason: 'email_taken' };
      return { ok: true, id: add({ ...invitee, hasPassword: false }, dealershipId).id };
    },
    markInvited: async (id, when) => {
      const row = rows.get(id);
      if (row) row.member = { ...row.member, invitationSentAt: when };
    },
    setActive: async (id, active) => {
      const row = rows.get(id);
      if (!row) return;
      row.member = { ...row.member, isActive: active };
      if (!active) signedOut.push(id);
    },
  };
}
