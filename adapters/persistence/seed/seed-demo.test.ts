import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDealerRole } from '@dealer-panel/core/access/role';
import { phone } from '@dealer-panel/core/shared/validation/phone';
import { postalCode } from '@dealer-panel/core/shared/validation/postal-code';
import type { Database } from '../shared/database';
import { drizzleOtpDeviceRepository } from '../access/drizzle-otp-device-repository';
import { drizzleUserRepository } from '../access/drizzle-user-repository';
import { dealerships, memberships, organizations, otpDevices, users } from '../access/schema';
import { customers } from '../customers/schema';
import { throwawayEngines } from '../shared/throwaway-database';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_STAFF } from './demo-staff';
import { STORES } from './demo-stores';
import { seedDemo } from './seed-demo';

const now = new Date('2026-04-15T14:30:00.000Z');
/** Province (or state) → the first letters its postal codes may start with. */
const FIRST_LETTERS: Readonly<Record<string, RegExp>> = { QC: /^[GHJ]/, ON: /^[KLMNP]/, VT: /^05/ };

for (const engine of throwawayEngines()) {
  describe(`seedDemo (${engine.kind})`, () => {
    let database: Database;
    const hashed: string[] = [];
    const hashPassword = async (password: string) => { hashed.push(password); return `hash-of-${password}`; };

    async function counts() {
      const db = database.db;
      const [o, d, u, m, c, p] = await Promise.all([organizations, dealerships, users, memberships, customers, otpDevices]
        .map((table) => db.select({ n: count() }).from(table)));
      return { organizations: o![0]!.n, dealerships: d![0]!.n, users: u![0]!.n, memberships: m![0]!.n, customers: c![0]!.n, devices: p![0]!.n };
    }

    beforeAll(async () => { database = await engine.open(); });
    afterAll(async () => { await database.close(); });

    it('loads the demo once and does nothing the second time', async () => {
      const started = Date.now();
      const first = await seedDemo(database.db, { hashPassword, now });
      const seconds = (Date.now() - started) / 1000;
      const afterFirst = await counts();
      const second = await seedDemo(database.db, { hashPassword, now: new Date('2026-05-01T00:00:00.000Z') });
      expect(first).toEqual({ seeded: true, users: DEMO_STAFF.length, customers: afterFirst.customers });
      expect(second).toEqual({ seeded: false, users: afterFirst.users, customers: afterFirst.customers });
      expect(await counts()).toEqual(afterFirst);
      expect(afterFirst).toMatchObject({ organizations: 1, dealerships: 3, users: DEMO_STAFF.length, devices: DEMO_STAFF.length - 1 });
      expect(hashed).toEqual([DEMO_PASSWORD]); // hashed once, for every account, and not again on the second run
      expect(seconds).toBeLessThan(10); // generous for CI; about 0.3 s on PGlite
    });

    it('gives every demo account its role, stores, language and device', async () => {
      const repo = drizzleUserRepository(database.db);
      const devices = drizzleOtpDeviceRepository(database.db);
      const storeIds = new Map((await database.db.select().from(dealerships)).map((d) => [d.name, d.id]));
      for (const staff of DEMO_STAFF) {
        const user = await repo.byEmail(staff.email.toUpperCase());
        expect(user, staff.email).not.toBeNull();
        expect(user).toMatchObject({ firstName: staff.firstName, language: staff.language, isSuperAdmin: staff.role === 'super_admin', isActive: true });
        expect(await repo.passwordHash(user!.id)).toBe(`hash-of-${DEMO_PASSWORD}`);
        const expected = staff.stores.map((key) => ({ dealershipId: storeIds.get(STORES.find((s) => s.key === key)!.name)!, role: staff.role }));
        expect(await repo.memberships(user!.id)).toEqual(expected.sort((a, b) => a.dealershipId - b.dealershipId));
        expect(await devices.byUser(user!.id)).toEqual(staff.devicePhone === null ? null : { phone: staff.devicePhone, confirmed: true });
      }
      expect((await repo.byEmail('corporate@demo.dealer.test'))?.isDealerVwCorporate).toBe(true);
      expect(await devices.byUser((await repo.byEmail('rep.us@demo.dealer.test'))!.id)).toBeNull();
      expect(DEMO_EMAILS).toEqual(expect.arrayContaining(['superadmin@demo.dealer.test', 'admin.qc@demo.dealer.test', 'rep.us@demo.dealer.test']));
    });

    it('spreads at least 300 valid customers over every store and several reps', async () => {
      const rows = await database.db.select({ customer: customers, country: dealerships.country, store: dealerships.name })
        .from(customers).innerJoin(dealerships, eq(dealerships.id, customers.dealershipId));
      expect(rows.length).toBeGreaterThanOrEqual(300);
      for (const s of STORES) {
        const mine = rows.filter((r) => r.store === s.name);
        expect(mine.length, s.name).toBeGreaterThanOrEqual(100);
        expect(new Set(mine.map((r) => r.customer.salesRepId)).size, s.name).toBeGreaterThanOrEqual(3);
      }
      for (const { customer, country } of rows) {
        const c = country === 'US' ? 'US' : 'CA';
        expect(postalCode(customer.postalCode, { country: c }), customer.postalCode).toBeNull();
        expect(customer.postalCode).toMatch(FIRST_LETTERS[customer.provinceCode]!);
        expect(phone(customer.phone, { country: c }), customer.phone).toBeNull();
        expect(customer.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - customer.createdAt.getTime()).toBeLessThanOrEqual(365 * 86_400_000);
      }
      expect(rows.some((r) => /École/.test(r.customer.addressLine1))).toBe(true);
      expect(rows.filter((r) => r.customer.archiveStatus !== 'Active').length).toBeGreaterThan(20);
    });

    it('assigns customers only to reps of their own store', async () => {
      const rows = await database.db.select({ store: customers.dealershipId, repStore: memberships.dealershipId, role: memberships.role })
        .from(customers).innerJoin(memberships, eq(memberships.userId, customers.salesRepId));
      expect(rows.length).toBeGreaterThan(200);
      for (const row of rows) {
        expect(row.repStore).toBe(row.store);
        expect(isDealerRole(row.role) && row.role).toBe('dealer_sales_rep');
      }
    });
  });

  describe(`seedDemo run by two servers at once (${engine.kind})`, () => {
    let database: Database;
    beforeAll(async () => { database = await engine.open(); });
    afterAll(async () => { await database.close(); });

    it('loads the demo exactly once', async () => {
      const hashPassword = async () => 'hash';
      const results = await Promise.all([seedDemo(database.db, { hashPassword, now }), seedDemo(database.db, { hashPassword, now })]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [row] = await database.db.select({ n: count() }).from(organizations);
      expect(row?.n).toBe(1);
    });
  });
}
