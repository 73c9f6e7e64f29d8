import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signInStaff, signedInSuite } from './support/signed-in';
import { Agent } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 29 item 10: a deal link is a 256-bit token; it no longer works forever. A deal closed
 * (confirmed) or lost (an ended status) keeps its link for 30 days (core/customers/deal-link-lifetime.ts),
 * then the link answers as an unknown one; the staff's send_order_link/ gives a fresh link, good for
 * 30 days from its sending, and the ended one stays ended.
 */
for (const engine of throwawayEngines()) {
  describe(`a deal link's lifetime (${engine.kind})`, () => {
    const { t, cf } = signedInSuite(engine, { customers: true });
    // The clock moves by months: the admin signs in again each time (sessions end after 12 hours).
    const admin = { post: async (url: string) => (await signInStaff(t, 'admin')).post(url) };
    const tokenOf = async (orderId: number) => {
      const [row] = await t.ports.database.db.select({ token: orders.linkToken }).from(orders).where(eq(orders.id, orderId));
      return row!.token;
    };
    const opens = async (token: string, orderId: number): Promise<number> => {
      const link = await t.app.inject({ method: 'GET', url: `/api/customer/link/deal/${token}/` });
      const tasks = await t.app.inject({ method: 'GET', url: `/api/customer/tasks/${orderId}/`, headers: { 'x-deal-token': token } });
      expect(tasks.statusCode, `${link.statusCode} ${link.body} / ${tasks.body}`).toBe(link.statusCode);
      return link.statusCode;
    };

    it('keeps an open deal\'s link, closes a confirmed deal\'s 30 days later, and a fresh one works 30 days from its sending', async () => {
      const id = cf.orders.levesqueFinance;
      const first = await tokenOf(id);
      expect(await opens(first, id), 'before').toBe(200);
      t.clock.advance(400 * DAY);
      expect(await opens(first, id), 'an open deal\'s link never ends').toBe(200);
      const confirmed = await admin.post(`/api/dealer/order/${id}/confirm_order/`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      t.clock.advance(30 * DAY - 60_000);
      expect(await opens(first, id)).toBe(200);
      t.clock.advance(60_000);
      expect(await opens(first, id), 'ended: the answer of an unknown link').toBe(404);
      const page = await t.app.inject({ method: 'GET', url: `/deal/${first}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This link has expired or no longer works');
      const fr = await t.app.inject({ method: 'GET', url: `/deal/${first}`, headers: { 'accept-language': 'fr-CA' } });
      expect(fr.body).toContain('Ce lien est expiré ou ne fonctionne plus');

      expect((await admin.post(`/api/dealer/order/${id}/send_order_link/`)).statusCode).toBe(200);
      const fresh = await tokenOf(id);
      expect(fresh).not.toBe(first);
      expect(await opens(first, id), 'the ended link stays ended').toBe(404);
      expect(await opens(fresh, id)).toBe(200);
      t.clock.advance(30 * DAY - 60_000);
      expect(await opens(fresh, id)).toBe(200);
      t.clock.advance(60_000);
      expect(await opens(fresh, id)).toBe(404);
    });

    it('closes a lost deal\'s link 30 days after it was lost', async () => {
      const id = cf.orders.thompsonLease;
      const token = await tokenOf(id);
      expect(await opens(token, id)).toBe(200);
      await t.ports.database.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, id));
      // The deal's next write notices the end (here, the note the desk leaves).
      await t.ports.orders.update(t.fixture.dealerships.ontario, id, { note: 'customer bought elsewhere' }, t.clock.now());
      t.clock.advance(30 * DAY - 60_000);
      expect(await opens(token, id)).toBe(200);
      t.clock.advance(60_000);
      expect(await opens(token, id)).toBe(404);
      // Nor does it ask for a sign-in code any more (compulsory_login's way in).
      const code = await new Agent(t.app).post('/api/customer/sign_in/send_code/', {}, { headers: { 'x-deal-token': token } });
      expect(code.statusCode, code.body).toBe(404);
    });
  });
}
