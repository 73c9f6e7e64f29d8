import { and, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotifications } from '@dealer-panel/core/access/dealer-user';
import type { NotificationKind } from '@dealer-panel/core/notifications/notification';
import { payDeposit } from '@dealer-panel/core/deposits/pay-deposit';
import { depositDeps } from '../../adapters/di/server-deps';
import { customers, dealerships, memberships, orders, staffNotifications, users } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { seedCustomerFixture, type CustomerFixture } from './support/customer-fixture';
import { at, key, loopbackProcessor, newDeal } from './support/deposit-fixture';
import { signInStaff, type StaffClient } from './support/signed-in';
import { Agent, testApp, type TestApp } from './support/test-app';

const SECRET = 'whsec_sim_trigger_secret';
const ACCOUNT = 'acct_sim_triggers';
const WEEK = {
  MONDAY: { start: '09:00', end: '18:00' }, TUESDAY: { start: '09:00', end: '18:00' }, WEDNESDAY: { start: '09:00', end: '18:00' },
  THURSDAY: { start: '09:00', end: '18:00' }, FRIDAY: { start: '09:00', end: '18:00' }, SATURDAY: null, SUNDAY: null,
};
// The test clock starts Monday 2026-06-01 14:00 UTC; Toronto is on daylight time (UTC-4).
const TUESDAY_1030 = '2026-06-02T10:30:00-04:00';
const TUESDAY_1130 = '2026-06-02T11:30:00-04:00';
const APPOINTMENT = '/api/customer/appointment/';

/**
 * The customer-side triggers of dealer notifications (issue 14 item 6): a deposit paid through the
 * processor (the pay call, or its webhook when our commit was lost), an appointment asked by the
 * customer, and the customer's first sign-in by a link (their account). Each tells the staff whose
 * preference is on (never a deactivated or corporate user), once per event.
 */
