import { count, eq, inArray, sql } from 'drizzle-orm';
import { defaultNotifications } from '@dealer-panel/core/access/dealer-user';
import type { Db } from '../shared/database';
import { dealerships, memberships, organizations, otpDevices, users } from '../access/schema';
import { customers } from '../customers/schema';
import { appSettings } from '../shared/schema';
import { demoCustomers } from './demo-customers';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_STAFF } from './demo-staff';
import { DEMO_ORGANIZATION, STORES, type StoreKey } from './demo-stores';
import { demoStoreSettings } from './demo-store-settings';

/** The app_settings key whose presence means the demo data is there. */
export const DEMO_SEED_MARKER = 'demo_seed';

export interface SeedDemoOptions {
  /** The password hasher's hash; called once, the hash is shared by every demo account. */
  readonly hashPassword: (password: string) => Promise<string>;
  /** Customers' creation dates spread over the year before it; devices are confirmed at it. */
  readonly now: Date;
}

export interface SeedDemoResult {
  readonly seeded: boolean;
  /** Seeded: the rows this call inserted; already there: the rows the database holds. */
  readonly users: number;
  readonly customers: number;
}

const BATCH = 200;

/**
 * Loads the demo organization, its three stores, staff and customers, in one transaction.
 * Idempotent: when the marker row or the organization is there it does nothing, and two servers
 * seeding at once are serialized by the marker's primary key (the second finds it and stops).
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  if (await isSeeded(db)) return present(db);
  const passwordHash = await options.hashPassword(DEMO_PASSWORD); // outside the transaction: argon2 is slow on purpose
  const result = await db.transaction(async (tx): Promise<SeedDemoResult | null> => {
    const [marker] = await tx.insert(appSettings).values({ key: DEMO_SEED_MARKER, value: options.now.toISOString() })
      .onConflictDoNothing().returning({ key: appSettings.key });
    if (!marker || (await organizationExists(tx))) return null;
    const taken = await tx.select({ email: users.email }).from(users)
      .where(inArray(sql`lower(${users.email})`, DEMO_EMAILS.map((e) => e.toLowerCase())));
    if (taken.length > 0) throw new Error(`Cannot load the demo data: ${taken.map((t) => t.email).join(', ')} already exist.`);

    const [org] = await tx.insert(organizations).values({ name: DEMO_ORGANIZATION }).returning({ id: organizations.id });
    const storeRows = await tx.insert(dealerships).values(STORES.map((s) => ({
      organizationId: org!.id, name: s.name, country: s.country, provinceCode: s.provinceCode, city: s.city,
      postalCode: s.postalCode, addressLine1: s.addressLine1, phone: s.phone, email: s.email, website: s.website,
      defaultLanguage: s.defaultLanguage, allowedLanguages: [...s.allowedLanguages],
      enableSalesManagerFeeDiscounts: s.enableSalesManagerFeeDiscounts, ...demoStoreSettings(s),
    }))).returning({ id: dealerships.id, name: dealerships.name });
    const storeId = (key: StoreKey): number => storeRows.find((r) => r.name === STORES.find((s) => s.key === key)?.name)!.id;

    const userRows = await tx.insert(users).values(DEMO_STAFF.map((u) => ({
      email: u.email, passwordHash, firstName: u.firstName, lastName: u.lastName, phone: u.devicePhone ?? '',
      language: u.language, isSuperAdmin: u.role === 'super_admin', isDealerVwCorporate: u.isDealerVwCorporate ?? false,
      showAnalyticsDashboard: u.showAnalyticsDashboard ?? false, isNotAutomaticallyAssigned: u.isNotAutomaticallyAssigned ?? false,
      homeDealershipId: u.home === null ? null : storeId(u.home), dealerNotifications: { ...defaultNotifications },
    }))).returning({ id: users.id, email: users.email });
    const userId = new Map(userRows.map((r) => [r.email, r.id]));
    const idOf = (email: string): number => userId.get(email)!;

    const membershipRows = DEMO_STAFF.flatMap((u) => u.stores.map((key) => ({ userId: idOf(u.email), dealershipId: storeId(key), role: u.role })));
    if (membershipRows.length > 0) await tx.insert(memberships).values(membershipRows);
    const devices = DEMO_STAFF.flatMap((u) => (u.devicePhone === null ? [] : [{ userId: idOf(u.email), phone: u.devicePhone, confirmedAt: options.now, createdAt: options.now }]));
    await tx.insert(otpDevices).values(devices);

    const customerRows = STORES.flatMap((s) => {
      const reps = DEMO_STAFF.filter((u) => u.role === 'dealer_sales_rep' && u.stores.includes(s.key))
        .map((u) => ({ id: idOf(u.email), weight: u.isNotAutomaticallyAssigned ? 0.3 : 1 }));
      return demoCustomers(s, reps, options.now).map((c) => ({ ...c, dealershipId: storeId(s.key) }));
    });
    for (let i = 0; i < customerRows.length; i += BATCH) await tx.insert(customers).values(customerRows.slice(i, i + BATCH));
    return { seeded: true, users: userRows.length, customers: customerRows.length };
  });
  return result ?? present(db);
}

async function present(db: Db): Promise<SeedDemoResult> {
  const [[u], [c]] = await Promise.all([db.select({ n: count() }).from(users), db.select({ n: count() }).from(customers)]);
  return { seeded: false, users: u?.n ?? 0, customers: c?.n ?? 0 };
}

async function isSeeded(db: Db): Promise<boolean> {
  const [marker] = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, DEMO_SEED_MARKER));
  return marker !== undefined || (await organizationExists(db));
}

async function organizationExists(db: Db): Promise<boolean> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
  return org !== undefined;
}
