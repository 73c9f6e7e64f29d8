import { and, desc, eq, inArray } from 'drizzle-orm';
import { fullName } from '@dealer-panel/core/shared/person-name';
import { notificationDetail, type EventDetail, type NotificationKind } from '@dealer-panel/core/notifications/notification';
import { recipientsOf } from '@dealer-panel/core/notifications/recipients';
import type { Db } from '../shared/database';
import { dealerships, organizations } from '../access/schema';
import { customers } from '../customers/schema';
import { drizzleNotificationStore } from '../notifications/drizzle-notification-store';
import { orders } from '../orders/schema';
import { appSettings } from '../shared/schema';
import { staffNotifications } from '../notifications/schema';
import { DEMO_ORGANIZATION, STORES } from './demo-stores';

/** Its own marker: a data directory seeded before notifications existed gets them at the next start. */
export const DEMO_NOTIFICATIONS_MARKER = 'demo_seed_notifications';

const MINUTE = 60_000;

/** What the demo's customers did lately, newest first: the bell has something to show on the first start. */
const RECENT: readonly { readonly kind: NotificationKind; readonly minutesAgo: number; readonly read: boolean; detail(now: Date): EventDetail }[] = [
  { kind: 'customer_paid_deposit', minutesAgo: 4, read: false, detail: () => ({ amountCents: 50000 }) },
  { kind: 'customer_submits_appointment', minutesAgo: 38, read: false, detail: (now) => ({ at: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, 15, 30)).toISOString() }) },
  { kind: 'customer_submits_credit_app', minutesAgo: 3 * 60, read: false, detail: () => ({}) },
  { kind: 'customer_submits_trade_in', minutesAgo: 26 * 60, read: true, detail: () => ({}) },
  { kind: 'customer_creates_account', minutesAgo: 3 * 24 * 60, read: true, detail: () => ({}) },
];

/**
 * A few staff notifications per demo store, told to whoever the rule of core/notifications
 * (recipientsOf) tells, without e-mails (the demo inbox keeps what the visitor sends). Idempotent:
 * its marker is taken first; does nothing without the demo organization. Answers how many rows.
 */
export async function seedDemoNotifications(db: Db, options: { readonly now: Date }): Promise<number> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
  if (!org) return 0;
  const [marker] = await db.insert(appSettings).values({ key: DEMO_NOTIFICATIONS_MARKER, value: options.now.toISOString() }).onConflictDoNothing().returning({ key: appSettings.key });
  if (!marker) return 0;
  const store = drizzleNotificationStore(db);
  let written = 0;
  for (const s of STORES) {
    const [d] = await db.select({ id: dealerships.id }).from(dealerships).where(and(eq(dealerships.organizationId, org.id), eq(dealerships.name, s.name)));
    if (!d) continue;
    const deals = await db.select({ orderId: orders.id, customerId: customers.id, firstName: customers.firstName, lastName: customers.lastName })
      .from(orders).innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(orders.dealershipId, d.id), eq(customers.archiveStatus, 'Active'), eq(orders.isArchived, false)))
      .orderBy(desc(customers.createdAt), desc(orders.id)).limit(40);
    const picked = deals.filter((deal, i) => deals.findIndex((o) => o.customerId === deal.customerId) === i).slice(0, RECENT.length);
    for (const [i, deal] of picked.entries()) {
      const event = RECENT[i]!;
      const audience = await store.audience(d.id, deal.customerId);
      if (audience === null) continue;
      const createdAt = new Date(options.now.getTime() - event.minutesAgo * MINUTE);
      const rows = await store.insert(recipientsOf(audience.candidates, event.kind, audience.salesRepId).map((r) => ({
        userId: r.userId, dealershipId: d.id, customerId: deal.customerId, orderId: event.kind === 'customer_creates_account' ? null : deal.orderId,
        kind: event.kind, detail: notificationDetail(event.detail(options.now), audience.store, fullName(deal)), createdAt,
      })));
      if (event.read && rows.length > 0) await db.update(staffNotifications).set({ readAt: createdAt }).where(inArray(staffNotifications.id, rows.map((r) => r.id)));
      written += rows.length;
    }
  }
  return written;
}
