import * as E from 'fp-ts/Either';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_FILTER_PARAMS } from '@dealer-panel/core/customers/customer-list-query';
import { parseCustomerListQuery } from '@dealer-panel/core/customers/parse-customer-list-query';
import { CONDITIONS, STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import { APPOINTMENT_STATUSES, DEPOSIT_MODES, DEPOSIT_STATES, ORDER_STATUSES, PAYMENT_TYPES, STEP_NAMES, STEP_STATUSES } from '@dealer-panel/core/shared/deal-states';
import { vinCheckDigitValid } from '@dealer-panel/core/shared/validation/vin';
import { crossCheck } from '@dealer-panel/core/inventory/vin';
import type { Database } from '../shared/database';
import { drizzleCustomerRepository } from '../customers/drizzle-customer-repository';
import { dealerships } from '../access/schema';
import { customers } from '../customers/schema';
import { vehicles } from '../inventory/schema';
import { orders, orderTimeline } from '../orders/schema';
import { throwawayEngines } from '../shared/throwaway-database';
import { seedDemo } from './seed-demo';
import { seedDemoDeals } from './seed-demo-deals';
import { STORES } from './demo-stores';

const now = new Date('2026-04-15T14:30:00.000Z');
let tokens = 0;
const token = () => `token-${(tokens += 1)}`;

/** Every value of every enumerated customer list filter. */
function filterValues(): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (param: string, values: readonly string[]) => { for (const v of values) pairs.push([param, v]); };
  add('payment_type', PAYMENT_TYPES);
  add('order_management_status', ORDER_STATUSES);
  add('appointment', [...APPOINTMENT_STATUSES, 'none']);
  add('deposit', [...DEPOSIT_STATES, 'none']);
  add('deposit_mode', DEPOSIT_MODES);
  add('condition', CONDITIONS);
  add('stock_status', STOCK_STATUSES);
  add('awaiting', ['dealer', 'customer', 'none']);
  add('awaiting_dealer', STEP_NAMES.filter((s) => STEP_STATUSES[s].includes('awaiting-dealer')));
  add('awaiting_customer', STEP_NAMES.filter((s) => STEP_STATUSES[s].includes('awaiting-customer')));
  add('lead_type', ['website', 'walk_in', 'phone', 'referral', 'third_party', 'chat']);
  add('archive_status', ['Active', 'Lost', 'Sold']);
  for (const [param, step] of Object.entries(STEP_FILTER_PARAMS)) add(param, STEP_STATUSES[step]);
  return pairs;
}

