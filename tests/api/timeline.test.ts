import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const O = '/api/dealer/order/';
const timeline = (id: number) => `${O}${id}/timeline/`;

/** The deal timeline (issue 14 item 7): written by the actions as they happen, read per deal. */
for (const engine of throwawayEngines()) {
  describe(`the deal timeline (${engine.kind})`, () => {
    const { cf, staff: { admin, manager, rep, other } } = signedInSuite(engine, { customers: true, staff: STAFF });

    it('lists what was done to a new deal, oldest first, with who did it', async () => {
      const created = await manager.post(O, { customer: cf.customers.gagne, vehicle: cf.vehicles.civic, payment_type: 'finance', allow_duplicate: true });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      expect((await manager.request('PATCH', `${O}${id}/`, { note: 'Rappeler après 17 h', payment_type: 'lease' })).statusCode).toBe(200);
      expect((await manager.request('PATCH', `${O}${id}/`, { note: 'Rappeler après 17 h' })).statusCode).toBe(200);
      expect((await manager.post(`${O}${id}/send_order_link/`)).statusCode).toBe(200);
      expect((await manager.post(`${O}${id}/confirm_order/`)).statusCode).toBe(200);
      expect((await manager.request('PATCH', `${O}${id}/set_archive_status_order/`, { archivedStatus: true })).statusCode).toBe(200);
      const r = await manager.get(timeline(id));
      expect(r.statusCode, r.body).toBe(200);
      const entries = r.json().results as { event: string; actor: string; actor_name: string | null; detail: Record<string, unknown>; at: string }[];
      expect(entries.map((e) => e.event)).toEqual([
        'status.created', 'note.changed', 'deal.payment_type_changed', 'message.queued', 'message.deal_link_sent', 'status.completed', 'status.archived',
      ]);
      // The e-mail itself (issue 30.4) is the outbox's, not a person's: it has no actor.
      const message = entries.find((e) => e.event === 'message.queued');
      expect(message?.actor_name).toBeNull();
      expect(new Set(entries.filter((e) => e !== message).map((e) => e.actor_name))).toEqual(new Set(['manager Fixture']));
      expect(entries[1]?.detail).toEqual({ note: 'Rappeler après 17 h' });
      expect(entries[2]?.detail).toEqual({ from: 'finance', to: 'lease' });
      expect(entries[4]?.detail).toEqual({ channel: 'email' });
      expect(entries.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    });

    it("names the store's time zone, so the history's times are read at the store's clock (issue 29 item 2)", async () => {
      const r = await manager.get(timeline(cf.orders.gagneFinance));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().time_zone).toBe('America/Toronto');
      expect((await admin.patch('/api/dealer/dealership/update/', { time_zone: 'America/Vancouver' })).statusCode).toBe(200);
      try {
        expect((await manager.get(timeline(cf.orders.gagneFinance))).json().time_zone).toBe('America/Vancouver');
      } finally {
        await admin.patch('/api/dealer/dealership/update/', { time_zone: null });
      }
    });

    it("answers 404 for another store's deal and for a colleague's customer's deal to a rep", async () => {
      expect((await other.get(timeline(cf.orders.gagneFinance))).statusCode).toBe(404);
      expect((await rep.get(timeline(cf.orders.coteLease))).statusCode).toBe(404);
      expect((await rep.get(timeline(cf.orders.gagneFinance))).statusCode).toBe(200);
      expect((await manager.get(timeline(999_999))).statusCode).toBe(404);
    });
  });
}
