import { describe, expect, it } from 'vitest';
import { defaultNotifications, type DealerNotifications, type Language } from '@dealer-panel/core/access/dealer-user';
import type { DealerRole } from '@dealer-panel/core/access/role';
import type { NewStaffNotification } from '@dealer-panel/core/notifications/notification';
import type { NotificationStore } from '@dealer-panel/core/notifications/notification-store';

export interface StaffFields {
  readonly here?: DealerRole; readonly other?: DealerRole; readonly isActive?: boolean; readonly isCorporate?: boolean;
  readonly language?: Language; readonly notifications?: DealerNotifications;
}

export interface NotificationStoreHarness {
  readonly store: NotificationStore;
  readonly dealershipId: number;
  readonly otherDealershipId: number;
  /** A staff member with a role at the store ('here'), at the other store, both or neither. */
  addStaff(fields: StaffFields): Promise<number>;
  /** A customer named Ava Thompson. */
  addCustomer(at: 'here' | 'other', salesRepId: number | null): Promise<number>;
}

/**
 * The harness's stores: 'here' is in Ontario with no zone of its own (Toronto's by default, CAD);
 * 'other' is a US store in New York state whose calendar chose Los Angeles' zone (USD).
 */
export const HERE_WORDING = { currency: 'CAD', timeZone: 'America/Toronto' } as const;
export const OTHER_WORDING = { currency: 'USD', timeZone: 'America/Los_Angeles' } as const;

const T = (minute: number) => new Date(Date.UTC(2026, 10, 20, 14, minute));

