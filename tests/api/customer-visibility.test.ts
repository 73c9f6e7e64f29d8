import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, customers } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';
import type { Agent } from './support/test-app';

const C = '/api/dealer/customer';
const O = '/api/dealer/order';

/**
 * Customer data by role (docs/decisions/customers.md "Customer data by role"): a sales rep sees the
 * customers assigned to them and the unassigned ones, nobody else's, by any path; exports are for
 * managers and admins only, and each is audited.
 */
for (const engine of throwawayEngines()) {
  describe(`customer visibility by role (${engine.kind})`, () => {
    const { t, cf: f, staff } = signedInSuite(engine, { customers: true, staff: STAFF });
    const rep = staff.rep;

    const repIds = async (agent: Agent, query = '') => {
      const r = await agent.get(`${C}/?archive_status=all${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().results as { id: number; assigned_dealer: number | null }[]);
    };

    it('lists only the rep\'s own and unassigned customers; the manager sees the whole store', async () => {
      const mine = await repIds(rep);
      const all = await repIds(staff.manager);
      expect(all.some((c) => c.assigned_dealer === t.fixture.users.manager.id)).toBe(true);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.length).toBeLessThan(all.length);
      for (const c of mine) expect([t.fixture.users.rep.id, null]).toContain(c.assigned_dealer);
      expect(mine.map((c) => c.id)).toContain(f.customers.belanger); // unassigned: open to pick up
      const r = await rep.get(`${C}/?archive_status=all`);
      expect(r.json().count).toBe(mine.length);
    });

    it('gives a rep who filters on a colleague nothing, not the colleague\'s customers', async () => {
      expect(await repIds(rep, `&sales_rep=${t.fixture.users.manager.id}`)).toEqual([]);
    });

    it('offers a rep only themselves in the list\'s rep filter; a manager every assignable colleague', async () => {
      const reps = async (agent: Agent) => ((await agent.get('/api/dealer/dealership/customer_list_filter_data/')).json().sales_reps as { id: number }[]).map((r) => r.id);
      expect(await reps(rep)).toEqual([t.fixture.users.rep.id]);
      expect(await reps(staff.manager)).toEqual(expect.arrayContaining([t.fixture.users.rep.id, t.fixture.users.manager.id]));
    });

    it('lets a rep hand their customer to a colleague (200), after which the customer is closed to them (404)', async () => {
      const created = await rep.post(`${C}/`, {
        first_name: 'Yannick', last_name: 'Handover', email: 'yannick.handover@example.com', email_confirmation: 'yannick.handover@example.com', phone: '',
        address_line_1: '10 rue Saint-Denis', address_line_2: '', city: 'Toronto', province: 'on', postal_code: 'm5v2t6', note: '',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      expect(created.json().assigned_dealer).toBe(t.fixture.users.rep.id);
      const handed = await rep.put(`${C}/${id}/`, { assigned_dealer: t.fixture.users.manager.id });
      expect(handed.statusCode, handed.body).toBe(200);
      const record = (id2: number) => `/api/dealer/dealership/customers/${id2}/`;
      expect((await rep.get(record(id))).statusCode).toBe(404);
      expect((await staff.manager.get(record(id))).json().assigned_dealer).toBe(t.fixture.users.manager.id);
    });

    it('answers 404 to a rep for a colleague\'s customer, deal and payment type, by every path', async () => {
      const cote = f.customers.cote;
      const deal = f.orders.coteLease;
      const types = await staff.manager.get(`/api/dealer/order/${deal}/payment-types/`);
      expect(types.statusCode, types.body).toBe(200);
      const typeId = (types.json().results as { id: number }[])[0]!.id;
      const paths = [
        `/api/dealer/dealership/customers/${cote}/`, `${C}/${cote}/invitation_link/`, `${C}/${cote}/prequal_details/`,
        `${O}/${deal}/`, `${O}/${deal}/easy_links/`, `${O}/${deal}/addons/`, `/api/dealer/order/${deal}/payment-types/`,
        `/api/dealer/order/${deal}/fees-and-discounts/`, `/api/dealer/fees/custom/?order=${deal}`,
      ];
      for (const path of paths) {
        const r = await rep.get(path);
        expect(r.statusCode, `${path}: ${r.body}`).toBe(404);
        expect((await staff.manager.get(path)).statusCode, path).toBe(200);
      }
      expect((await rep.request('POST', `/api/dealer/payment-type/${typeId}/pricing/`, {})).statusCode).toBe(404);
      expect((await rep.request('PATCH', `/api/dealer/payment-type/${typeId}/`, { is_active: true })).statusCode).toBe(404);
    });

    it('changes nothing when a rep writes to a colleague\'s customer or deal', async () => {
      const cote = f.customers.cote;
      const before = await t.ports.database.db.select().from(customers).where(eq(customers.id, cote));
      expect((await rep.request('PUT', `${C}/${cote}/`, { note: 'taken over' })).statusCode).toBe(404);
      expect((await rep.post(`${C}/set_archive_status/`, { id_list: [f.customers.gagne, cote], status: 'Lost' })).statusCode).toBe(404);
      expect((await rep.post(`${O}/`, { customer: cote, vehicle: f.vehicles.civic })).statusCode).toBe(404);
      expect((await rep.post(`${O}/${f.orders.coteLease}/confirm_order/`, {})).statusCode).toBe(404);
      const after = await t.ports.database.db.select().from(customers).where(eq(customers.id, cote));
      expect(after).toEqual(before);
      const gagne = await staff.manager.get(`/api/dealer/dealership/customers/${f.customers.gagne}/`);
      expect(gagne.json().archive_status).toBe('Active');
    });

    it('opens the rep\'s own and unassigned customers and their deals', async () => {
      expect((await rep.get(`/api/dealer/dealership/customers/${f.customers.gagne}/`)).statusCode).toBe(200);
      expect((await rep.get(`/api/dealer/dealership/customers/${f.customers.belanger}/`)).statusCode).toBe(200);
      expect((await rep.get(`${O}/${f.orders.gagneFinance}/`)).statusCode).toBe(200);
    });

    it('lists only the deals of customers open to the rep', async () => {
      const r = await rep.get(`${O}/?is_archived=all&page_size=100`);
      expect(r.statusCode, r.body).toBe(200);
      const ids = (r.json().results as { id: number }[]).map((o) => o.id);
      expect(ids).toContain(f.orders.gagneFinance);
      expect(ids).toContain(f.orders.belangerCash);
      expect(ids).not.toContain(f.orders.coteLease);
      expect(ids).not.toContain(f.orders.tremblayFinance);
      expect(r.json().count).toBe(ids.length);
      const manager = await staff.manager.get(`${O}/?is_archived=all&page_size=100`);
      expect((manager.json().results as { id: number }[]).map((o) => o.id)).toContain(f.orders.coteLease);
    });

    it('refuses the export to a rep and to a corporate user (403), lets the manager export and audits it', async () => {
      const denied = await rep.get(`${C}/export/`);
      expect(denied.statusCode).toBe(403);
      expect(denied.headers['content-type']).toMatch(/problem\+json/);
      expect((await staff.corporate.get(`${C}/export/`)).statusCode).toBe(403);
      const ok = await staff.manager.get(`${C}/export/?make=Honda`);
      expect(ok.statusCode, ok.body).toBe(200);
      const [entry] = await t.ports.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({ action: 'customers_exported', userId: t.fixture.users.manager.id });
      expect(entry?.detail).toMatchObject({ rows: Number(ok.headers['x-export-rows']), filters: 'make=Honda' });
    });
  });
}
