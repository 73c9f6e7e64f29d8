import type { DealerRole } from '../../access/role';
import type { Candidate, StaffNotification, StoreWording } from '../notification';
import type { NotificationStore } from '../notification-store';

export type StaffSeed = Omit<Candidate, 'role'> & { readonly roles: Readonly<Record<number, DealerRole>> };
export interface CustomerSeed { readonly id: number; readonly dealershipId: number; readonly salesRepId: number | null; readonly name?: string }

/** A store of the in-memory audience words money in CAD and time in Toronto's zone unless told otherwise. */
export const TORONTO_CAD: StoreWording = { currency: 'CAD', timeZone: 'America/Toronto' };

const newestFirst = (a: StaffNotification, b: StaffNotification) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** Notifications in memory, for core tests and the conformance contract's reference run. */
export function inMemoryNotifications(
  customers: readonly CustomerSeed[] = [], staff: readonly StaffSeed[] = [], stores: Readonly<Record<number, StoreWording>> = {},
): NotificationStore & { readonly rows: StaffNotification[] } {
  const rows: StaffNotification[] = [];
  let next = 1;
  const mine = (userId: number, dealershipId: number) => rows.filter((r) => r.userId === userId && r.dealershipId === dealershipId);
  return {
    rows,
    async audience(dealershipId, customerId) {
      const customer = customers.find((c) => c.id === customerId && c.dealershipId === dealershipId);
      if (customer === undefined) return null;
      const candidates = staff
        .filter((s) => s.roles[dealershipId] !== undefined || s.userId === customer.salesRepId)
        .map(({ roles, ...s }): Candidate => ({ ...s, role: roles[dealershipId] ?? null }));
      return { customerName: customer.name ?? `Customer ${customer.id}`, store: stores[dealershipId] ?? TORONTO_CAD, salesRepId: customer.salesRepId, candidates };
    },
    async insert(news) {
      const stored = news.map((n): StaffNotification => ({ ...n, id: next++, readAt: null }));
      rows.push(...stored);
      return stored;
    },
    async list(userId, dealershipId, offset, limit) {
      const all = mine(userId, dealershipId).sort(newestFirst);
      return { count: all.length, results: all.slice(offset, offset + limit) };
    },
    async unread(userId, dealershipId) {
      return mine(userId, dealershipId).filter((r) => r.readAt === null).length;
    },
    async purgeRead(before) {
      const keep = rows.filter((r) => r.readAt === null || r.createdAt.getTime() >= before.getTime());
      const gone = rows.length - keep.length;
      rows.splice(0, rows.length, ...keep);
      return gone;
    },
    async markRead(userId, dealershipId, ids, at) {
      let marked = 0;
      rows.forEach((r, i) => {
        if (r.userId !== userId || r.dealershipId !== dealershipId || r.readAt !== null) return;
        if (ids !== 'all' && !ids.includes(r.id)) return;
        rows[i] = { ...r, readAt: at };
        marked += 1;
      });
      return marked;
    },
    async latestAt(dealershipId, customerId, kind) {
      const times = rows.filter((r) => r.dealershipId === dealershipId && r.customerId === customerId && r.kind === kind).map((r) => r.createdAt.getTime());
      return times.length === 0 ? null : new Date(Math.max(...times));
    },
  };
}
