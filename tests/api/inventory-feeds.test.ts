import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vehicles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { D, S, fixtureBank, typesOf, type PaymentType } from './support/payment-fixture';
import { signedInSuite, STAFF } from './support/signed-in';

// Feeds out (issue 31 item 4): a store's inventory published at a secret URL in Google's vehicle
// listings format with the worksheet's payments, and exported as CSV for its staff.

const FEEDS = `${D}/inventory/feeds/`;
const EXPORT = `${D}/inventory/export/`;
const tsv = (body: string) => body.split('\n').filter((l) => l !== '').map((l) => l.split('\t'));

for (const engine of throwawayEngines()) {
  describe(`inventory feeds out (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other, superAdmin } } = signedInSuite(engine, { customers: true, staff: { ...STAFF, superAdmin: 'super_admin' } });
    const db = () => t.ports.database.db;
    const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
    const lastAudit = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
    let url = '';
    let feedId = 0;

    beforeAll(async () => {
      await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      // Defaults a new deal starts with: a down payment on finance, a lease paid every two weeks.
      const settings = await superAdmin.post(S, { financing_bank_default_down_payment: '2000', financing_lease_default_frequency: 'biweekly', financing_lease_default_down_payment: '1500' });
      if (settings.statusCode !== 200) throw new Error(settings.body);
      const created = await admin.post(FEEDS, { label: 'Google' });
      if (created.statusCode !== 201) throw new Error(created.body);
      url = created.json().url as string;
      feedId = created.json().feed.id as number;
    });

    it('makes a feed for the store\'s admins: its URL once, a hint of it after, audited', async () => {
      expect(url).toMatch(/^http:\/\/[^/]+\/api\/feeds\/[A-Za-z0-9_-]{43}\/google-vehicle-listings\.tsv$/);
      const token = url.split('/')[5]!;
      const listed = await admin.get(FEEDS);
      expect(listed.statusCode, listed.body).toBe(200);
      const feed = (listed.json().results as Record<string, unknown>[]).find((f) => f.id === feedId)!;
      expect(feed).toMatchObject({ label: 'Google', format: 'google_vehicle_listings', token_hint: token.slice(-4), revoked_at: null });
      expect(listed.body).not.toContain(token);
      const made = (await db().select().from(auditLog).where(eq(auditLog.action, 'inventory_feed_created')))[0];
      expect(made).toMatchObject({ userId: admin.user.id, dealershipId: t.fixture.dealerships.ontario, after: { label: 'Google' } });
    });

    it('is refused to every other role, and another store\'s admin cannot see or revoke it', async () => {
      for (const who of [manager, rep, corporate]) {
        expect((await who.get(FEEDS)).statusCode).toBe(403);
        expect((await who.post(FEEDS, { label: 'Mine' })).statusCode).toBe(403);
        expect((await who.post(`${FEEDS}${feedId}/revoke/`, {})).statusCode).toBe(403);
      }
      expect((await other.get(FEEDS)).json().results).toEqual([]);
      expect((await other.post(`${FEEDS}${feedId}/revoke/`, {})).statusCode).toBe(404);
      expect((await fetchFeed(url)).statusCode).toBe(200);
    });

    it('answers bad input 400 by field and makes nothing', async () => {
      const before = (await admin.get(FEEDS)).json().results.length as number;
      expect((await admin.post(FEEDS, { label: '  ' })).json()).toMatchObject({ status: 400, errors: { label: ['required'] } });
      expect((await admin.post(FEEDS, { label: 'x'.repeat(81) })).json().errors).toEqual({ label: ['text.too_long'] });
      expect((await admin.post(FEEDS, { label: 'Meta', format: 'meta_catalog' })).json().errors).toEqual({ format: ['choice.invalid'] });
      expect((await admin.post(FEEDS, { label: 'x', token: 'mine' })).json().errors).toEqual({ token: ['field.unknown'] });
      expect((await admin.post(FEEDS, { label: 5 })).statusCode).toBe(400);
      expect((await admin.get(FEEDS)).json().results).toHaveLength(before);
    });

    it('serves the advertised vehicles without a session, in Google\'s attributes, and records the fetch', async () => {
      const r = await fetchFeed(url);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
      const [header, ...rows] = tsv(r.body);
      expect(header?.slice(0, 4)).toEqual(['id', 'store_code', 'vin', 'dealership_name']);
      // In stock, in transit and as-is are published; pending (RAV4) and sold (Tiguan) are not, nor other stores' vehicles.
      expect(rows.map((row) => row[0]).sort()).toEqual(['ON-civic', 'ON-crv', 'ON-f150']);
      const civic = Object.fromEntries(header!.map((h, i) => [h, rows.find((row) => row[0] === 'ON-civic')![i]]));
      expect(civic).toMatchObject({
        store_code: String(t.fixture.dealerships.ontario), title: '2024 Honda Civic Sport', price: '31999.00 CAD', condition: 'new', make: 'Honda',
        model: 'Civic', year: '2024', mileage: '12 km', date_in_stock: '2026-04-02', finance_frequency: 'monthly', finance_term: '60', finance_down_payment: '2000.00 CAD',
        lease_frequency: 'biweekly', lease_term: '48', lease_down_payment: '1500.00 CAD',
      });
      expect(civic['installment(months:amount:downpayment:credit_type:apr)']).toBe(`60:${civic.finance_payment}:2000.00 CAD:finance:5.99`);
      const feed = (await admin.get(FEEDS)).json().results.find((f: { id: number }) => f.id === feedId);
      expect(feed.fetch_count).toBeGreaterThan(0);
      expect(feed.last_fetched_at).toEqual(expect.any(String));
    });

    it('advertises the payments the pricing worksheet gives the same vehicle on a new deal', async () => {
      const deal = await manager.post(`${D}/order/`, { customer: cf.customers.gagne, vehicle: cf.vehicles.crv, payment_type: 'finance', allow_duplicate: true });
      expect(deal.statusCode, deal.body).toBe(201);
      const types = await typesOf(manager, deal.json().id as number);
      const worksheet = async (p: PaymentType & Record<string, unknown>) => {
        const body = {
          include_tax: p.include_tax, term: p.term, rate_overwritten: p.rate ?? '', payment_frequency: p.payment_frequency, credit_score: p.credit_score,
          down_payment: p.down_payment, distance_allowance: p.distance_allowance, trade_in_credit: p.trade_in_credit, trade_in_owing: p.trade_in_owing,
        };
        const priced = await manager.request('POST', `${D}/payment-type/${p.id}/pricing/`, body);
        expect(priced.statusCode, priced.body).toBe(200);
        return priced.json().quote as { payment: string; term: number };
      };
      const finance = await worksheet(types.finance as PaymentType & Record<string, unknown>);
      const lease = await worksheet(types.lease as PaymentType & Record<string, unknown>);
      const [header, ...rows] = tsv((await fetchFeed(url)).body);
      const crv = Object.fromEntries(header!.map((h, i) => [h, rows.find((row) => row[0] === 'ON-crv')![i]]));
      expect(crv.finance_payment).toBe(`${finance.payment} CAD`);
      expect(crv.lease_payment).toBe(`${lease.payment} CAD`);
      expect(Number(finance.payment)).toBeGreaterThan(0);
    });

    it('answers 404 alike for an unknown, a malformed and a revoked token', async () => {
      const second = await admin.post(FEEDS, { label: 'AutoTrader' });
      const secondUrl = second.json().url as string;
      expect((await fetchFeed(secondUrl)).statusCode).toBe(200);
      const revoked = await admin.post(`${FEEDS}${second.json().feed.id}/revoke/`, {});
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json().revoked_at).toEqual(expect.any(String));
      expect(await lastAudit()).toMatchObject({ action: 'inventory_feed_revoked', userId: admin.user.id, before: { label: 'AutoTrader' } });
      const answers = await Promise.all([
        fetchFeed(secondUrl), fetchFeed(url.replace(/feeds\/[^/]+\//, `feeds/${'A'.repeat(43)}/`)), fetchFeed(url.replace(/feeds\/[^/]+\//, 'feeds/short/')),
      ]);
      for (const a of answers) {
        expect(a.statusCode).toBe(404);
        expect(a.json()).toEqual(answers[0]!.json());
      }
      expect((await fetchFeed(url)).statusCode).toBe(200);
    });

    it('exports every vehicle as CSV for admins and managers, formulas defused; not for sales reps', async () => {
      await db().update(vehicles).set({ trim: '=HYPERLINK("http://x.test","Sport")' }).where(eq(vehicles.id, cf.vehicles.civic));
      const r = await manager.get(EXPORT);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.headers['content-disposition']).toMatch(/^attachment; filename="inventory-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = r.body.slice(1).split('\r\n').filter((l) => l !== '');
      expect(lines[0]).toMatch(/^Stock number,VIN,Status,Year,Make,Model,Trim,/);
      expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual(['ON-civic', 'ON-crv', 'ON-f150', 'ON-rav4', 'ON-tiguan']);
      expect(lines.find((l) => l.startsWith('ON-civic'))).toContain(`"'=HYPERLINK(""http://x.test"",""Sport"")"`);
      expect(await lastAudit()).toMatchObject({ action: 'inventory_exported', userId: manager.user.id });
      expect((await admin.get(EXPORT)).statusCode).toBe(200);
      expect((await rep.get(EXPORT)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: EXPORT })).statusCode).toBe(401);
    });
  });
}
