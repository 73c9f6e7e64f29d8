import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dealerships, organizations } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';
import { Agent } from './support/test-app';

const ORGS = '/api/dealer/organizations/';
const storesOf = (id: number) => `${ORGS}${id}/dealerships/`;
const GATINEAU = { name: 'Gatineau Auto', country: 'CA', province_code: 'QC', city: 'Gatineau', postal_code: 'j8x2a1', phone: '819-555-0100', email: 'ventes@gatineau.example', website: 'https://gatineau.example' };

for (const engine of throwawayEngines()) {
  describe(`organizations and stores created by super admins (${engine.kind})`, () => {
    const { t, staff: { admin, manager, rep, corporate, orgadmin, superadmin } } = signedInSuite(engine, { staff: { ...STAFF, orgadmin: 'organization_admin', superadmin: 'super_admin' } });
    const db = () => t.ports.database.db;
    const lastAudit = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
    const counts = async () => ({
      organizations: (await db().select({ n: count() }).from(organizations))[0]!.n,
      dealerships: (await db().select({ n: count() }).from(dealerships))[0]!.n,
      audit: (await db().select({ n: count() }).from(auditLog))[0]!.n,
    });

    it('lets a super admin with no store chosen create an organization and a store that is then listed and usable', async () => {
      const org = await superadmin.post(ORGS, { name: '  Groupe Outaouais ' });
      expect(org.statusCode, org.body).toBe(201);
      const orgId = org.json().id as number;
      expect(org.json()).toEqual({ id: orgId, name: 'Groupe Outaouais' });
      expect(await lastAudit()).toMatchObject({ action: 'organization_created', userId: superadmin.user.id, dealershipId: null, after: { name: 'Groupe Outaouais' } });

      const store = await superadmin.post(storesOf(orgId), GATINEAU);
      expect(store.statusCode, store.body).toBe(201);
      const storeId = store.json().id as number;
      expect(store.json()).toEqual({ id: storeId, organization: orgId, name: 'Gatineau Auto', country: 'CA', province_code: 'QC', city: 'Gatineau' });
      expect(await lastAudit()).toMatchObject({ action: 'dealership_created', userId: superadmin.user.id, dealershipId: storeId, after: { name: 'Gatineau Auto', postalCode: 'J8X 2A1' } });
      const [row] = await db().select().from(dealerships).where(eq(dealerships.id, storeId));
      expect(row).toMatchObject({ organizationId: orgId, postalCode: 'J8X 2A1', defaultLanguage: 'fr_CA', email: 'ventes@gatineau.example' });

      const list = (await superadmin.get(ORGS)).json() as { id: number; stores: { id: number }[] }[];
      expect(list.find((o) => o.id === orgId)?.stores.map((s) => s.id)).toEqual([storeId]);
      const managed = (await superadmin.get('/api/dealer/user/managed_dealerships/?name=Gatineau')).json() as { id: number }[];
      expect(managed.map((d) => d.id)).toContain(storeId);

      // The new store is usable: the super admin moves to it, reads its settings and invites its manager.
      expect((await superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: storeId })).statusCode).toBe(200);
      expect((await superadmin.get('/api/dealer/dealership/home_dealership/')).json()).toMatchObject({ id: storeId, organization: orgId, name: 'Gatineau Auto', default_language: 'fr_CA' });
      const invited = await superadmin.post('/api/dealer/user/', { email: 'gerant@gatineau.example', first_name: 'Julie', last_name: 'Tremblay', set_role: 'dealer_sales_manager' });
      expect(invited.statusCode, invited.body).toBe(201);
      const staff = (await superadmin.get('/api/dealer/user/')).json() as { results: { email: string }[] };
      expect(staff.results.map((u) => u.email)).toContain('gerant@gatineau.example');
      expect((await superadmin.get('/api/dealer/dealership/organization_stores/')).json().some((s: { id: number; current: boolean }) => s.id === storeId && s.current)).toBe(true);
    });

    it('renames an organization, audited with the name before and after; 404 for an unknown one', async () => {
      const created = (await superadmin.post(ORGS, { name: 'Groupe Nord' })).json() as { id: number };
      const renamed = await superadmin.patch(`${ORGS}${created.id}/`, { name: 'Groupe Grand Nord' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toEqual({ id: created.id, name: 'Groupe Grand Nord' });
      expect(await lastAudit()).toMatchObject({ action: 'organization_updated', before: { name: 'Groupe Nord' }, after: { name: 'Groupe Grand Nord' } });
      expect((await superadmin.patch(`${ORGS}999999/`, { name: 'X' })).statusCode).toBe(404);
      expect((await superadmin.patch(`${ORGS}abc/`, { name: 'X' })).statusCode).toBe(404);
      expect((await superadmin.post(storesOf(999999), GATINEAU)).statusCode).toBe(404);
    });

    it("lets an organization admin add a store to their own organization, which they then manage, and staff it; another organization is a 404", async () => {
      // An organization admin acts at the store they chose; their organization is that store's.
      expect((await orgadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario })).statusCode).toBe(200);
      const home = (await orgadmin.get('/api/dealer/dealership/home_dealership/')).json() as { id: number; organization: number };
      const listing = await orgadmin.get(ORGS);
      expect(listing.statusCode, listing.body).toBe(200);
      const listed = listing.json() as { id: number }[];
      expect(listed.map((o) => o.id)).toEqual([home.organization]);
      expect((await orgadmin.post(ORGS, { name: 'Mine' })).statusCode).toBe(403);
      expect((await orgadmin.patch(`${ORGS}${home.organization}/`, { name: 'Mine' })).statusCode).toBe(403);
      const elsewhere = (await superadmin.post(ORGS, { name: 'Groupe Ailleurs' })).json() as { id: number };
      const before = await counts();
      expect((await orgadmin.post(storesOf(elsewhere.id), { ...GATINEAU, name: 'Ailleurs Auto' })).statusCode).toBe(404);
      expect((await orgadmin.post(storesOf(home.organization), { nope: 1 })).statusCode).toBe(400);
      expect(await counts()).toEqual(before);

      const store = await orgadmin.post(storesOf(home.organization), { ...GATINEAU, name: 'Hull Auto' });
      expect(store.statusCode, store.body).toBe(201);
      const storeId = store.json().id as number;
      expect(await lastAudit()).toMatchObject({ action: 'dealership_created', userId: orgadmin.user.id, dealershipId: storeId });
      const managed = (await orgadmin.get('/api/dealer/user/managed_dealerships/?name=Hull')).json() as { id: number }[];
      expect(managed.map((d) => d.id)).toEqual([storeId]);
      expect((await orgadmin.post('/api/dealer/user/transfer_session/', { dealership_id: storeId })).statusCode).toBe(200);
      const invited = await orgadmin.post('/api/dealer/user/', { email: 'gerant@hull.example', first_name: 'Marc', last_name: 'Roy', set_role: 'dealer_sales_manager' });
      expect(invited.statusCode, invited.body).toBe(201);
      expect((await orgadmin.post('/api/dealer/user/transfer_session/', { dealership_id: home.id })).statusCode).toBe(200);
    });

    it('refuses everyone but super admins 403 (corporate users lose "create dealer"), even with a bad body, and writes nothing', async () => {
      const before = await counts();
      const org = t.fixture.dealerships.ontario; // any id: the refusal comes first
      for (const who of [admin, manager, rep, corporate]) {
        for (const [method, url, body] of [['GET', ORGS, undefined], ['POST', ORGS, { name: 'Mine' }], ['PATCH', `${ORGS}${org}/`, { name: 'Mine' }], ['POST', storesOf(org), GATINEAU], ['POST', storesOf(org), { nope: 1 }]] as const) {
          const r = await who.request(method, url, body);
          expect(r.statusCode, `${who.user.email} ${method} ${url}`).toBe(403);
          expect(r.json()).toMatchObject({ code: 'forbidden' });
        }
        // A body that is not even JSON: the refusal still comes first.
        for (const [method, url] of [['POST', ORGS], ['PATCH', `${ORGS}${org}/`], ['POST', storesOf(org)]] as const) {
          const r = await who.request(method, url, undefined, { headers: { 'content-type': 'application/json' }, raw: '{"name": ' });
          expect(r.statusCode, `${who.user.email} ${method} ${url}`).toBe(403);
          expect(r.json()).toMatchObject({ code: 'forbidden' });
        }
      }
      expect((await new Agent(t.app).post(ORGS, { name: 'Anonymous' })).statusCode).toBe(401);
      expect(await counts()).toEqual(before);
    });

    it.each([
      [{ ...GATINEAU, name: '  ' }, 'name', 'required'],
      [{ ...GATINEAU, name: 'x'.repeat(121) }, 'name', 'text.too_long'],
      [{ ...GATINEAU, name: 'fixture toronto' }, 'name', 'name.taken'],
      [{ ...GATINEAU, country: undefined }, 'country', 'required'],
      [{ ...GATINEAU, country: 'FR' }, 'country', 'choice.invalid'],
      [{ ...GATINEAU, province_code: 'VT' }, 'province_code', 'province.invalid'],
      [{ ...GATINEAU, country: 'US', province_code: 'ON', postal_code: '05401', phone: '802-555-0100' }, 'province_code', 'province.invalid'],
      [{ ...GATINEAU, postal_code: '12345' }, 'postal_code', 'postal_code.invalid'],
      [{ ...GATINEAU, city: '' }, 'city', 'required'],
      [{ ...GATINEAU, email: 'ventes@' }, 'email', 'email.invalid'],
      [{ ...GATINEAU, phone: '(116) 555-0100' }, 'phone', 'phone.area_code'],
      [{ ...GATINEAU, website: 'www.example.com' }, 'website', 'url.invalid'],
      [{ ...GATINEAU, name: 7 }, 'name', 'type.string'],
      [{ ...GATINEAU, deposit: '500' }, 'deposit', 'field.unknown'],
    ] as [Record<string, unknown>, string, string][])('refuses a store with %s wrong (%s: %s), 400 problem+json, nothing written', async (body, field, code) => {
      const before = await counts();
      const r = await superadmin.post(storesOf((await db().select().from(dealerships).where(eq(dealerships.id, t.fixture.dealerships.ontario)))[0]!.organizationId!), body);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors[field]).toContain(code);
      expect(await counts()).toEqual(before);
    });

    it('reports every bad field of a store at once', async () => {
      const orgId = (await superadmin.post(ORGS, { name: 'Groupe Sud' })).json().id as number;
      const r = await superadmin.post(storesOf(orgId), { name: '', country: 'CA', province_code: 'XX', postal_code: '', email: 'x' });
      expect(Object.keys(r.json().errors).sort()).toEqual(['city', 'email', 'name', 'postal_code', 'province_code']);
    });

    it.each([
      [{ name: '' }, 'required'], [{ name: 'x'.repeat(121) }, 'text.too_long'], [{ name: 'FIXTURE group' }, 'name.taken'], [{}, 'required'], [{ name: null }, 'type.string'],
    ] as [Record<string, unknown>, string][])('refuses an organization named %j (%s), nothing written', async (body, code) => {
      const before = await counts();
      for (const r of [await superadmin.post(ORGS, body), await superadmin.patch(`${ORGS}${(await superadmin.post(ORGS, { name: `Groupe ${code} ${JSON.stringify(body).length}` })).json().id}/`, body)]) {
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().errors.name).toContain(code);
      }
      expect((await counts()).organizations).toBe(before.organizations + 1); // only the one renamed above
    });

    it('lets another organization have a store of the same name', async () => {
      const orgId = (await superadmin.post(ORGS, { name: 'Groupe Est' })).json().id as number;
      expect((await superadmin.post(storesOf(orgId), { ...GATINEAU, name: 'Fixture Toronto' })).statusCode).toBe(201);
    });
  });
}
