import { and, count, desc, eq, inArray, isNotNull, isNull, lt, max, or } from 'drizzle-orm';
import { isDealerRole } from '@dealer-panel/core/access/role';
import { storeTimeZone } from '@dealer-panel/core/stores/calendar-settings';
import { currencyOfCountry, isCurrency } from '@dealer-panel/core/shared/currency';
import { isNotificationKind, type Candidate, type NotificationDetail, type StaffNotification } from '@dealer-panel/core/notifications/notification';
import type { NotificationStore } from '@dealer-panel/core/notifications/notification-store';
import type { Db } from '../shared/database';
import { dealerships, memberships, users } from '../access/schema';
import { toCountry, toLanguage, toNotifications } from '../access/access-columns';
import { toCalendar } from '../stores/drizzle-store-repository';
import { customers } from '../customers/schema';
import { staffNotifications } from './schema';
import { fullName } from '@dealer-panel/core/shared/person-name';

type Row = typeof staffNotifications.$inferSelect;

function detailOf(stored: Readonly<Record<string, unknown>>): NotificationDetail {
  const { customer_name: name, amount_cents: amount, currency, at, time_zone: zone } = stored;
  return {
    customerName: typeof name === 'string' ? name : '',
    ...(typeof amount === 'number' ? { amountCents: amount } : {}),
    ...(isCurrency(currency) ? { currency } : {}),
    ...(typeof at === 'string' ? { at } : {}),
    ...(typeof zone === 'string' ? { timeZone: zone } : {}),
  };
}

function detailRow(d: NotificationDetail): Record<string, string | number> {
  return {
    customer_name: d.customerName,
    ...(d.amountCents === undefined ? {} : { amount_cents: d.amountCents }),
    ...(d.currency === undefined ? {} : { currency: d.currency }),
    ...(d.at === undefined ? {} : { at: d.at }),
    ...(d.timeZone === undefined ? {} : { time_zone: d.timeZone }),
  };
}

// A kind this release does not know (a newer release wrote it) reads as an account creation rather than failing the list.
const notificationOf = (r: Row): StaffNotification => ({
  id: r.id, userId: r.userId, dealershipId: r.dealershipId, customerId: r.customerId, orderId: r.orderId,
  kind: isNotificationKind(r.kind) ? r.kind : 'customer_creates_account', detail: detailOf(r.detail), createdAt: r.createdAt, readAt: r.readAt,
});

const ofUserAt = (userId: number, dealershipId: number) => and(eq(staffNotifications.userId, userId), eq(staffNotifications.dealershipId, dealershipId));

export function drizzleNotificationStore(db: Db): NotificationStore {
  return {
    async audience(dealershipId, customerId) {
      const [customer] = await db.select({
        salesRepId: customers.salesRepId, firstName: customers.firstName, lastName: customers.lastName,
        country: dealerships.country, provinceCode: dealerships.provinceCode, calendar: dealerships.calendar,
      }).from(customers).innerJoin(dealerships, eq(dealerships.id, customers.dealershipId))
        .where(and(eq(customers.id, customerId), eq(customers.dealershipId, dealershipId)));
      if (customer === undefined) return null;
      const { salesRepId } = customer;
      const country = toCountry(customer.country);
      const store = { currency: currencyOfCountry(country), timeZone: storeTimeZone({ calendar: toCalendar(customer.calendar), country, provinceCode: customer.provinceCode }) };
      const customerName = fullName(customer);
      const rows = await db.select({ user: users, role: memberships.role }).from(users)
        .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.dealershipId, dealershipId)))
        .where(salesRepId === null ? eq(memberships.dealershipId, dealershipId) : or(eq(memberships.dealershipId, dealershipId), eq(users.id, salesRepId)))
        .orderBy(users.id);
      const candidates = rows.map(({ user, role }): Candidate => ({
        userId: user.id, email: user.email, language: toLanguage(user.language), role: role !== null && isDealerRole(role) ? role : null,
        isActive: user.isActive, isCorporate: user.isDealerVwCorporate, notifications: toNotifications(user.dealerNotifications),
      }));
      return { customerName, store, salesRepId, candidates };
    },
    async insert(news) {
      if (news.length === 0) return [];
      const rows = await db.insert(staffNotifications).values(news.map((n) => ({
        userId: n.userId, dealershipId: n.dealershipId, customerId: n.customerId, orderId: n.orderId, kind: n.kind, detail: detailRow(n.detail), createdAt: n.createdAt,
      }))).returning();
      return rows.map(notificationOf);
    },
    async list(userId, dealershipId, offset, limit) {
      const [rows, [total]] = await Promise.all([
        db.select().from(staffNotifications).where(ofUserAt(userId, dealershipId))
          .orderBy(desc(staffNotifications.createdAt), desc(staffNotifications.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(staffNotifications).where(ofUserAt(userId, dealershipId)),
      ]);
      return { count: total?.n ?? 0, results: rows.map(notificationOf) };
    },
    async unread(userId, dealershipId) {
      const [row] = await db.select({ n: count() }).from(staffNotifications).where(and(ofUserAt(userId, dealershipId), isNull(staffNotifications.readAt)));
      return row?.n ?? 0;
    },
    async latestAt(dealershipId, customerId, kind) {
      const [row] = await db.select({ at: max(staffNotifications.createdAt) }).from(staffNotifications)
        .where(and(eq(staffNotifications.dealershipId, dealershipId), eq(staffNotifications.customerId, customerId), eq(staffNotifications.kind, kind)));
      return row?.at ?? null;
    },
    async purgeRead(before) {
      const gone = await db.delete(staffNotifications).where(and(isNotNull(staffNotifications.readAt), lt(staffNotifications.createdAt, before))).returning({ id: staffNotifications.id });
      return gone.length;
    },
    async markRead(userId, dealershipId, ids, at) {
      if (ids !== 'all' && ids.length === 0) return 0;
      const which = ids === 'all' ? undefined : inArray(staffNotifications.id, [...ids]);
      const marked = await db.update(staffNotifications).set({ readAt: at })
        .where(and(ofUserAt(userId, dealershipId), isNull(staffNotifications.readAt), which)).returning({ id: staffNotifications.id });
      return marked.length;
    },
  };
}
