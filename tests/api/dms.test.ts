import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dmsUseCases } from '@dealer-panel/core/dms/dms-use-cases';
import type { DmsSimulation } from '../../adapters/dms/simulated-dms';
import { dmsDeps } from '../../adapters/di/server-deps';
import { customers, orders } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';

const B = '/api/dms-integrations/integrations';
const SEC = 1000;

/**
 * The DMS link (issue 16 item 6) through the API on each engine: schedule a push (202, idempotent),
 * the job's run on the simulated DMS (pushed with its deal number; refused fields kept and never
 * retried; transient failures retried with a doubling wait, then pushed once), and who may do what.
 */
for (const engine of throwawayEngines()) {
  describe(`the DMS link (${engine.kind})`, () => {
    let simulation: DmsSimulation = { mode: 'ok' };
    const { t, cf, staff: { manager, rep, corporate, other } } = signedInSuite(engine, {
      customers: true, staff: { manager: 'manager', rep: 'sales_rep', corporate: 'corporate', other: { role: 'admin', country: 'US' } },
      app: { dmsSimulation: () => simulation },
    });
    const jobs = () => dmsUseCases(dmsDeps(t.ports));
    /** A deal of the Ontario store with its own customer (phone and postal code as given) and the fixture's Civic. */
    const deal = async (customer: { readonly phone?: string; readonly postalCode?: string; readonly firstName?: string } = {}) => {
      const db = t.ports.database.db;
      const [c] = await db.insert(customers).values({
        dealershipId: t.fixture.dealerships.ontario, firstName: customer.firstName ?? 'Élise', lastName: 'Gagnon', email: 'elise@example.test',
        phone: customer.phone ?? '4165550199', postalCode: customer.postalCode ?? 'M5V 2T6', provinceCode: 'ON',
      }).returning({ id: customers.id });
      const [o] = await db.insert(orders).values({
        dealershipId: t.fixture.dealerships.ontario, customerId: c!.id, vehicleId: cf.vehicles.civic, paymentType: 'finance', linkToken: `dms-${c!.id}-${Math.random()}`,
      }).returning({ id: orders.id });
      return o!.id;
    };

    it('queues a push once (202, the same job again), pushes it with the DMS\'s deal number, and says so on the deal', async () => {
      const id = await deal();
      const first = await manager.post(`${B}/${id}/schedule_push/`);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toMatchObject({ created: true, push: { state: 'queued', attempts: 0, requested_by: { id: t.fixture.users.manager.id } } });
      const again = await rep.post(`${B}/${id}/schedule_push/`);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toMatchObject({ created: false, push: { id: first.json().push.id, job_id: first.json().push.job_id } });
      expect((await manager.get(`${B}/sync-info/${id}/`)).json()).toMatchObject({ order_id: id, dms_system: 'simulated', dms_deal_number: null, last_push: { state: 'queued' }, may_push: true });

      expect(await jobs().runDue()).toBeGreaterThanOrEqual(1);
      const info = (await manager.get(`${B}/sync-info/${id}/`)).json();
      expect(info).toMatchObject({ dms_deal_number: expect.stringMatching(/^SIM-\d{6}$/), last_pushed_at: t.clock.now().toISOString(), last_push: { state: 'pushed', attempts: 1, field_errors: [] } });
      expect(info.last_push.requested_by.name).toBe('manager Fixture');
      expect(await t.ports.dmsLedger.dealsOf(t.fixture.dealerships.ontario, id)).toEqual([info.dms_deal_number]);
      const timeline = (await manager.get(`/api/dealer/order/${id}/timeline/`)).json();
      const events = (timeline.results ?? timeline).map((e: { event: string }) => e.event).filter((e: string) => e.startsWith('dms.'));
      expect(events).toEqual(['dms.queued', 'dms.pushed']);

      // Sent again: a new push updates the same DMS deal.
      const second = await manager.post(`${B}/${id}/schedule_push/`);
      expect(second.json()).toMatchObject({ created: true });
      await jobs().runDue();
      const after = (await manager.get(`${B}/sync-info/${id}/`)).json();
      expect(after).toMatchObject({ dms_deal_number: info.dms_deal_number, last_push: { state: 'pushed' } });
      expect(after.history).toHaveLength(2);
      expect(await t.ports.dmsLedger.dealsOf(t.fixture.dealerships.ontario, id)).toHaveLength(1);
    });

    it('keeps the DMS\'s per-field refusals and never retries them', async () => {
      const id = await deal({ phone: '', postalCode: '', firstName: 'Maximilienne-Éléonore-Geneviève' });
      expect((await manager.post(`${B}/${id}/schedule_push/`)).statusCode).toBe(202);
      await jobs().runDue();
      const info = (await manager.get(`${B}/sync-info/${id}/`)).json();
      expect(info.last_push).toMatchObject({ state: 'failed', failure: null, next_retry_at: null });
      expect(info.last_push.field_errors).toEqual(expect.arrayContaining([
        { field: 'customer.phone', code: 'required', limit: null },
        { field: 'customer.postal_code', code: 'required', limit: null },
        { field: 'customer.first_name', code: 'too_long', limit: 30 },
      ]));
      t.clock.advance(10 * 60 * SEC);
      await jobs().runDue();
      expect((await manager.get(`${B}/sync-info/${id}/`)).json().last_push.attempts).toBe(1);
      expect(await t.ports.dmsLedger.dealsOf(t.fixture.dealerships.ontario, id)).toEqual([]);
      // Fixed on the customer record, sent again: pushed.
      await t.ports.database.db.update(customers).set({ phone: '4165550123', postalCode: 'M5V 2T6', firstName: 'Max' })
        .where(eq(customers.id, (await t.ports.database.db.select({ c: orders.customerId }).from(orders).where(eq(orders.id, id)))[0]!.c));
      await manager.post(`${B}/${id}/schedule_push/`);
      await jobs().runDue();
      expect((await manager.get(`${B}/sync-info/${id}/`)).json().last_push).toMatchObject({ state: 'pushed', field_errors: [] });
    });

    it('retries a transient failure after 30 s, then 60 s, and pushes once the DMS answers', async () => {
      const id = await deal();
      simulation = { mode: 'fail-first', tries: 2 };
      try {
        await manager.post(`${B}/${id}/schedule_push/`);
        await jobs().runDue();
        const start = t.clock.now().getTime();
        let push = (await manager.get(`${B}/sync-info/${id}/`)).json().last_push;
        expect(push).toMatchObject({ state: 'retrying', attempts: 1, failure: 'unavailable', next_retry_at: new Date(start + 30 * SEC).toISOString() });
        t.clock.advance(29 * SEC);
        await jobs().runDue();
        expect((await manager.get(`${B}/sync-info/${id}/`)).json().last_push.attempts).toBe(1);
        t.clock.advance(1 * SEC);
        await jobs().runDue();
        push = (await manager.get(`${B}/sync-info/${id}/`)).json().last_push;
        expect(push).toMatchObject({ state: 'retrying', attempts: 2, next_retry_at: new Date(start + 90 * SEC).toISOString() });
        // Sending while it retries answers the same push.
        expect((await manager.post(`${B}/${id}/schedule_push/`)).json()).toMatchObject({ created: false, push: { id: push.id } });
        t.clock.advance(60 * SEC);
        await jobs().runDue();
        expect((await manager.get(`${B}/sync-info/${id}/`)).json().last_push).toMatchObject({ state: 'pushed', attempts: 3, failure: null });
        expect(await t.ports.dmsLedger.dealsOf(t.fixture.dealerships.ontario, id)).toHaveLength(1);
      } finally {
        simulation = { mode: 'ok' };
      }
    });

    it('another store\'s deal is not found; corporate users read and may not send', async () => {
      const id = await deal();
      for (const r of [await other.get(`${B}/sync-info/${id}/`), await other.post(`${B}/${id}/schedule_push/`)]) {
        expect(r.statusCode).toBe(404);
        expect(r.headers['content-type']).toMatch(/application\/problem\+json/);
      }
      expect((await manager.get(`${B}/sync-info/999999/`)).statusCode).toBe(404);
      const read = await corporate.get(`${B}/sync-info/${id}/`);
      expect(read.statusCode).toBe(200);
      expect(read.json().may_push).toBe(false);
      const refused = await corporate.post(`${B}/${id}/schedule_push/`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403 });
      expect((await manager.get(`${B}/sync-info/${id}/`)).json().last_push).toBeNull();
      expect((await manager.post(`${B}/${id}/schedule_push/`, { unexpected: 1 })).statusCode).toBeLessThan(500);
    });

    it('an archived deal is not sent: 409 order_archived, no push, and the card offers no send', async () => {
      const id = await deal();
      await t.ports.database.db.update(orders).set({ isArchived: true }).where(eq(orders.id, id));
      const refused = await manager.post(`${B}/${id}/schedule_push/`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'order_archived' });
      const read = (await manager.get(`${B}/sync-info/${id}/`)).json();
      expect(read).toMatchObject({ may_push: false, last_push: null });
    });
  });
}
