import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, priceBatches, priceChanges, vehicleImportRows, vehicleImports, vehiclePriceChanges, vehicles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

// The vehicle's page (issue 31 item 5): inventory/vehicles/{id}/ for admins and sales managers, the
// cost for those who may read the pricing report, the deals holding the vehicle, tenant isolation.
const V = (id: number) => `/api/dealer/inventory/vehicles/${String(id)}/`;
const LEFT = new Date('2026-05-30T08:00:00.000Z');
const CHANGED = new Date('2026-05-20T12:00:00.000Z');
const CSRF = 'c'.repeat(40);

for (const engine of throwawayEngines()) {
  describe(`inventory vehicle page (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other, superadmin } } = signedInSuite(engine, {
      customers: true, staff: { ...STAFF, manager: 'manager', superadmin: 'super_admin' },
    });

    beforeAll(async () => {
      const db = t.ports.database.db;
      await db.update(vehicles).set({ costCents: 2_950_000, priceChangedAt: CHANGED, leftFeedAt: LEFT, stockStatus: 'U' }).where(eq(vehicles.id, cf.vehicles.rav4));
      const moved = await superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
      if (moved.statusCode !== 200) throw new Error(moved.body);
    });

    it('gives an admin the vehicle, its dates and every deal holding it, open ones marked, without the cost', async () => {
      const r = await admin.get(V(cf.vehicles.rav4));
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({
        vehicle: { id: cf.vehicles.rav4, model: 'RAV4', stock_status: 'U', left_feed_at: LEFT.toISOString() },
        cost: null, cost_visible: false, price_changed_at: CHANGED.toISOString(), left_feed_at: LEFT.toISOString(), imports: [],
      });
      const deals = body.deals as { id: number; customer: { full_name: string }; status: string; is_open: boolean }[];
      expect(deals.map((d) => d.id).sort((a, b) => a - b)).toEqual([cf.orders.gagneCash, cf.orders.belangerCash, cf.orders.levesqueFinance].sort((a, b) => a - b));
      expect(deals.find((d) => d.id === cf.orders.gagneCash)).toMatchObject({ customer: { full_name: 'Hélène Gagné' }, status: 'initial', is_open: true });
      expect(deals.find((d) => d.id === cf.orders.belangerCash)).toMatchObject({ status: 'completed', is_open: false });
    });

    it('shows the cost to those who may read the pricing report (super admins), and opens to sales managers and corporate users', async () => {
      const r = await superadmin.get(V(cf.vehicles.rav4));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ cost: '29500.00', cost_visible: true });
      expect((await manager.get(V(cf.vehicles.rav4))).json()).toMatchObject({ cost: null, cost_visible: false });
      expect((await corporate.get(V(cf.vehicles.civic))).statusCode).toBe(200);
    });

    it('answers 403 to a sales rep and 401 to a customer\'s deal link', async () => {
      const refused = await rep.get(V(cf.vehicles.rav4));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403 });
      const [deal] = await t.ports.database.db.select({ token: orders.linkToken }).from(orders).where(eq(orders.id, cf.orders.gagneCash));
      const customer = await t.app.inject({ method: 'GET', url: V(cf.vehicles.rav4), headers: { 'x-deal-token': deal?.token ?? '', 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF } });
      expect(customer.statusCode).toBe(401); // a deal link is no dealer session: refused before any role check
      expect(customer.body).not.toContain('RAV4');
    });

    it('answers 404 for another store\'s vehicle, an unknown id and a bad id', async () => {
      expect((await admin.get(V(cf.quebecVehicle))).statusCode).toBe(404);
      expect((await other.get(V(cf.vehicles.rav4))).statusCode).toBe(404);
      expect((await admin.get(V(999_999))).statusCode).toBe(404);
      expect((await admin.get('/api/dealer/inventory/vehicles/abc/')).statusCode).toBe(404);
    });

    it('lists the imports that added, changed or made the vehicle unavailable, newest first, dry runs and unchanged rows left out', async () => {
      const db = t.ports.database.db;
      const on = t.fixture.dealerships.ontario;
      const run = async (dryRun: boolean, outcome: string, at: string) => {
        const [i] = await db.insert(vehicleImports).values({ dealershipId: on, kind: 'full', source: 'upload', dryRun, status: 'done', createdAt: new Date(at) }).returning({ id: vehicleImports.id });
        await db.insert(vehicleImportRows).values({ importId: i!.id, rowNumber: 2, outcome, vin: 'x', stockNumber: 'ON-f150', vehicleId: cf.vehicles.f150 });
        return i!.id;
      };
      const added = await run(false, 'added', '2026-05-01T10:00:00Z');
      await run(true, 'updated', '2026-05-02T10:00:00Z');
      await run(false, 'unchanged', '2026-05-03T10:00:00Z');
      const updated = await run(false, 'updated', '2026-05-04T10:00:00Z');
      const r = await admin.get(V(cf.vehicles.f150));
      expect(r.json().imports).toEqual([
        { import_id: updated, at: '2026-05-04T10:00:00.000Z', outcome: 'updated' },
        { import_id: added, at: '2026-05-01T10:00:00.000Z', outcome: 'added' },
      ]);
    });

    it('gives the price history newest first: an import\'s change and a price profile\'s, before and after, with what made them', async () => {
      const db = t.ports.database.db;
      const on = t.fixture.dealerships.ontario;
      const [imp] = await db.insert(vehicleImports).values({ dealershipId: on, kind: 'partial', source: 'pull', status: 'done', createdAt: new Date('2026-06-01T10:00:00Z') }).returning({ id: vehicleImports.id });
      await db.insert(vehiclePriceChanges).values({ dealershipId: on, vehicleId: cf.vehicles.civic, oldPriceCents: 2_500_000, newPriceCents: 2_400_000, source: 'pull', importId: imp!.id, changedAt: new Date('2026-06-01T10:00:00Z') });
      const [batch] = await db.insert(priceBatches).values({ dealershipId: on, kind: 'apply', profileName: 'Summer', vehicleCount: 1, createdAt: new Date('2026-06-02T09:00:00Z') }).returning({ id: priceBatches.id });
      await db.insert(priceChanges).values({ batchId: batch!.id, vehicleId: cf.vehicles.civic, oldPriceCents: 2_400_000, newPriceCents: 2_350_050 });
      const r = await admin.get(V(cf.vehicles.civic));
      expect(r.json().price_history).toEqual([
        { at: '2026-06-02T09:00:00.000Z', before: '24000.00', after: '23500.50', source: 'price_profile', import_id: null, profile_name: 'Summer' },
        { at: '2026-06-01T10:00:00.000Z', before: '25000.00', after: '24000.00', source: 'pull', import_id: imp!.id, profile_name: null },
      ]);
      expect((await admin.get(V(cf.vehicles.f150))).json().price_history).toEqual([]);
    });

    it('pages the price history 50 at a time, newest first, feeds and profiles merged, and says how many there are', async () => {
      const db = t.ports.database.db;
      const on = t.fixture.dealerships.ontario;
      const id = cf.vehicles.tiguan;
      const day = (n: number) => new Date(Date.UTC(2026, 0, 1, 12) + n * 3_600_000);
      // 60 feed changes an hour apart (hour 0 the oldest), and a profile's change at hour 30.5: 61 in all.
      await db.insert(vehiclePriceChanges).values(Array.from({ length: 60 }, (_, n) => ({
        dealershipId: on, vehicleId: id, oldPriceCents: 3_000_000 + n, newPriceCents: 3_000_001 + n, source: 'upload', changedAt: day(n),
      })));
      const [batch] = await db.insert(priceBatches).values({ dealershipId: on, kind: 'undo', profileName: 'Fall', vehicleCount: 1, createdAt: new Date(day(30).getTime() + 1_800_000) }).returning({ id: priceBatches.id });
      await db.insert(priceChanges).values({ batchId: batch!.id, vehicleId: id, oldPriceCents: 1, newPriceCents: 2 });
      const first = (await admin.get(V(id))).json();
      expect([first.price_history.length, first.price_history_count, first.price_history[0].after]).toEqual([50, 61, '30000.60']);
      const H = `${V(id)}price_history/`;
      const page1 = await admin.get(H);
      expect(page1.statusCode, page1.body).toBe(200);
      expect(page1.json()).toMatchObject({ count: 61, current: 1, last: 2, limit: 50 });
      expect(page1.json().results).toEqual(first.price_history);
      const page2 = (await manager.get(`${H}?page=2`)).json();
      expect(page2).toMatchObject({ count: 61, current: 2, last: 2, limit: 50 });
      expect(page2.results.map((c: { after: string }) => c.after)).toEqual(Array.from({ length: 11 }, (_, i) => `30000.${String(11 - i).padStart(2, '0')}`));
      const hours = [...first.price_history, ...page2.results].map((c: { at: string }) => c.at);
      expect(hours).toEqual([...hours].sort().reverse());
      expect(first.price_history.find((c: { source: string }) => c.source === 'price_profile_undo')).toMatchObject({ profile_name: 'Fall', before: '0.01', after: '0.02' });
      expect((await admin.get(`${H}?page=3`)).json()).toMatchObject({ count: 61, current: 3, results: [] });
    });

    it('refuses a bad page of the price history with its field named, a sales rep with 403, another store\'s vehicle with 404', async () => {
      const H = `${V(cf.vehicles.tiguan)}price_history/`;
      for (const bad of ['0', '-1', 'two', '1.5']) {
        const r = await admin.get(`${H}?page=${bad}`);
        expect(r.statusCode, bad).toBe(400);
        expect(r.headers['content-type']).toContain('application/problem+json');
        expect(r.json()).toMatchObject({ status: 400, errors: { page: ['list.page_invalid'] } });
      }
      expect((await rep.get(H)).statusCode).toBe(403);
      expect((await other.get(H)).statusCode).toBe(404);
      expect((await admin.get(`${V(cf.quebecVehicle)}price_history/`)).statusCode).toBe(404);
    });

    it('carries left_feed_at on the search and on the deal\'s vehicle, and leaves it out while the feed holds the vehicle', async () => {
      const search = await admin.get('/api/dealer/inventory/search/?stock_status=U');
      expect(search.json().results).toEqual([expect.objectContaining({ id: cf.vehicles.rav4, left_feed_at: LEFT.toISOString() })]);
      const deal = await admin.get(`/api/dealer/order/${String(cf.orders.gagneCash)}/`);
      expect(deal.statusCode, deal.body).toBe(200);
      expect(deal.json().vehicle).toMatchObject({ left_feed_at: LEFT.toISOString() });
      const civic = await admin.get(V(cf.vehicles.civic));
      expect(civic.json().vehicle).not.toHaveProperty('left_feed_at');
      expect(civic.json().left_feed_at).toBeNull();
    });
  });
}
