import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, customers, staffNotifications } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { FOLLOWING_TABLES, footprintOf, MOVED_TABLES, type Footprint } from '../../adapters/persistence/customers/customer-merge-footprint';
import type { Db } from '../../adapters/persistence/shared/database';
import { connectProcessor, paidDeposit } from './support/deposit-fixture';
import { signedInSuite, STAFF } from './support/signed-in';

const M = '/api/dealer/customers';
const record = (id: number) => `/api/dealer/dealership/customers/${id}/`;

const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
const keyOf = (table: string) => [...MOVED_TABLES.map((t) => ({ table: t, key: 'id::text' })), ...FOLLOWING_TABLES].find((t) => t.table === table)?.key ?? 'id::text';

/** md5 of the rows with these keys, in key order; `withoutCustomer` leaves customer_id out (the one column a merge changes). */
async function checksum(db: Db, fp: Footprint, withoutCustomer: boolean): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, keys] of Object.entries(fp)) {
    if (keys.length === 0) { out[table] = 'none'; continue; }
    const row = withoutCustomer ? sql.raw(`(to_jsonb(x) - 'customer_id')::text`) : sql.raw('to_jsonb(x)::text');
    const result = await db.execute(sql`select md5(string_agg(${row}, '|' order by ${sql.raw(keyOf(table).replace(/\b(id|order_id|fee_id|name)\b/g, 'x.$1'))})) as sum, count(*)::int as n
      from ${sql.raw(table)} x where ${sql.raw(keyOf(table).replace(/\b(id|order_id|fee_id|name)\b/g, 'x.$1'))} in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
    const [r] = rowsOf(result);
    out[table] = `${String(r?.['n'])}:${String(r?.['sum'])}`;
  }
  return out;
}

async function customerRows(db: Db, ids: number[]): Promise<string> {
  const result = await db.execute(sql`select string_agg(to_jsonb(c)::text, '|' order by c.id) as rows from customers c where c.id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  return String(rowsOf(result)[0]?.['rows']);
}

const union = (a: Footprint, b: Footprint): Footprint => Object.fromEntries(Object.keys(a).map((t) => [t, [...(a[t] ?? []), ...(b[t] ?? [])].sort()]));
const total = (fp: Footprint) => Object.values(fp).reduce((n, keys) => n + keys.length, 0);

/**
 * Issue 18 item 4: duplicate customers and merge, on both engines. A merge loses nothing (per
 * table, the moved rows' count and checksum are the same before and after), an undo puts back
 * exactly what was there, an undo after something new is refused; roles and stores.
 */
for (const engine of throwawayEngines()) {
  describe(`duplicate customers and merge (${engine.kind})`, () => {
    const { t, cf, staff } = signedInSuite(engine, { customers: true, staff: STAFF });
    const db = () => t.ports.database.db;
    let twin = 0;
    let twinDeal = 0;

    it('covers every table that points at a customer, a deal or a trade-in', async () => {
      const result = await db().execute(sql`select distinct tc.table_name as t, ccu.table_name as target from information_schema.table_constraints tc
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name in ('customers', 'orders', 'trade_ins')`);
      const known = new Set<string>([...MOVED_TABLES, ...FOLLOWING_TABLES.map((f) => f.table), 'customers', 'customer_merges']);
      const pointing = rowsOf(result).map((r) => String(r['t']));
      expect(pointing.length).toBeGreaterThan(10);
      expect(pointing.filter((name) => !known.has(name))).toEqual([]);
    });

    it('lists a twin typed differently as a likely duplicate, with its reasons and score', async () => {
      const created = await staff.manager.post('/api/dealer/customer/', {
        first_name: 'HELENE', last_name: 'gagne', email: 'h.gagne@example.org', email_confirmation: 'h.gagne@example.org', phone: '(416) 555-0101',
        address_line_1: '', address_line_2: 'App. 4', city: 'Toronto', province: 'on', postal_code: 'm5v 2t6', note: 'Asked for a call back.', allow_duplicate: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      twin = created.json().id as number;
      const deal = await staff.manager.post('/api/dealer/order/', { customer: twin, vehicle: cf.vehicles.crv, payment_type: 'lease', allow_duplicate: true });
      expect(deal.statusCode, deal.body).toBe(201);
      twinDeal = deal.json().id as number;
      expect((await staff.manager.patch(`/api/dealer/order/${twinDeal}/`, { note: 'Wants the blue one' })).statusCode).toBe(200);
      const tradeIn = await staff.manager.put(`/api/dealer/order/${twinDeal}/trade_in/`, { vehicle: { year: 2018, make: 'Mazda', model: 'CX-5', odometer: 90000 } });
      expect(tradeIn.statusCode, tradeIn.body).toBe(200);
      await connectProcessor(t);
      await paidDeposit(t, twinDeal, 'hold');
      await db().insert(staffNotifications).values({ userId: t.fixture.users.manager.id, dealershipId: t.fixture.dealerships.ontario, customerId: twin, orderId: twinDeal, kind: 'deposit_paid', detail: { customer_name: 'Helene gagne' } });

      const r = await staff.manager.get(`${M}/duplicates/`);
      expect(r.statusCode, r.body).toBe(200);
      const pair = (r.json().results as { score: number; reasons: string[]; customers: { id: number }[] }[])
        .find((p) => p.customers.some((c) => c.id === twin));
      expect(pair?.customers.map((c) => c.id)).toEqual([cf.customers.gagne, twin]); // oldest first
      expect(pair?.reasons).toEqual(['phone', 'name_postal_code']);
      expect(pair?.score).toBe(80);
      expect((await staff.manager.get(`${M}/duplicates/?page=0`)).statusCode).toBe(400);
    });

    it('refuses a sales rep (403) and a corporate user\'s merge (403); another store\'s customer is 404', async () => {
      expect((await staff.rep.get(`${M}/duplicates/`)).statusCode).toBe(403);
      expect((await staff.rep.post(`${M}/merge/`, { keep: cf.customers.gagne, merge: twin })).statusCode).toBe(403);
      expect((await staff.corporate.post(`${M}/merge/`, { keep: cf.customers.gagne, merge: twin })).statusCode).toBe(403);
      expect((await staff.manager.post(`${M}/merge/`, { keep: cf.customers.gagne, merge: cf.otherCustomer })).statusCode).toBe(404);
      expect((await staff.other.post(`${M}/merge/`, { keep: cf.customers.gagne, merge: twin })).statusCode).toBe(404);
      expect((await staff.manager.post(`${M}/merge/`, { keep: cf.customers.gagne, merge: 999_999 })).statusCode).toBe(404);
    });

    it('answers 400 problem+json per field', async () => {
      const empty = await staff.manager.post(`${M}/merge/`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.headers['content-type']).toContain('application/problem+json');
      expect(empty.json().errors).toEqual({ keep: ['required'], merge: ['required'] });
      const same = await staff.manager.post(`${M}/merge/`, { keep: twin, merge: twin });
      expect(same.json().errors).toEqual({ merge: ['customer.merge_same'] });
      const typed = await staff.manager.post(`${M}/merge/`, { keep: 'x', merge: -1 });
      expect(typed.statusCode).toBe(400);
      expect(Object.keys(typed.json().errors as object)).toContain('keep');
    });

    it('previews the merged fields and what moves, writing nothing', async () => {
      const before = await footprintOf(db(), twin);
      const r = await staff.manager.post(`${M}/merge/?dry_run=1`, { keep: cf.customers.gagne, merge: twin });
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body.id).toBeNull();
      expect(body.counts).toMatchObject({ deals: 1, notes: 2, trade_ins: 1, deposits: 1 });
      expect(body.counts.notifications).toBeGreaterThanOrEqual(1);
      expect(body.counts.timeline).toBeGreaterThan(0);
      const field = (name: string) => (body.fields as { field: string; result: unknown; source: string }[]).find((f) => f.field === name);
      expect(field('first_name')).toMatchObject({ result: 'Hélène', source: 'kept' });
      expect(field('note')).toMatchObject({ result: 'Asked for a call back.', source: 'merged' });
      expect(field('address_line_2')).toMatchObject({ source: 'kept' }); // line 2 follows line 1, which the kept record has
      expect(await footprintOf(db(), twin)).toEqual(before);
      expect((await staff.manager.get(record(twin))).statusCode).toBe(200);
    });

    it('merges without losing a row, hides the other record, audits it; the undo puts back exactly what was there', async () => {
      const keep = cf.customers.gagne;
      const fpKept = await footprintOf(db(), keep);
      const fpMerged = await footprintOf(db(), twin);
      expect(total(fpMerged)).toBeGreaterThan(5);
      const movedSum = await checksum(db(), fpMerged, true);
      const fullBefore = { kept: await checksum(db(), fpKept, false), merged: await checksum(db(), fpMerged, false), people: await customerRows(db(), [keep, twin]) };

      const r = await staff.manager.post(`${M}/merge/`, { keep, merge: twin });
      expect(r.statusCode, r.body).toBe(200);
      const mergeId = r.json().id as number;
      expect(mergeId).toBeGreaterThan(0);

      expect(await footprintOf(db(), keep)).toEqual(union(fpKept, fpMerged));
      expect(total(await footprintOf(db(), twin))).toBe(0);
      expect(await checksum(db(), fpMerged, true)).toEqual(movedSum);
      const kept = await staff.manager.get(record(keep));
      expect(kept.json().note).toBe('Asked for a call back.');
      expect((await staff.manager.get(record(twin))).statusCode).toBe(404);
      expect((await staff.manager.get(`/api/dealer/order/${twinDeal}/`)).json().customer).toBe(keep);
      const list = await staff.manager.get('/api/dealer/customer/?archive_status=all&search=gagne');
      expect((list.json().results as { id: number }[]).map((c) => c.id)).toEqual([keep]);
      const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'customers_merged'), sql`${auditLog.detail}->>'merge_id' = ${String(mergeId)}`));
      expect(audit?.detail).toMatchObject({ kept_id: keep, merged_id: twin, moved_orders: 1 });
      expect((await staff.manager.get(`${M}/${keep}/last_merge/`)).json().merge).toMatchObject({ id: mergeId, merged_id: twin, undoable: true });
      expect((await staff.manager.get(`${M}/duplicates/`)).json().results.some((p: { customers: { id: number }[] }) => p.customers.some((c) => c.id === twin))).toBe(false);

      const undo = await staff.manager.post(`${M}/merge/${mergeId}/undo/`, {});
      expect(undo.statusCode, undo.body).toBe(200);
      expect(await footprintOf(db(), keep)).toEqual(fpKept);
      expect(await footprintOf(db(), twin)).toEqual(fpMerged);
      expect({ kept: await checksum(db(), fpKept, false), merged: await checksum(db(), fpMerged, false), people: await customerRows(db(), [keep, twin]) }).toEqual(fullBefore);
      expect((await staff.manager.get(record(twin))).statusCode).toBe(200);
      const again = await staff.manager.post(`${M}/merge/${mergeId}/undo/`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'merge_undo_refused', reason: 'already_undone' });
    });

    it('refuses the undo once something new reached the kept customer', async () => {
      const r = await staff.admin.post(`${M}/merge/`, { keep: cf.customers.gagne, merge: twin });
      expect(r.statusCode, r.body).toBe(200);
      const mergeId = r.json().id as number;
      const deal = await staff.admin.post('/api/dealer/order/', { customer: cf.customers.gagne, vehicle: cf.vehicles.civic, payment_type: 'cash', allow_duplicate: true });
      expect(deal.statusCode, deal.body).toBe(201);
      expect((await staff.admin.get(`${M}/${cf.customers.gagne}/last_merge/`)).json().merge).toMatchObject({ id: mergeId, undoable: false });
      const undo = await staff.admin.post(`${M}/merge/${mergeId}/undo/`, {});
      expect(undo.statusCode).toBe(409);
      expect(undo.json()).toMatchObject({ code: 'merge_undo_refused', reason: 'changed_since' });
      const [hidden] = await db().select({ mergedInto: customers.mergedIntoId }).from(customers).where(eq(customers.id, twin));
      expect(hidden?.mergedInto).toBe(cf.customers.gagne);
      expect((await staff.admin.post(`${M}/merge/999999/undo/`, {})).statusCode).toBe(404);
      expect((await staff.other.post(`${M}/merge/${mergeId}/undo/`, {})).statusCode).toBe(404);
    });
  });
}