/** The NotificationStore contract (core/notifications/notification-store.ts). */
export function notificationStoreContract(make: () => Promise<NotificationStoreHarness>): void {
  describe('NotificationStore', () => {
    const news = (h: NotificationStoreHarness, userId: number, customerId: number, minute: number, at = h.dealershipId): NewStaffNotification => ({
      userId, dealershipId: at, customerId, orderId: null, kind: 'customer_creates_account', detail: { customerName: 'Ava Thompson' }, createdAt: T(minute),
    });

    it("answers the store's staff with their role there and the customer's rep, as they are; nobody of the other store", async () => {
      const h = await make();
      const admin = await h.addStaff({ here: 'dealer_admin', language: 'fr_CA' });
      const gone = await h.addStaff({ here: 'dealer_sales_manager', isActive: false });
      const corporate = await h.addStaff({ here: 'dealer_admin', isCorporate: true });
      const rep = await h.addStaff({ other: 'dealer_sales_rep', notifications: { ...defaultNotifications, customer_paid_deposit: false } });
      const elsewhere = await h.addStaff({ other: 'dealer_admin' });
      const customer = await h.addCustomer('here', rep);
      const audience = await h.store.audience(h.dealershipId, customer);
      expect(audience?.salesRepId).toBe(rep);
      const byId = new Map(audience?.candidates.map((c) => [c.userId, c]));
      expect(byId.has(elsewhere)).toBe(false);
      expect(byId.get(admin)).toMatchObject({ role: 'dealer_admin', language: 'fr_CA', isActive: true, isCorporate: false, notifications: defaultNotifications });
      expect(byId.get(admin)?.email).toMatch(/@/);
      expect(byId.get(gone)).toMatchObject({ role: 'dealer_sales_manager', isActive: false });
      expect(byId.get(corporate)).toMatchObject({ isCorporate: true });
      expect(byId.get(rep)).toMatchObject({ role: null, notifications: { customer_paid_deposit: false, customer_creates_account: true } });
      expect(audience?.candidates.filter((c) => c.userId === admin)).toHaveLength(1);
      expect([audience?.customerName, audience?.store]).toEqual(['Ava Thompson', HERE_WORDING]);
    });

    it("answers the store's currency by its country and its calendar's own zone over its state's", async () => {
      const h = await make();
      const theirs = await h.addCustomer('other', null);
      expect((await h.store.audience(h.otherDealershipId, theirs))?.store).toEqual(OTHER_WORDING);
    });

    it("answers null for another store's customer, and a customer without a rep has none", async () => {
      const h = await make();
      const theirs = await h.addCustomer('other', null);
      expect(await h.store.audience(h.dealershipId, theirs)).toBeNull();
      const ours = await h.addCustomer('here', null);
      expect((await h.store.audience(h.dealershipId, ours))?.salesRepId).toBeNull();
    });

    it("lists one user's notifications at one store, newest first, paged, with the detail as written", async () => {
      const h = await make();
      const me = await h.addStaff({ here: 'dealer_admin', other: 'dealer_admin' });
      const someone = await h.addStaff({ here: 'dealer_admin' });
      const customer = await h.addCustomer('here', null);
      const theirs = await h.addCustomer('other', null);
      const deposit: NewStaffNotification = { ...news(h, me, customer, 2), kind: 'customer_paid_deposit', detail: { customerName: 'Marie Tremblay', amountCents: 50000, currency: 'USD' } };
      const inserted = await h.store.insert([news(h, me, customer, 1), deposit, news(h, me, customer, 3), news(h, someone, customer, 4), news(h, me, theirs, 5, h.otherDealershipId)]);
      expect(inserted.map((n) => n.readAt)).toEqual([null, null, null, null, null]);
      const first = await h.store.list(me, h.dealershipId, 0, 2);
      expect(first.count).toBe(3);
      expect(first.results.map((n) => n.createdAt)).toEqual([T(3), T(2)]);
      expect(first.results[1]).toEqual({ ...deposit, id: inserted[1]!.id, readAt: null });
      const second = await h.store.list(me, h.dealershipId, 2, 2);
      expect(second.results.map((n) => n.id)).toEqual([inserted[0]!.id]);
      expect((await h.store.list(me, h.otherDealershipId, 0, 10)).results.map((n) => n.customerId)).toEqual([theirs]);
      const appointment: NewStaffNotification = { ...news(h, me, customer, 6), kind: 'customer_submits_appointment', detail: { customerName: 'Marc Côté', at: '2026-06-03T14:30:00.000Z', timeZone: 'America/Vancouver' } };
      const [stored] = await h.store.insert([appointment]);
      expect((await h.store.list(me, h.dealershipId, 0, 1)).results).toEqual([{ ...appointment, id: stored!.id, readAt: null }]);
    });

    it('breaks a tie of times by the newest id', async () => {
      const h = await make();
      const me = await h.addStaff({ here: 'dealer_admin' });
      const customer = await h.addCustomer('here', null);
      const [a, b] = await h.store.insert([news(h, me, customer, 1), news(h, me, customer, 1)]);
      expect((await h.store.list(me, h.dealershipId, 0, 5)).results.map((n) => n.id)).toEqual([b!.id, a!.id]);
    });

    it('forgets read notifications created before the purge\'s time; unread and newer ones stay', async () => {
      const h = await make();
      const me = await h.addStaff({ here: 'dealer_admin' });
      const customer = await h.addCustomer('here', null);
      const [oldRead, oldUnread, newRead] = await h.store.insert([news(h, me, customer, 1), news(h, me, customer, 2), news(h, me, customer, 30)]);
      await h.store.markRead(me, h.dealershipId, [oldRead!.id, newRead!.id], T(40));
      expect(await h.store.purgeRead(T(20))).toBe(1);
      expect((await h.store.list(me, h.dealershipId, 0, 10)).results.map((n) => n.id)).toEqual([newRead!.id, oldUnread!.id]);
      expect(await h.store.purgeRead(T(20))).toBe(0);
    });

    it("marks the user's own unread ones among the ids, or all; never another user's or store's; a read one keeps its time", async () => {
      const h = await make();
      const me = await h.addStaff({ here: 'dealer_admin', other: 'dealer_admin' });
      const someone = await h.addStaff({ here: 'dealer_admin' });
      const customer = await h.addCustomer('here', null);
      const theirs = await h.addCustomer('other', null);
      const [a, b, c, other, elsewhere] = await h.store.insert([
        news(h, me, customer, 1), news(h, me, customer, 2), news(h, me, customer, 3), news(h, someone, customer, 4), news(h, me, theirs, 5, h.otherDealershipId),
      ]);
      expect(await h.store.unread(me, h.dealershipId)).toBe(3);
      expect(await h.store.markRead(me, h.dealershipId, [a!.id, other!.id, elsewhere!.id], T(10))).toBe(1);
      expect(await h.store.markRead(me, h.dealershipId, [a!.id], T(11))).toBe(0);
      expect(await h.store.markRead(me, h.dealershipId, [], T(11))).toBe(0);
      expect(await h.store.unread(me, h.dealershipId)).toBe(2);
      expect(await h.store.unread(someone, h.dealershipId)).toBe(1);
      expect(await h.store.unread(me, h.otherDealershipId)).toBe(1);
      expect(await h.store.markRead(me, h.dealershipId, 'all', T(12))).toBe(2);
      const listed = await h.store.list(me, h.dealershipId, 0, 10);
      expect(listed.results.map((n) => [n.id, n.readAt])).toEqual([[c!.id, T(12)], [b!.id, T(12)], [a!.id, T(10)]]);
      expect(await h.store.unread(someone, h.dealershipId)).toBe(1);
      expect(await h.store.unread(me, h.otherDealershipId)).toBe(1);
    });

    it('answers when staff were last told of a kind about a customer at a store, whoever was told', async () => {
      const h = await make();
      const me = await h.addStaff({ here: 'dealer_admin' });
      const someone = await h.addStaff({ here: 'dealer_sales_manager' });
      const customer = await h.addCustomer('here', null);
      const other = await h.addCustomer('here', null);
      expect(await h.store.latestAt(h.dealershipId, customer, 'customer_creates_account')).toBeNull();
      await h.store.insert([news(h, me, customer, 3), news(h, someone, customer, 7), news(h, me, other, 9)]);
      await h.store.insert([{ ...news(h, me, customer, 11), kind: 'customer_paid_deposit' }]);
      expect(await h.store.latestAt(h.dealershipId, customer, 'customer_creates_account')).toEqual(T(7));
      expect(await h.store.latestAt(h.otherDealershipId, customer, 'customer_creates_account')).toBeNull();
    });
  });
}