for (const engine of throwawayEngines()) {
  describe(`customer-side notification triggers (${engine.kind})`, () => {
    let t: TestApp;
    let cf: CustomerFixture;
    let manager: StaffClient;
    const queued: (() => Promise<void>)[] = [];
    const flush = async () => { for (const send of queued.splice(0)) await send(); };
    const db = () => t.ports.database.db;
    /** Who was told of `kind` about the deal (or the customer, for an account), by fixture name. */
    const told = async (kind: NotificationKind, where: { orderId?: number; customerId?: number }) => {
      const rows = await db().select({ userId: staffNotifications.userId }).from(staffNotifications)
        .where(and(eq(staffNotifications.kind, kind), where.orderId === undefined ? undefined : eq(staffNotifications.orderId, where.orderId),
          where.customerId === undefined ? undefined : eq(staffNotifications.customerId, where.customerId)));
      const names = Object.entries(t.fixture.users);
      return rows.map((r) => names.find(([, u]) => u.id === r.userId)?.[0] ?? String(r.userId)).sort();
    };
    const tokenOf = async (orderId: number) => {
      const token = `trigger-test-token-${orderId}-abcdefghijklmnopqrstuvwxyz`;
      await db().update(orders).set({ linkToken: token }).where(eq(orders.id, orderId));
      return token;
    };
    const customer = (token: string | null) => {
      const agent = new Agent(t.app);
      const headers = token === null ? {} : { headers: { 'x-deal-token': token } };
      return {
        get: (url: string) => agent.request('GET', url, undefined, headers),
        post: (url: string, body: unknown) => agent.post(url, body, headers),
      };
    };

    beforeAll(async () => {
      t = await testApp(await engine.open(), {
        webhookSecret: SECRET,
        depositProcessor: loopbackProcessor(() => t.app, SECRET, queued),
      });
      cf = await seedCustomerFixture(t.ports, t.fixture);
      manager = await signInStaff(t, 'manager');
      const on = t.fixture.dealerships.ontario;
      await t.ports.cardProcessorAccounts.connect(on, { accountId: ACCOUNT, connectedAt: new Date() });
      await db().update(dealerships).set({ hours: WEEK }).where(eq(dealerships.id, on));
      // A deactivated dealer admin and a corporate one are at the store; the manager does not want to hear of deposits.
      await db().update(memberships).set({ role: 'dealer_admin' }).where(and(eq(memberships.userId, t.fixture.users.inactive.id), eq(memberships.dealershipId, on)));
      await db().update(users).set({ dealerNotifications: { ...defaultNotifications, customer_paid_deposit: false } }).where(eq(users.id, t.fixture.users.manager.id));
    });
    afterAll(async () => { await t.close(); });

    const newDeposit = async (mode: 'hold' | 'capture') => {
      const orderId = await newDeal(manager, cf);
      const deal = await t.ports.deposits.deal(t.fixture.dealerships.ontario, orderId);
      const deposit = await t.ports.deposits.create({ dealershipId: t.fixture.dealerships.ontario, orderId, customerId: deal?.customerId ?? 0, mode, amountCents: 30_000, currency: 'CAD' }, t.clock.now());
      return { orderId, deposit };
    };

    it('a deposit the customer pays tells the rep and the admins who want it, once; the repeat and the dealer\'s capture tell no one again', async () => {
      const { orderId } = await newDeposit('hold');
      const pay = { dealershipId: t.fixture.dealerships.ontario, orderId, paymentMethod: '4242424242424242', idempotencyKey: `pay-${orderId}`, ip: '' };
      expect(E.isRight(await payDeposit(depositDeps(t.ports))(pay)())).toBe(true);
      expect(E.isRight(await payDeposit(depositDeps(t.ports))(pay)())).toBe(true);
      await flush();
      expect(await told('customer_paid_deposit', { orderId })).toEqual(['admin', 'rep']);
      const [row] = await db().select().from(staffNotifications).where(eq(staffNotifications.orderId, orderId));
      expect(row?.detail).toEqual({ customer_name: 'Hélène Gagné', amount_cents: 30_000, currency: 'CAD' });
      expect((await manager.post(at(orderId, 'capture_deposit'), {}, key())).statusCode).toBe(200);
      await flush();
      expect(await told('customer_paid_deposit', { orderId })).toEqual(['admin', 'rep']);
      const mails = (await t.ports.outbox.latest(200)).filter((m) => m.subject === 'Hélène Gagné paid a deposit of $300.00');
      expect(mails.map((m) => m.to).sort()).toEqual([t.fixture.users.admin.email, t.fixture.users.rep.email]);
    });

    it('a payment only the webhook tells of (our commit lost) tells the staff once, however often the event comes', async () => {
      const { orderId, deposit } = await newDeposit('capture');
      // The processor took the money; our record never heard of it.
      const charged = await t.ports.depositProcessor.charge({ accountId: ACCOUNT, depositId: deposit.id, amountCents: 30_000, currency: 'CAD', paymentMethod: '4242424242424242', idempotencyKey: `lost-${orderId}` })();
      expect(E.isRight(charged)).toBe(true);
      expect(await told('customer_paid_deposit', { orderId })).toEqual([]);
      const sends = [...queued];
      await flush();
      for (const send of sends) await send();
      expect(await t.ports.deposits.byOrder(t.fixture.dealerships.ontario, orderId)).toMatchObject({ state: 'confirmed', paymentStatus: 'paid' });
      expect(await told('customer_paid_deposit', { orderId })).toEqual(['admin', 'rep']);
    });

    it('money marked as paid by the dealer tells no one', async () => {
      const { orderId } = await newDeposit('capture');
      expect((await manager.post(at(orderId, 'mark_as_paid'), {}, key())).statusCode).toBe(200);
      await flush();
      expect(await told('customer_paid_deposit', { orderId })).toEqual([]);
    });

    it('an appointment the customer asks for is checked as a proposal, made unconfirmed and told once; the same time again changes nothing', async () => {
      const orderId = await newDeal(manager, cf);
      const token = await tokenOf(orderId);
      const them = customer(token);
      const read = await them.get(`${APPOINTMENT}${orderId}/`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ order: orderId, proposed_appointment: null, appointment_status: null, time_zone: 'America/Toronto', appointment_length: 60 });
      expect(read.json()).not.toHaveProperty('customer');
      const asked = await them.post(`${APPOINTMENT}${orderId}/`, { proposed_appointment: TUESDAY_1030 });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toMatchObject({ proposed_appointment: '2026-06-02T14:30:00.000Z', appointment_status: 'unconfirmed' });
      expect((await them.post(`${APPOINTMENT}${orderId}/`, { proposed_appointment: '2026-06-02T14:30:00Z' })).statusCode).toBe(200);
      expect(await told('customer_submits_appointment', { orderId })).toEqual(['admin', 'manager', 'rep']);
      const dealerView = (await manager.get(`/api/dealer/order/${orderId}/appointment/`)).json();
      expect(dealerView).toMatchObject({ proposed_appointment: '2026-06-02T14:30:00.000Z', appointment_status: 'unconfirmed' });
      const history = (await manager.get(`/api/dealer/order/${orderId}/timeline/`)).json() as { results: { event: string; actor: string }[] };
      expect(history.results.filter((e) => e.event === 'appointment.asked').map((e) => e.actor)).toEqual(['customer']);
      const [row] = await db().select().from(staffNotifications).where(and(eq(staffNotifications.orderId, orderId), eq(staffNotifications.kind, 'customer_submits_appointment')));
      expect(row?.detail).toEqual({ customer_name: 'Hélène Gagné', at: '2026-06-02T14:30:00.000Z', time_zone: 'America/Toronto' });
      // Confirmed by the dealer, then the customer asks for another time: unconfirmed again, told again (another event).
      expect((await manager.post(`/api/dealer/order/${orderId}/confirm_appointment/`, {})).statusCode).toBe(200);
      expect((await them.post(`${APPOINTMENT}${orderId}/`, { proposed_appointment: TUESDAY_1030 })).json().appointment_status).toBe('confirmed');
      expect((await them.post(`${APPOINTMENT}${orderId}/`, { proposed_appointment: TUESDAY_1130 })).json().appointment_status).toBe('unconfirmed');
      expect(await told('customer_submits_appointment', { orderId })).toEqual(['admin', 'admin', 'manager', 'manager', 'rep', 'rep']);
    });

    it('two identical asks at once tell the staff once', async () => {
      const orderId = await newDeal(manager, cf);
      const token = await tokenOf(orderId);
      const answers = await Promise.all([customer(token).post(`${APPOINTMENT}${orderId}/`, { proposed_appointment: TUESDAY_1030 }), customer(token).post(`${APPOINTMENT}${orderId}/`, { proposed_appointment: TUESDAY_1030 })]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await told('customer_submits_appointment', { orderId })).toEqual(['admin', 'manager', 'rep']);
    });

    it.each([
      ['a closed day', '2026-06-06T11:00:00-04:00', 'appointment.store_closed'],
      ['after closing', '2026-06-02T18:30:00-04:00', 'appointment.outside_hours'],
      ['the past', '2026-05-29T10:00:00-04:00', 'appointment.in_the_past'],
      ['not a time', 'next tuesday', 'datetime.invalid'],
      ['no time', null, 'required'],
    ])('refuses %s with a field code, storing and telling nothing', async (_what, time, code) => {
      const orderId = cf.orders.macdonaldCash;
      const token = await tokenOf(orderId);
      const r = await customer(token).post(`${APPOINTMENT}${orderId}/`, { proposed_appointment: time });
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors).toEqual({ proposed_appointment: [code] });
      expect((await customer(token).get(`${APPOINTMENT}${orderId}/`)).json().appointment_status).toBeNull();
      expect(await told('customer_submits_appointment', { orderId })).toEqual([]);
    });

    it("answers 401 without the token, 404 for another deal's token or an unknown one, and 400 for a body that is not one", async () => {
      const orderId = cf.orders.gagneCash;
      const token = await tokenOf(orderId);
      expect((await customer(null).post(`${APPOINTMENT}${orderId}/`, { proposed_appointment: TUESDAY_1030 })).json()).toMatchObject({ status: 401, code: 'customer_token_required' });
      expect((await customer(token).post(`${APPOINTMENT}${cf.orders.gagneFinance}/`, { proposed_appointment: TUESDAY_1030 })).statusCode).toBe(404);
      expect((await customer('x'.repeat(43)).get(`${APPOINTMENT}${orderId}/`)).statusCode).toBe(404);
      const bad = await customer(token).post(`${APPOINTMENT}${orderId}/`, { proposed_appointment: 12 });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['proposed_appointment']);
    });

    it("a customer's first sign-in by a link opens their account and tells the staff once; later ones, by any link, tell no one", async () => {
      const customerId = cf.customers.cote;
      expect(await told('customer_creates_account', { customerId })).toEqual([]);
      const token = await tokenOf(cf.orders.coteLease);
      const [first, second] = await Promise.all([customer(null).get(`/api/customer/link/deal/${token}/`), customer(null).get(`/api/customer/link/deal/${token}/`)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect((await customer(token).get(`${APPOINTMENT}${cf.orders.coteLease}/`)).statusCode).toBe(200);
      // Cote's rep is the manager: told as the rep and as a manager, once.
      expect(await told('customer_creates_account', { customerId })).toEqual(['admin', 'manager']);
      const [stamp] = await db().select({ at: customers.accountOpenedAt }).from(customers).where(eq(customers.id, customerId));
      expect(stamp?.at).toEqual(t.clock.now());
      // The link a link checker fetches (a redirect into the customer app) is not a sign-in.
      const page = await t.app.inject({ method: 'GET', url: `/deal/${await tokenOf(cf.orders.thompsonLease)}` });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toMatch(/^\/shop\/deal\//);
      expect(await told('customer_creates_account', { customerId: cf.customers.thompson })).toEqual([]);
    });
  });
}
