import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../shared/database';
import { users } from '../access/schema';
import { drizzleNotificationStore } from '../notifications/drizzle-notification-store';
import { staffNotifications } from '../notifications/schema';
import { throwawayPglite } from '../shared/throwaway-database';
import { seedDemo } from './seed-demo';
import { seedDemoDeals } from './seed-demo-deals';
import { seedDemoNotifications } from './seed-demo-notifications';
import { DEMO_STAFF } from './demo-staff';

const now = new Date('2026-04-15T14:30:00.000Z');
let tokens = 0;
const idOf = async (database: Database, email: string) => (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const emailOf = (role: string, language?: string) => DEMO_STAFF.find((s) => s.role === role && (language === undefined || s.language === language))!.email;

describe('demo notifications seed', () => {
  let database: Database;
  let written: number;
  beforeAll(async () => {
    database = await throwawayPglite();
    await seedDemo(database.db, { hashPassword: async () => 'x', now });
    await seedDemoDeals(database.db, { now, token: () => `t-${(tokens += 1)}` });
    written = await seedDemoNotifications(database.db, { now });
  }, 120_000);
  afterAll(async () => { await database.close(); });

  it('is idempotent', async () => {
    expect(written).toBeGreaterThan(0);
    expect(await seedDemoNotifications(database.db, { now })).toBe(0);
    expect((await database.db.select({ n: count() }).from(staffNotifications))[0]?.n).toBe(written);
  });

  it('gives the demo dealer admins five, three unread, newest first; corporate users none', async () => {
    const store = drizzleNotificationStore(database.db);
    for (const email of [emailOf('dealer_admin', 'en_CA'), emailOf('dealer_admin', 'fr_CA')]) {
      const id = await idOf(database, email);
      const [mine] = await database.db.select({ dealershipId: staffNotifications.dealershipId }).from(staffNotifications).where(eq(staffNotifications.userId, id)).limit(1);
      const listed = await store.list(id, mine!.dealershipId, 0, 10);
      expect(listed.results.map((n) => n.kind)).toEqual(['customer_paid_deposit', 'customer_submits_appointment', 'customer_submits_credit_app', 'customer_submits_trade_in', 'customer_creates_account']);
      expect(await store.unread(id, mine!.dealershipId)).toBe(3);
      expect(listed.results[0]!.detail.amountCents).toBe(50000);
    }
    const corporate = await idOf(database, DEMO_STAFF.find((s) => s.isDealerVwCorporate === true)!.email);
    expect((await database.db.select({ n: count() }).from(staffNotifications).where(eq(staffNotifications.userId, corporate)))[0]?.n).toBe(0);
  });
});
