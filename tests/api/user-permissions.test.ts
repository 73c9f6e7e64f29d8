import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, users } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const C = '/api/dealer/customer';
const ME = '/api/dealer/user/current_user/';
const user = (id: number) => `/api/dealer/user/${id}/`;

/**
 * Per-user permissions (docs/decisions/access.md "Permissions"): each starts at the role's
 * default; what an admin ticks or unticks for one person applies on that person's next request,
 * and a corporate user is never widened.
 */
for (const engine of throwawayEngines()) {
  describe(`per-user permissions in the areas they govern (${engine.kind})`, () => {
    const { t, cf: f, staff: { admin, manager, rep, corporate } } = signedInSuite(engine, { customers: true, staff: STAFF });
    const permissions = async (agent: typeof rep) => (await agent.get(ME)).json().user.permissions as Record<string, boolean>;

    it("lets a rep export once an admin allows it, only the customers the rep sees, and stops again when it is withdrawn", async () => {
      expect(await permissions(rep)).toMatchObject({ can_export_customers: false, can_edit_pricing_worksheet: true });
      expect((await rep.get(`${C}/export/`)).statusCode).toBe(403);
      const granted = await admin.patch(user(t.fixture.users.rep.id), { set_dealer_permissions: { can_export_customers: true } });
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json().permissions).toMatchObject({ can_export_customers: true, can_manage_deposits: false });
      expect(await permissions(rep)).toMatchObject({ can_export_customers: true });
      const file = await rep.get(`${C}/export/?archive_status=all`);
      expect(file.statusCode, file.body).toBe(200);
      const listed = (await rep.get(`${C}/?archive_status=all`)).json().count as number;
      expect(Number(file.headers['x-export-rows'])).toBe(listed);
      expect(file.body).not.toContain('Côté');
      const [row] = await t.ports.database.db.select({ permissions: users.permissions }).from(users).where(eq(users.id, t.fixture.users.rep.id));
      expect(row?.permissions).toEqual({ can_export_customers: true });
      await admin.patch(user(t.fixture.users.rep.id), { set_dealer_permissions: { can_export_customers: false } });
      expect((await rep.get(`${C}/export/`)).statusCode).toBe(403);
    });

    it('refuses archiving to a rep the admin took it from, and changes nothing', async () => {
      await admin.patch(user(t.fixture.users.rep.id), { set_dealer_permissions: { can_archive_customers: false } });
      const r = await rep.post(`${C}/set_archive_status/`, { id_list: [f.customers.gagne], status: 'Lost' });
      expect(r.statusCode).toBe(403);
      const [row] = await t.ports.database.db.select({ status: customers.archiveStatus }).from(customers).where(eq(customers.id, f.customers.gagne));
      expect(row?.status).toBe('Active');
      await admin.patch(user(t.fixture.users.rep.id), { set_dealer_permissions: { can_archive_customers: true } });
      expect((await rep.post(`${C}/set_archive_status/`, { id_list: [f.customers.gagne], status: 'Lost' })).statusCode).toBe(200);
      expect((await rep.post(`${C}/set_archive_status/`, { id_list: [f.customers.gagne], status: 'Active' })).statusCode).toBe(200);
    });

    it('keeps the worksheet read-only for a manager the admin took it from: prices are shown, nothing is stored', async () => {
      const types = await manager.get(`/api/dealer/order/${f.orders.gagneFinance}/payment-types/`);
      const typeId = (types.json().results as { id: number }[])[0]!.id;
      await admin.patch(user(t.fixture.users.manager.id), { set_dealer_permissions: { can_edit_pricing_worksheet: false } });
      expect(await permissions(manager)).toMatchObject({ can_edit_pricing_worksheet: false, can_export_customers: true });
      const patch = await manager.request('PATCH', `/api/dealer/payment-type/${typeId}/`, { is_active: true });
      expect(patch.statusCode).toBe(403);
      expect(patch.headers['content-type']).toMatch(/problem\+json/);
      const priced = await manager.request('POST', `/api/dealer/payment-type/${typeId}/pricing/`, {});
      expect(priced.statusCode, priced.body).toBe(200);
      await admin.patch(user(t.fixture.users.manager.id), { set_dealer_permissions: { can_edit_pricing_worksheet: true } });
      expect((await manager.request('PATCH', `/api/dealer/payment-type/${typeId}/`, { is_active: true })).statusCode).toBe(200);
    });

    it('never widens a corporate user, whatever is ticked for them', async () => {
      const all = { can_export_customers: true, can_archive_customers: true, can_edit_pricing_worksheet: true };
      expect((await admin.patch(user(t.fixture.users.corporate.id), { set_dealer_permissions: all })).statusCode).toBe(200);
      expect(Object.values(await permissions(corporate)).some(Boolean)).toBe(false);
      expect((await corporate.get(`${C}/export/`)).statusCode).toBe(403);
      expect((await corporate.post(`${C}/set_archive_status/`, { id_list: [f.customers.gagne], status: 'Lost' })).statusCode).toBe(403);
    });
  });
}