for (const engine of throwawayEngines()) {
  describe(`seedDemoDeals (${engine.kind})`, () => {
    let database: Database;
    beforeAll(async () => { database = await engine.open(); });
    afterAll(async () => { await database.close(); });

    it('does nothing before the demo organization exists', async () => {
      expect(await seedDemoDeals(database.db, { now, token })).toEqual({ seeded: false, vehicles: 0, orders: 0, backfilled: 0 });
    });

    // Its time is the start benchmark's (npm run bench), not a timed test's.
    it('adds the inventory and deals to an already seeded database once', async () => {
      await seedDemo(database.db, { hashPassword: async () => 'hash', now });
      const first = await seedDemoDeals(database.db, { now, token });
      expect(first.seeded).toBe(true);
      expect(first.vehicles).toBeGreaterThanOrEqual(600);
      expect(first.orders).toBeGreaterThan(250);
      expect(first.backfilled).toBe(330);
      expect(await seedDemoDeals(database.db, { now, token })).toEqual({ seeded: false, vehicles: first.vehicles, orders: first.orders, backfilled: 0 });
      const [v] = await database.db.select({ n: count() }).from(vehicles);
      expect(v?.n).toBe(first.vehicles);
      // Every demo deal's history starts with its creation (the seed writes rows directly, then backfills).
      const created = await database.db.select({ n: count() }).from(orderTimeline).where(eq(orderTimeline.event, 'status.created'));
      expect(created[0]?.n).toBe(first.orders);
      const confirmed = await database.db.select({ n: count() }).from(orderTimeline).where(eq(orderTimeline.event, 'status.completed'));
      const [withConfirmation] = await database.db.select({ n: count() }).from(orders).where(isNotNull(orders.confirmedAt));
      expect(confirmed[0]?.n).toBe(withConfirmation?.n);
    });

    it('stocks every store with new and used vehicles that a dealer would list', async () => {
      const rows = await database.db.select({ v: vehicles, store: dealerships.name, country: dealerships.country }).from(vehicles).innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId));
      for (const s of STORES) {
        const mine = rows.filter((r) => r.store === s.name).map((r) => r.v);
        expect(mine.length, s.name).toBeGreaterThanOrEqual(200);
        expect(new Set(mine.map((v) => v.vin)).size).toBe(mine.length);
        expect(new Set(mine.map((v) => v.condition))).toEqual(new Set(['New', 'Used']));
        expect(new Set(mine.map((v) => v.make)).size).toBeGreaterThanOrEqual(6);
      }
      for (const { v, country } of rows) {
        expect(vinCheckDigitValid(v.vin), v.vin).toBe(true);
        expect(crossCheck(v.vin, v), v.vin).toEqual([]);
        expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(v.images[0]).toMatch(/^\/api\/vehicle-art\/[a-z]+-[0-9a-f]{6}\.svg$/);
        expect(v.listingPriceCents % 100).toBe(0);
        if (v.condition === 'New') {
          expect(v.odometer).toBeLessThan(100);
          expect(v.listingPriceCents).toBeGreaterThan(country === 'US' ? 15_000_00 : 20_000_00);
          expect(v.listingPriceCents).toBeLessThanOrEqual(v.msrpCents ?? 0);
          expect(v.leasePaymentCents).toBeGreaterThan(0);
        } else {
          expect(v.odometer).toBeGreaterThan(5_000);
          expect(v.listingPriceCents).toBeGreaterThanOrEqual(2_995_00);
          expect(v.msrpCents).toBeNull();
        }
        expect(v.financePaymentCents).toBeGreaterThan(0);
        expect(v.financePaymentCents).toBeLessThan(v.listingPriceCents / 12);
      }
    });

    it('gives most customers deals, and every customer list filter hits in every store', async () => {
      const [withDeals] = await database.db.select({ n: count() }).from(customers).where(eq(customers.archiveStatus, 'Active'));
      expect(withDeals?.n).toBeGreaterThan(200);
      const repo = drizzleCustomerRepository(database.db);
      const stores = await database.db.select({ id: dealerships.id, name: dealerships.name }).from(dealerships);
      for (const store of stores) {
        const hits = async (raw: Record<string, string>) => {
          const q = parseCustomerListQuery(raw);
          if (E.isLeft(q)) throw new Error(JSON.stringify(q.left));
          return (await repo.list(store.id, q.right, 1_000_000)).count;
        };
        const total = await hits({});
        expect(await hits({ archive_status: 'all', order_management_status: ORDER_STATUSES.join(',') }) / (await hits({ archive_status: 'all' }))).toBeGreaterThanOrEqual(0.75);
        for (const [param, value] of filterValues()) expect(await hits({ [param]: value }), `${store.name} ${param}=${value}`).toBeGreaterThan(0);
        for (const value of ['Active']) expect(await hits({ archive_status: value })).toBe(total);
        const choices = await repo.filterChoices(store.id);
        for (const make of choices.makes) expect(await hits({ make, archive_status: 'all' }), `${store.name} make=${make}`).toBeGreaterThan(0);
        for (const year of choices.years) expect(await hits({ year: String(year), archive_status: 'all' })).toBeGreaterThan(0);
        expect(await hits({ search: 'ecole' }) + await hits({ search: 'a' })).toBeGreaterThan(0);
      }
      const [archived] = await database.db.select({ n: count() }).from(orders).where(eq(orders.isArchived, true));
      expect(archived?.n).toBeGreaterThan(10);
    }, 120_000); // ~80 list queries on PGlite: seconds alone, more on a loaded machine
  });
}
