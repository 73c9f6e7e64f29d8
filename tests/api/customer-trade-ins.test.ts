import { and, eq } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import { memberships, orders, orderTimeline, staffNotifications } from '../../adapters/persistence/schema';
import { tradeIns } from '../../adapters/persistence/trade-ins/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import { Agent } from './support/test-app';

const C = '/api/customer/trade_in';
const D = '/api/dealer';
/** A 2019 Toyota RAV4 with 72,000 km and a finance balance. */
const RAV4 = {
  vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', trim: 'LE', odometer: '72000' },
  condition: 'good', finance_amount_due: '6300.00', lease_amount_due: '0', accident: false, accepted_terms: true,
};

/**
 * The customer's trade-in through the deal link's token (designed calls, issue 14 item 6 and issue 16
 * item 3), on each engine: read, submit (checked as the dealer's PUT; the staff told once), the
 * vehicle locked while an offer awaits, and the customer's answer onto the worksheet.
 */
for (const engine of throwawayEngines()) {
  describe(`the customer's trade-in (${engine.kind})`, () => {
    const { t, cf, staff: { manager, corporate } } = signedInSuite(engine, { customers: true, staff: { manager: 'manager', corporate: 'corporate' } });
    const db = () => t.ports.database.db;
    let deal: number;
    let token: string;
    const customer = (tok: string | null) => {
      const agent = new Agent(t.app);
      const opts = tok === null ? {} : { headers: { 'x-deal-token': tok } };
      return {
        get: (url: string) => agent.request('GET', url, undefined, opts),
        put: (url: string, body: unknown) => agent.request('PUT', url, body, opts),
        post: (url: string, body: unknown) => agent.request('POST', url, body, opts),
      };
    };
    const told = async (orderId: number) => {
      const rows = await db().select({ userId: staffNotifications.userId }).from(staffNotifications)
        .where(and(eq(staffNotifications.kind, 'customer_submits_trade_in'), eq(staffNotifications.orderId, orderId)));
      const names = Object.entries(t.fixture.users);
      return rows.map((r) => names.find(([, u]) => u.id === r.userId)?.[0] ?? String(r.userId)).sort();
    };

    beforeAll(async () => {
      deal = cf.orders.gagneFinance;
      token = `customer-trade-in-token-${deal}-abcdefghijklmnopqrstuvwxyz`;
      await db().update(orders).set({ linkToken: token }).where(eq(orders.id, deal));
      // A deactivated user made a dealer admin at the store: never told.
      await db().update(memberships).set({ role: 'dealer_admin' })
        .where(and(eq(memberships.userId, t.fixture.users.inactive.id), eq(memberships.dealershipId, t.fixture.dealerships.ontario)));
    });

    it('needs the deal\'s token: none 401, another deal\'s 404; no trade-in yet reads null in the store\'s unit', async () => {
      expect((await customer(null).get(`${C}/${deal}/`)).statusCode).toBe(401);
      expect((await customer(token).get(`${C}/${cf.orders.coteLease}/`)).statusCode).toBe(404);
      expect((await customer('not-a-token-of-any-deal').put(`${C}/${deal}/`, RAV4)).statusCode).toBe(404);
      const r = await customer(token).get(`${C}/${deal}/`);
      expect(r.statusCode, r.body).toBe(200);
      const [order] = await db().select({ step: orders.stepTradeIn }).from(orders).where(eq(orders.id, deal));
      expect(r.json()).toEqual({ order: deal, odometer_unit: 'km', country: 'CA', may_edit: true, step: order?.step, trade_in: null, offer: null, questions: [] });
    });

    it('refuses bad input per field as the dealer\'s PUT does, stores nothing and tells no one', async () => {
      const bad = await customer(token).put(`${C}/${deal}/`, { vehicle: { year: 1970, make: ' ', model: 'RAV4', odometer: 'lots', vin: '2HGFC2F58LH000001' }, finance_amount_due: '1.234' });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toMatchObject({
        'vehicle.year': ['number.too_small'], 'vehicle.make': ['required'], 'vehicle.vin': ['vin.check_digit'], finance_amount_due: ['money.invalid'],
      });
      expect(bad.json().errors).toHaveProperty(['vehicle.odometer']);
      const typed = await customer(token).put(`${C}/${deal}/`, { vehicle: { year: 2019, make: 'Toyota', model: 4, odometer: 1 } });
      expect([typed.statusCode, Object.keys(typed.json().errors ?? {})]).toEqual([400, ['vehicle.model']]);
      expect(await db().select().from(tradeIns).where(eq(tradeIns.orderId, deal))).toHaveLength(0);
      expect(await told(deal)).toEqual([]);
    });

    it('submits: the deal awaits the dealer, the history names the customer, the staff who want it are told once; the same again changes nothing', async () => {
      const r = await customer(token).put(`${C}/${deal}/`, RAV4);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        may_edit: true, step: 'awaiting-dealer', offer: null,
        trade_in: { vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', odometer: 72_000, odometer_unit: 'km', vin: null }, finance_amount_due: '6300.00', lease_amount_due: '0.00' },
      });
      expect(r.json().trade_in).not.toHaveProperty('estimates');
      const [order] = await db().select({ step: orders.stepTradeIn, awaiting: orders.awaiting }).from(orders).where(eq(orders.id, deal));
      expect(order).toEqual({ step: 'awaiting-dealer', awaiting: 'dealer' });
      expect(await told(deal)).toEqual(['admin', 'manager', 'rep']);
      const same = await customer(token).put(`${C}/${deal}/`, { ...RAV4, vehicle: { ...RAV4.vehicle, odometer: 72_000 } });
      expect(same.statusCode).toBe(200);
      expect(await told(deal)).toEqual(['admin', 'manager', 'rep']);
      const changed = await customer(token).put(`${C}/${deal}/`, { ...RAV4, condition: 'fair' });
      expect(changed.json().trade_in.condition).toBe('fair');
      expect(await told(deal)).toEqual(['admin', 'admin', 'manager', 'manager', 'rep', 'rep']);
      const history = await db().select({ event: orderTimeline.event, actor: orderTimeline.actor }).from(orderTimeline)
        .where(and(eq(orderTimeline.orderId, deal), eq(orderTimeline.kind, 'trade_in')));
      expect(history).toEqual([{ event: 'trade_in.created', actor: 'customer' }, { event: 'trade_in.updated', actor: 'customer' }]);
      // The dealer's page reads the customer's record, ready for an offer.
      const dealer = (await manager.get(`${D}/order/${deal}/trade_in/`)).json();
      expect(dealer).toMatchObject({ may_make_offer: true, trade_in: { condition: 'fair', order_step_status: 'awaiting-dealer' } });
      expect((await corporate.get(`${D}/order/${deal}/trade_in/`)).statusCode).toBe(200);
    });

    it('shows the dealer\'s offer, locks the vehicle while it awaits, and puts an accepted one on the worksheet', async () => {
      const made = await manager.post(`${D}/order/${deal}/tradein_offer/`, { dealer_offer: '15250.00', dealer_comments: 'Clean car' });
      expect(made.statusCode, made.body).toBe(200);
      const read = (await customer(token).get(`${C}/${deal}/`)).json();
      expect(read).toMatchObject({ may_edit: false, step: 'awaiting-customer', offer: { dealer_offer: '15250.00', dealer_comments: 'Clean car', status: 'awaiting' } });
      const locked = await customer(token).put(`${C}/${deal}/`, { ...RAV4, condition: 'poor' });
      expect([locked.statusCode, locked.json().type ?? locked.json().code, locked.json().offer_status]).toEqual([409, expect.stringContaining('trade_in_locked'), 'awaiting']);
      expect((await customer(token).post(`${C}/${deal}/offer_answer/`, { answer: 'maybe' })).statusCode).toBe(400);
      const accepted = await customer(token).post(`${C}/${deal}/offer_answer/`, { answer: 'accepted' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ may_edit: false, step: 'completed', offer: { status: 'accepted' } });
      const types = (await manager.get(`${D}/order/${deal}/payment-types/`)).json().results as { trade_in_type: string; trade_in_credit: string; trade_in_owing: string }[];
      expect(types.length).toBeGreaterThan(0);
      expect(types.map((p) => [p.trade_in_type, p.trade_in_credit, p.trade_in_owing])).toEqual(types.map(() => ['owned', '15250.00', '6300.00']));
      const again = await customer(token).post(`${C}/${deal}/offer_answer/`, { answer: 'declined' });
      expect([again.statusCode, again.json().offer_status]).toEqual([409, 'accepted']);
      const history = await db().select({ event: orderTimeline.event, actor: orderTimeline.actor }).from(orderTimeline)
        .where(and(eq(orderTimeline.orderId, deal), eq(orderTimeline.event, 'trade_in.offer_accepted')));
      expect(history).toEqual([{ event: 'trade_in.offer_accepted', actor: 'customer' }]);
    });

    it('a declined offer unlocks the vehicle: a new description awaits the dealer again', async () => {
      const other = cf.orders.coteLease;
      const tok = `customer-trade-in-token-${other}-abcdefghijklmnopqrstuvwxyz`;
      await db().update(orders).set({ linkToken: tok }).where(eq(orders.id, other));
      expect((await customer(tok).post(`${C}/${other}/offer_answer/`, { answer: 'declined' })).statusCode).toBe(409);
      expect((await customer(tok).put(`${C}/${other}/`, RAV4)).statusCode).toBe(200);
      expect((await manager.post(`${D}/order/${other}/tradein_offer/`, { dealer_offer: '9000' })).statusCode).toBe(200);
      const declined = await customer(tok).post(`${C}/${other}/offer_answer/`, { answer: 'declined', decline_comments: 'Too low' });
      expect(declined.json()).toMatchObject({ may_edit: true, step: 'declined', offer: { status: 'declined' } });
      const resent = await customer(tok).put(`${C}/${other}/`, { ...RAV4, finance_amount_due: '5000' });
      expect(resent.json()).toMatchObject({ step: 'awaiting-dealer', offer: { status: 'declined' } });
    });
  });
}
