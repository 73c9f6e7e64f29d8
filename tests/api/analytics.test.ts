import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, pageEvents } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const DASHBOARD = '/api/dealer/analytics/';
const EVENTS = '/api/dealer/events/';

for (const engine of throwawayEngines()) {
  describe(`analytics (${engine.kind})`, () => {
    const { t, staff: { admin, manager, rep, corporate, orgadmin } } = signedInSuite(engine, { customers: true, staff: { ...STAFF, orgadmin: 'organization_admin' } });

    it('answers a dealer admin the store\'s figures for the last 30 days and the 30 before, counted from the rows', async () => {
      const r = await admin.get(DASHBOARD);
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body.range.to).toBe(t.ports.clock.now().toISOString().slice(0, 10));
      expect(body.stores.map((s: { id: number }) => s.id)).toEqual([t.fixture.dealerships.ontario]);
      expect(body.total).toBeNull();
      const ontario = t.fixture.dealerships.ontario;
      const leads = (await t.ports.database.db.select({ createdAt: customers.createdAt }).from(customers).where(eq(customers.dealershipId, ontario)))
        .filter((c) => c.createdAt.toISOString().slice(0, 10) >= body.range.from).length;
      const counted = body.stores[0].current.leads.reduce((n: number, l: { count: number }) => n + l.count, 0);
      expect(counted).toBe(leads);
      expect(body.stores[0].current.funnel.map((f: { step: string }) => f.step)).toEqual(['quote', 'trade_in', 'credit_app', 'deposit', 'appointment', 'sold']);
    });

    it('rolls up an organization admin\'s two stores and shows each side by side', async () => {
      expect((await orgadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario })).statusCode).toBe(200);
      const r = await orgadmin.get(DASHBOARD);
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body.stores.map((s: { id: number }) => s.id).sort()).toEqual([t.fixture.dealerships.ontario, t.fixture.dealerships.quebec].sort());
      expect(body.total.current.deals).toBe(body.stores[0].current.deals + body.stores[1].current.deals);
      const one = await orgadmin.get(`${DASHBOARD}?store=${t.fixture.dealerships.quebec}`);
      expect(one.json().stores.map((s: { id: number }) => s.id)).toEqual([t.fixture.dealerships.quebec]);
    });

    it('is closed to users without the flag: a sales manager and a rep get 403', async () => {
      expect((await manager.get(DASHBOARD)).statusCode).toBe(403);
      expect((await rep.get(DASHBOARD)).statusCode).toBe(403);
      expect((await corporate.get(DASHBOARD)).statusCode).toBe(200);
    });

    it('answers 400 problem+json naming each bad parameter', async () => {
      const bad = await admin.get(`${DASHBOARD}?from=2026-02-30&to=soon`);
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toEqual({ from: ['date.invalid'], to: ['date.invalid'] });
      expect((await admin.get(`${DASHBOARD}?from=2024-01-01&to=2025-06-01`)).json().errors).toEqual({ to: ['analytics.range_too_long'] });
      expect((await admin.get(`${DASHBOARD}?from=2026-03-02&to=2026-03-01`)).json().errors).toEqual({ to: ['analytics.range_reversed'] });
      expect((await admin.get(`${DASHBOARD}?store=${t.fixture.dealerships.other}`)).json().errors).toEqual({ store: ['analytics.store_unknown'] });
    });

    it('records the panel\'s page views for the session\'s store and counts them on the dashboard; nothing of a bad batch', async () => {
      const db = t.ports.database.db;
      const before = (await db.select().from(pageEvents)).length;
      const bad = await rep.post(EVENTS, { events: [{ page: 'customers-view' }, { page: 'https://example.com/?email=a@b.c' }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ 'events.1.page': ['analytics.page_unknown'] });
      expect((await db.select().from(pageEvents)).length).toBe(before);
      const ok = await rep.post(EVENTS, { events: [{ page: 'customers-view' }, { page: 'customer-details' }, { page: 'customers-view' }] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ recorded: 3 });
      const views = (await admin.get(DASHBOARD)).json().stores[0].current.page_views;
      expect(views).toEqual(expect.arrayContaining([{ page: 'customers-view', count: 2 }, { page: 'customer-details', count: 1 }]));
    });

    it('records the customer\'s page views by spec 002\'s names for the store of the deal link; nothing for an unknown link or a dealer page name', async () => {
      const db = t.ports.database.db;
      const shop = (token: string, events: readonly { page: string }[]) => rep.post('/api/customer/events/', { events }, { headers: { 'x-deal-token': token } });
      const ok = await shop('fixture-qc', [{ page: 'vdp' }, { page: 'vdp:trade-in' }]);
      expect(ok.statusCode, ok.body).toBe(200);
      const rows = await db.select().from(pageEvents).where(eq(pageEvents.surface, 'shop'));
      expect(rows.map((r) => [r.dealershipId, r.page])).toEqual([[t.fixture.dealerships.quebec, 'vdp'], [t.fixture.dealerships.quebec, 'vdp:trade-in']]);
      expect((await shop('no-such-link', [{ page: 'vdp' }])).statusCode).toBe(404);
      const bad = await shop('fixture-qc', [{ page: 'customers-view' }]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ 'events.0.page': ['analytics.page_unknown'] });
      expect((await db.select().from(pageEvents).where(eq(pageEvents.surface, 'shop'))).length).toBe(2);
    });
  });
}
