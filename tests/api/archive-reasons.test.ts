import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const C = '/api/dealer/customer/';
const O = '/api/dealer/order/';
const RECORD = (id: number) => `/api/dealer/dealership/customers/${id}/`;
const lastNames = (body: { results: { last_name: string }[] }) => body.results.map((c) => c.last_name).sort();

/** Issue 35 item 3: archiving asks why; the reason is kept with who and when, shown and filtered on. */
for (const engine of throwawayEngines()) {
  describe(`archive reasons (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    const url = `${C}set_archive_status/`;

    it('static data lists the reasons', async () => {
      expect((await admin.get('/api/dealer/dealership/static_data/')).json().archive_reasons).toEqual(expect.arrayContaining(['bought_elsewhere', 'no_response', 'other']));
    });

    it('archives with one reason for all, keeps who and when, audits it, lists by it; restoring clears it', async () => {
      const ids = [cf.customers.clarke, cf.customers.macdonald];
      const r = await manager.post(url, { id_list: ids, status: 'Lost', archive_reason: 'bought_elsewhere' });
      expect(r.json()).toEqual({ updated: 2, status: 'Lost', archive_reason: 'bought_elsewhere' });
      expect((await admin.get(RECORD(cf.customers.clarke))).json()).toMatchObject({
        archive_status: 'Lost', archive_reason: 'bought_elsewhere', archived_at: t.clock.now().toISOString(),
        archived_by: t.fixture.users.manager.id, archived_by_details: { full_name: 'manager Fixture' },
      });
      const listed = (await manager.get(`${C}?archive_reason=bought_elsewhere`)).json();
      expect(lastNames(listed)).toEqual(['Clarke', 'MacDonald']);
      expect(listed.results[0]).toMatchObject({ archive_reason: 'bought_elsewhere', archived_by_details: { full_name: 'manager Fixture' } });
      expect((await manager.get(`${C}?archive_reason=price`)).json().count).toBe(0);
      expect((await manager.get(`${C}?archive_reason=moved`)).json().errors).toEqual({ archive_reason: ['list.invalid_choice'] });
      const audit = await t.ports.database.db.select().from(auditLog)
        .where(and(eq(auditLog.action, 'customers_archived'), sql`${auditLog.detail}->>'archive_reason' = 'bought_elsewhere'`));
      expect(audit.map((a) => a.detail)).toEqual([{ customer_ids: ids.join(','), status: 'Lost', archive_reason: 'bought_elsewhere' }]);
      expect((await manager.post(url, { id_list: [cf.customers.clarke], status: 'Active' })).json()).toEqual({ updated: 1, status: 'Active', archive_reason: null });
      expect((await admin.get(RECORD(cf.customers.clarke))).json()).toMatchObject({ archive_status: 'Active', archive_reason: null, archived_at: null, archived_by: null });
    });

    it('refuses an unknown reason (400 on the field) and a reason with Active, changing nothing', async () => {
      const id = cf.customers.thompson;
      const bad = await manager.post(url, { id_list: [id], status: 'Sold', archive_reason: 'moved_to_mars' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ archive_reason: ['choice.invalid'] });
      expect((await manager.post(url, { id_list: [id], status: 'Sold', archive_reason: 12 })).json().errors).toHaveProperty('archive_reason');
      expect((await manager.post(url, { id_list: [id], status: 'Active', archive_reason: 'price' })).json().errors).toEqual({ archive_reason: ['archive_reason.not_archiving'] });
      expect((await admin.get(RECORD(id))).json()).toMatchObject({ archive_status: 'Active', archive_reason: null });
    });

    it('answers 404 for another store\'s ids, with or without a reason, and changes nothing', async () => {
      expect((await other.post(url, { id_list: [cf.customers.wilson], status: 'Lost', archive_reason: 'price' })).statusCode).toBe(404);
      expect((await manager.post(url, { id_list: [cf.customers.wilson, cf.otherCustomer], status: 'Lost', archive_reason: 'price' })).statusCode).toBe(404);
      expect((await admin.get(RECORD(cf.customers.wilson))).json()).toMatchObject({ archive_status: 'Active', archive_reason: null });
    });

    it('archives a deal with its reason, shown on the deal and cleared on restore; a bad reason changes nothing', async () => {
      const id = cf.orders.thompsonLease;
      const path = `${O}${id}/set_archive_status_order/`;
      const bad = await manager.request('PATCH', path, { archivedStatus: true, id, archive_reason: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ archive_reason: ['choice.invalid'] });
      expect((await admin.get(`${O}${id}/`)).json()).toMatchObject({ is_archived: false, archive_reason: null });
      const r = await manager.request('PATCH', path, { archivedStatus: true, id, archive_reason: 'financing_declined' });
      expect(r.json()).toMatchObject({ is_archived: true, archive_reason: 'financing_declined', archived_status_changed_by: t.fixture.users.manager.id });
      const [audit] = await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'deal_archived'));
      expect(audit?.detail).toEqual({ order_id: id, archive_reason: 'financing_declined' });
      expect((await manager.request('PATCH', path, { archivedStatus: false, id })).json()).toMatchObject({ is_archived: false, archive_reason: null });
      expect((await other.request('PATCH', path, { archivedStatus: true, archive_reason: 'price' })).statusCode).toBe(404);
    });
  });
}
