import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../adapters/persistence/schema';
import { staffNotifications } from '../../adapters/persistence/notifications/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';

/** The links sent to customers lead somewhere: /invitation/<token>, /deal/<token> (into the customer app since issue 15), and their JSON (issue 5). */
for (const engine of throwawayEngines()) {
  describe(`customer links (${engine.kind})`, () => {
    const { t, cf, staff: { admin: agent } } = signedInSuite(engine, { customers: true, staff: { admin: 'admin' } });
    let invitation: string;
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    const dealToken = async (orderId: number) => {
      const [row] = await t.ports.database.db.select({ token: orders.linkToken }).from(orders).where(eq(orders.id, orderId));
      return row!.token;
    };

    beforeAll(async () => {
      const link = await agent.get(`/api/dealer/customer/${cf.customers.gagne}/invitation_link/`);
      invitation = new URL(link.json().url as string).pathname.split('/')[2] ?? '';
    });

    it('uses unguessable invitation tokens (256 bits, URL-safe)', () => {
      expect(invitation).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    });

    it('answers an invitation with the minimum: dealership, first name, language; no contact details', async () => {
      const r = await get(`/api/customer/link/invitation/${invitation}/`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ kind: 'invitation', dealership_name: 'Fixture Toronto', dealership_city: 'Toronto', customer_first_name: 'Hélène', language: expect.any(String), vehicle: null, order: null });
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      // The link opens the customer app (shop/), which shows these facts.
      const page = await get(`/invitation/${invitation}`);
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe(`/shop/invitation/${invitation}`);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    });

    it('answers a deal link with its vehicle, on every step\'s link too', async () => {
      const token = await dealToken(cf.orders.gagneFinance);
      const r = await get(`/api/customer/link/deal/${token}/`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ kind: 'deal', customer_first_name: 'Hélène', vehicle: { year: 2024, make: 'Honda', model: 'Civic' }, order: cf.orders.gagneFinance });
      for (const [url, to] of [[`/deal/${token}`, ''], [`/deal/${token}/trade-in`, '/trade-in']] as const) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(302);
        expect(page.headers.location).toBe(`/shop/deal/${token}${to}`);
      }
    });

    it("keeps the customer's visit on the deal's history once, and tells the staff who asked to hear of it once", async () => {
      await t.ports.database.db.update(users).set({ dealerNotifications: { customer_opens_tokenized_link: true } }).where(eq(users.id, t.fixture.users.admin.id));
      const token = await dealToken(cf.orders.tremblayFinance);
      for (const url of [`/deal/${token}`, `/deal/${token}/deposit`, `/deal/${token}`]) expect((await get(url)).statusCode).toBe(302);
      const history = (await agent.get(`/api/dealer/order/${cf.orders.tremblayFinance}/timeline/`)).json().results as { event: string; actor: string }[];
      expect(history.filter((e) => e.event === 'customer.opened_link')).toEqual([expect.objectContaining({ actor: 'customer' })]);
      const told = await t.ports.database.db.select().from(staffNotifications)
        .where(and(eq(staffNotifications.kind, 'customer_opens_tokenized_link'), eq(staffNotifications.userId, t.fixture.users.admin.id)));
      expect(told).toHaveLength(1);
      const bell = (await agent.get('/api/dealer/notifications/')).json();
      expect(bell.unread).toBeGreaterThanOrEqual(1);
    });

    it('records no customer visit when a staff member of the store opens the link from the deal card', async () => {
      const token = await dealToken(cf.orders.gagneFinance);
      const visits = async () => ((await agent.get(`/api/dealer/order/${cf.orders.gagneFinance}/timeline/`)).json().results as { event: string }[])
        .filter((e) => e.event === 'customer.opened_link').length;
      const before = await visits();
      const opened = await agent.request('GET', `/deal/${token}/deposit`);
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe(`/shop/deal/${token}/deposit`);
      expect(await visits()).toBe(before);
    });

    it('answers an unknown, malformed or archived link with a friendly 404, in French when the browser asks', async () => {
      for (const url of ['/invitation/x'.padEnd(60, 'x'), '/deal/not-a-token', `/deal/${invitation}`]) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(404);
        expect(page.body).toContain('This link has expired or no longer works');
      }
      const fr = await get('/invitation/unknown', { 'accept-language': 'fr-CA,fr;q=0.9' });
      expect(fr.statusCode).toBe(404);
      expect(fr.body).toContain('Ce lien est expiré ou ne fonctionne plus');
      expect((await get(`/api/customer/link/deal/${invitation}/`)).statusCode).toBe(404);
      expect((await get(`/api/customer/link/other/${invitation}/`)).statusCode).toBe(404);
      const token = await dealToken(cf.orders.gagneFinance);
      await t.ports.database.db.update(orders).set({ isArchived: true }).where(eq(orders.id, cf.orders.gagneFinance));
      expect((await get(`/deal/${token}`)).statusCode).toBe(404);
    });
  });
}
