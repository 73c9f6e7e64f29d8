import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { connectProcessor, newDeal } from './support/deposit-fixture';
import { signedInSuite } from './support/signed-in';
import { Agent } from './support/test-app';

const C = '/api/customer/deposit';
const OK = '4242 4242 4242 4242';
const DECLINED = '4000000000009995';
const THREE_DS = '4000002760003184';

/**
 * The customer pays the deal's deposit through the deal link's token (designed calls), on each
 * engine: a decline by the field (402), a hold, a card asking for 3-D Secure then confirm/, a repeat
 * of the same Idempotency-Key answering the first result, and the refusals (401, 404, 403, 400).
 */
for (const engine of throwawayEngines()) {
  describe(`the customer pays the deposit (${engine.kind})`, () => {
    const { t, cf, staff: { manager } } = signedInSuite(engine, { customers: true, staff: { manager: 'manager' } });
    let n = 0;
    /** A new deal with a link token and a deposit asked of the customer ($250, by `mode`). */
    async function dealWithDeposit(mode: 'hold' | 'capture' = 'hold') {
      await connectProcessor(t);
      const deal = await newDeal(manager, cf);
      n += 1;
      const token = `customer-deposit-token-${deal}-${n}-abcdefghijklmnopqrstuvwxyz`;
      await t.ports.database.db.update(orders).set({ linkToken: token }).where(eq(orders.id, deal));
      const asked = await manager.post('/api/dealer/customdeposit/', { order: deal, amount_cents: 25_000, mode });
      expect(asked.statusCode, asked.body).toBe(201);
      const as = (tok: string | null, key?: string) => ({ headers: { ...(tok === null ? {} : { 'x-deal-token': tok }), ...(key === undefined ? {} : { 'idempotency-key': key }) } });
      const customer = new Agent(t.app, `198.51.100.${n}`);
      return {
        deal, token,
        read: (tok: string | null = token, id = deal) => customer.request('GET', `${C}/${id}/`, undefined, as(tok)),
        pay: (card: unknown, key: string | undefined, tok: string | null = token, id = deal) => customer.post(`${C}/${id}/pay/`, { payment_method: card }, as(tok, key)),
        confirm: () => customer.post(`${C}/${deal}/confirm/`, {}, as(token)),
      };
    }

    it('shows the deposit; a decline is 402 by the field; a hold pays once for a repeated key', async () => {
      const d = await dealWithDeposit();
      const seen = await d.read();
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json()).toEqual({
        order: d.deal, next: 'pay', next_action_url: null, processor: 'simulated',
        deposit: { state: 'created', payment_status: 'unpaid', mode: 'hold', currency: 'CAD', amount_cents: 25_000, paid_cents: 0, hold_expires_at: null, decline_code: null },
      });
      const declined = await d.pay(DECLINED, 'd-1');
      expect(declined.statusCode, declined.body).toBe(402);
      expect(declined.json()).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds', errors: { payment_method: ['card.insufficient_funds'] } });
      expect((await d.pay(DECLINED, 'd-1')).json()).toEqual(declined.json());
      expect((await d.read()).json()).toMatchObject({ next: 'pay', deposit: { state: 'rejected', decline_code: 'insufficient_funds' } });
      const held = await d.pay(OK, 'd-2');
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json()).toMatchObject({ next: 'none', deposit: { state: 'pre_authorized', payment_status: 'unpaid' } });
      expect((await d.pay(OK, 'd-2')).json()).toEqual(held.json());
      expect((await d.pay(OK, 'd-3')).json()).toMatchObject({ code: 'deposit.transition_refused' });
      const dealer = (await manager.get(`/api/dealer/order/${d.deal}/deposit/`)).json();
      expect(dealer.deposit).toMatchObject({ state: 'pre_authorized', amount_cents: 25_000 });
    });

    it('a card asking for 3-D Secure waits on the bank\'s page, then confirm/ settles it (a charge in capture mode)', async () => {
      const d = await dealWithDeposit('capture');
      const asked = await d.pay(THREE_DS, 's-1');
      expect(asked.statusCode, asked.body).toBe(200);
      const url = asked.json().next_action_url as string;
      expect(asked.json()).toMatchObject({ next: 'authenticate', deposit: { state: 'initiated' } });
      expect(url).toMatch(/^\/api\/card-processor\/simulated\/challenge\?account=acct_test_ontario&payment=pi_sim_\d+$/);
      expect((await d.confirm()).json()).toMatchObject({ next: 'authenticate', deposit: { state: 'initiated' } });
      const bank = new Agent(t.app);
      const page = await bank.get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('250.00 CAD');
      const back = await bank.get(`${url.replace('challenge?', 'challenge/answer?')}&passed=1`);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`http://localhost:80/shop/deal/${d.token}/deposit?return=3ds`);
      const done = await d.confirm();
      expect(done.json()).toMatchObject({ next: 'none', deposit: { state: 'confirmed', payment_status: 'paid', paid_cents: 25_000 } });
      expect((await d.confirm()).json()).toEqual(done.json());
      expect((await bank.get(url)).statusCode).toBe(404);
    });

    it('refuses without a token (401), another deal or an unknown token (404), a bad card (400), no key (400), and the staff\'s view (403)', async () => {
      const d = await dealWithDeposit();
      expect((await d.read(null)).statusCode).toBe(401);
      expect((await d.read('not-a-token-of-any-deal-abcdefghijklmnopqrstuvwxyz')).statusCode).toBe(404);
      expect((await d.read(d.token, cf.orders.coteLease)).statusCode).toBe(404);
      expect((await d.pay(OK, 'r-1', d.token, cf.orders.coteLease)).statusCode).toBe(404);
      expect((await d.pay('  ', 'r-2')).json()).toMatchObject({ status: 400, errors: { payment_method: ['required'] } });
      expect((await d.pay('<script>', 'r-3')).json()).toMatchObject({ status: 400, errors: { payment_method: ['payment_method.invalid'] } });
      expect((await d.pay(12, 'r-4')).statusCode).toBe(400);
      expect((await d.pay(OK, undefined)).json()).toMatchObject({ status: 400, code: 'idempotency_key_required' });
      const staff = await manager.post(`${C}/${d.deal}/pay/`, { payment_method: OK }, { headers: { 'x-deal-token': d.token, 'idempotency-key': 'staff-1' } });
      expect(staff.statusCode).toBe(403);
      expect(staff.json().code).toBe('customer_view_read_only');
      expect((await manager.request('GET', `${C}/${d.deal}/`, undefined, { headers: { 'x-deal-token': d.token } })).statusCode).toBe(200);
      expect((await d.read()).json()).toMatchObject({ deposit: { state: 'created' } });
    });
  });
}
