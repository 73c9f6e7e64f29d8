import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyStaff } from '@dealer-panel/core/notifications/notify-staff';
import type { NotificationEvent } from '@dealer-panel/core/notifications/notification';
import { dealerships, users } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';
import { Agent } from './support/test-app';

const N = '/api/dealer/notifications/';
const MARK = `${N}mark_read/`;
type Listed = { id: number; kind: string; customer: { id: number; name: string }; order: number | null; detail: object; created: string; read: boolean };

for (const engine of throwawayEngines()) {
  describe(`notifications API (${engine.kind})`, () => {
    const { t, cf, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    const listOf = async (who: typeof admin, query = ''): Promise<{ count: number; unread: number; results: Listed[] }> => {
      const r = await who.get(`${N}${query}`);
      if (r.statusCode !== 200) throw new Error(r.body);
      return r.json();
    };

    beforeAll(async () => {
      await t.ports.database.db.update(users).set({ language: 'fr_CA' }).where(eq(users.id, t.fixture.users.manager.id));
      const notify = notifyStaff(t.ports);
      const at = (e: Omit<NotificationEvent, 'dealershipId'>, store = t.fixture.dealerships.ontario) => notify({ ...e, dealershipId: store })();
      await at({ customerId: cf.customers.gagne, orderId: cf.orders.gagneFinance, kind: 'customer_paid_deposit', detail: { customerName: 'Hélène Gagné', amountCents: 50000 } });
      t.clock.advance(60_000);
      await at({ customerId: cf.customers.cote, orderId: cf.orders.coteLease, kind: 'customer_submits_appointment', detail: { customerName: 'Marc Côté', at: '2026-06-03T14:30:00Z' } });
      t.clock.advance(60_000);
      await at({ customerId: cf.customers.thompson, orderId: null, kind: 'customer_creates_account', detail: { customerName: 'Ava Thompson' } });
      await at({ customerId: cf.otherCustomer, orderId: null, kind: 'customer_creates_account', detail: { customerName: 'Someone Else' } }, t.fixture.dealerships.other);
    });

    it("lists the user's notifications at the store, newest first, with the unread count", async () => {
      const listed = await listOf(admin);
      expect([listed.count, listed.unread]).toEqual([3, 3]);
      expect(listed.results.map((n) => [n.kind, n.customer.name, n.read])).toEqual([
        ['customer_creates_account', 'Ava Thompson', false], ['customer_submits_appointment', 'Marc Côté', false], ['customer_paid_deposit', 'Hélène Gagné', false],
      ]);
      expect(listed.results[2]).toMatchObject({ customer: { id: cf.customers.gagne }, order: cf.orders.gagneFinance, detail: { amount_cents: 50000 } });
      expect(listed.results[1]!.detail).toEqual({ at: '2026-06-03T14:30:00Z', time_zone: 'America/Toronto' });
      expect(listed.results[0]!.created).toBe(t.clock.now().toISOString());
      expect((await listOf(admin, '?page=2')).results).toEqual([]);
    });

    it("tells a rep only of their own customers, corporate users nothing, and lists nothing of another store", async () => {
      expect((await listOf(rep)).results.map((n) => n.customer.name)).toEqual(['Hélène Gagné']);
      expect((await listOf(manager)).count).toBe(3);
      expect(await listOf(corporate)).toMatchObject({ count: 0, unread: 0, results: [] });
      expect((await listOf(other)).results.map((n) => n.customer.name)).toEqual(['Someone Else']);
    });

    it("e-mails each recipient through the outbox in their language, with the link to the customer's record", async () => {
      const mails = (await t.ports.outbox.latest(100)).filter((m) => m.channel === 'email');
      const toManager = mails.filter((m) => m.to === t.fixture.users.manager.email);
      const deposit = toManager.find((m) => m.subject.startsWith('Hélène Gagné'));
      expect(deposit?.subject.replace(/\s/g, ' ')).toBe('Hélène Gagné a versé un dépôt de 500,00 $');
      expect(deposit?.body).toContain(`/dealer/customers/${cf.customers.gagne}`);
      expect(deposit?.body).toContain('Ouvrez la fiche du client');
      expect(mails.filter((m) => m.to === t.fixture.users.rep.email).map((m) => m.subject)).toEqual(['Hélène Gagné paid a deposit of $500.00']);
      expect(mails.some((m) => m.to === t.fixture.users.corporate.email)).toBe(false);
    });

    it("marks some read, ignoring another user's ids, then all; the count follows", async () => {
      const mine = (await listOf(admin)).results;
      const [repsOwn] = (await listOf(rep)).results;
      const [theirs] = (await listOf(other)).results;
      const some = await admin.post(MARK, { ids: [mine[0]!.id, repsOwn!.id, theirs!.id] });
      expect(some.statusCode, some.body).toBe(200);
      expect(some.json()).toEqual({ unread: 2 });
      expect((await listOf(admin)).results.map((n) => n.read)).toEqual([true, false, false]);
      expect((await listOf(rep)).unread).toBe(1);
      expect((await listOf(other)).unread).toBe(1);
      const all = await admin.post(MARK, {});
      expect(all.json()).toEqual({ unread: 0 });
      expect((await listOf(admin)).results.every((n) => n.read)).toBe(true);
      expect((await listOf(manager)).unread).toBe(3);
    });

    it('answers 400 naming a bad page or bad ids, and 401 without a session', async () => {
      const page = await admin.get(`${N}?page=0`);
      expect(page.statusCode).toBe(400);
      expect(page.json().errors).toEqual({ page: ['list.page_invalid'] });
      const ids = await admin.post(MARK, { ids: ['one'] });
      expect(ids.statusCode).toBe(400);
      expect(Object.keys(ids.json().errors)).toEqual(['ids']);
      const many = await admin.post(MARK, { ids: Array.from({ length: 201 }, (_, i) => i + 1) });
      expect(many.json().errors).toEqual({ ids: ['list.too_long'] });
      expect((await new Agent(t.app).get(N)).statusCode).toBe(401);
    });

    it("words a US store's news in US dollars and at its own calendar's clock (Los Angeles), in the list and the e-mail", async () => {
      const store = t.fixture.dealerships.other;
      await t.ports.database.db.update(dealerships).set({ calendar: { time_zone: 'America/Los_Angeles' } }).where(eq(dealerships.id, store));
      const notify = notifyStaff(t.ports);
      await notify({ dealershipId: store, customerId: cf.otherCustomer, orderId: null, kind: 'customer_paid_deposit', detail: { amountCents: 25000 } })();
      await notify({ dealershipId: store, customerId: cf.otherCustomer, orderId: null, kind: 'customer_submits_appointment', detail: { at: '2026-06-03T14:30:00.000Z' } })();
      const [asked, paid] = (await listOf(other)).results;
      expect(paid!.detail).toEqual({ amount_cents: 25000, currency: 'USD' });
      expect(asked!.detail).toEqual({ at: '2026-06-03T14:30:00.000Z', time_zone: 'America/Los_Angeles' });
      const subjects = (await t.ports.outbox.latest(100)).filter((m) => m.to === t.fixture.users.otherAdmin.email).map((m) => m.subject.replace(/\s/g, ' '));
      expect(subjects).toContain(`${paid!.customer.name} paid a deposit of US$250.00`);
      expect(subjects).toContain(`${paid!.customer.name} asked for an appointment on Jun 3, 2026, 7:30 a.m. PDT`);
    });
  });
}
