import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeskingTargetResponse } from '../../adapters/http/contract/payments/desking';
import { auditLog, orders, vehicles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { D, fixtureBank, typesOf, type PaymentType } from './support/payment-fixture';
import { signedInSuite, STAFF } from './support/signed-in';
import type { Agent } from './support/test-app';

// Desking on the pricing worksheet (issue 18.1): the grid, the target payment, the pencils.

const cents = (money: string) => Math.round(Number(money) * 100);
const TERMS = [24, 36, 48, 60, 72, 84, 96];
const DOWNS = ['0.00', '1000.00', '2500.00', '5000.00', '7500.00'];

for (const engine of throwawayEngines()) {
  describe(`desking (${engine.kind})`, () => {
    const { t, cf, staff: { rep, manager, admin, corporate, other, superAdmin } } = signedInSuite(engine, { customers: true, staff: { ...STAFF, superAdmin: 'super_admin' } });
    let types: Record<string, PaymentType>;
    const desk = (agent: Agent, id: number, what: string, body: unknown) => agent.request('POST', `${D}/payment-type/${id}/desking/${what}/`, body);
    const price = (agent: Agent, id: number, body: unknown) => agent.request('POST', `${D}/payment-type/${id}/pricing/`, body);
    const deal = { payment_frequency: 'monthly', include_tax: true };

    beforeAll(async () => {
      await fixtureBank(superAdmin, t.fixture.dealerships.ontario);
      types = await typesOf(rep, cf.orders.gagneFinance);
    });

    it('answers a 7 × 5 grid whose cells are the worksheet\'s single prices, and stores nothing', async () => {
      const id = types.finance!.id;
      const r = await desk(rep, id, 'grid', { deal, terms: TERMS, down_payments: DOWNS });
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      expect(body.current).toMatchObject({ method: 'finance', selling_price: '31999.00' });
      expect(body.tables).toHaveLength(1);
      expect(body.tables[0].rows).toHaveLength(7);
      expect(body.tables[0].rows[0]).toHaveLength(5);
      expect((await typesOf(rep, cf.orders.gagneFinance)).finance!.payment).toBe(types.finance!.payment);
      for (const [i, j] of [[0, 0], [3, 2], [6, 4]] as const) {
        const cell = body.tables[0].rows[i][j];
        const single = await price(rep, id, { ...deal, term: TERMS[i], down_payment: DOWNS[j] });
        expect(single.statusCode, single.body).toBe(200);
        expect(cell.payment).toBe(single.json().quote.payment);
      }
      const row = body.tables[0].rows[3].map((c: { payment: string }) => cents(c.payment));
      expect([...row].sort((a, b) => b - a)).toEqual(row);
    });

    it('adds a table per lender asked for', async () => {
      const lenders = (await superAdmin.get(`${D}/payment-settings/lenders/`)).json().results as { id: number }[];
      const r = await desk(rep, types.lease!.id, 'grid', { terms: [36, 48], down_payments: ['0'], lender_ids: [lenders[0]!.id] });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().tables[0].lender).toMatchObject({ id: lenders[0]!.id });
    });

    it.each([
      [{ terms: [], down_payments: ['0'] }, { terms: ['required'] }],
      [{ terms: [12, 24, 36, 48, 60, 72, 84, 96, 60], down_payments: ['0'] }, { terms: ['list.too_long'] }],
      [{ terms: [6, 'x'], down_payments: ['-1', '1.234'] }, { 'terms.0': ['term.out_of_range'], 'terms.1': ['term.not_a_number'], 'down_payments.0': ['money.negative'], 'down_payments.1': ['money.too_many_decimals'] }],
      [{ terms: [60], down_payments: ['0'], lender_ids: [999_999] }, { 'lender_ids.0': ['lender.unknown'] }],
      [{ terms: [60], down_payments: ['0'], deal: { down_payment: 5 } }, { down_payment: ['money.invalid'] }],
      [{ down_payments: ['0'] }, { terms: ['required'] }],
    ])('refuses the grid %j with per-field errors', async (body, errors) => {
      const r = await desk(rep, types.finance!.id, 'grid', body);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors).toEqual(errors);
    });

    it('refuses cash (no term to desk)', async () => {
      const r = await desk(rep, types.cash!.id, 'grid', { terms: [60], down_payments: ['0'] });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors).toEqual({ payment_type: ['desking.cash'] });
    });

    it('solves the down payment for a target: priced again, the payment is the target within a cent', async () => {
      const id = types.finance!.id;
      const r = await desk(rep, id, 'target', { deal: { ...deal, term: 60 }, target_payment: '450.00', solve_for: 'down_payment' });
      expect(r.statusCode, r.body).toBe(200);
      const s = r.json();
      expect(s).toMatchObject({ solve_for: 'down_payment', term: null, selling_price: null });
      expect(s.outcome).not.toBe('not_reachable');
      const again = await price(rep, id, { ...deal, term: 60, down_payment: s.down_payment });
      expect(again.json().quote.payment).toBe(s.payment);
      expect(Math.abs(cents(s.payment) - 45_000)).toBeLessThanOrEqual(1);
    });

    it('solves the selling price and the term, and says when a target is not reachable', async () => {
      const id = types.finance!.id;
      const price1 = await desk(rep, id, 'target', { deal: { ...deal, term: 72 }, target_payment: '500.00', solve_for: 'selling_price' });
      expect(price1.statusCode, price1.body).toBe(200);
      expect(Math.abs(cents(price1.json().payment) - 50_000)).toBeLessThanOrEqual(1);
      const term = await desk(rep, id, 'target', { deal, target_payment: '600.00', solve_for: 'term' });
      expect(term.statusCode, term.body).toBe(200);
      expect(TERMS).toContain(term.json().term);
      expect(cents(term.json().payment)).toBeLessThanOrEqual(60_000);
      const tiny = await desk(rep, id, 'target', { deal, target_payment: '1.00', solve_for: 'term' });
      expect(tiny.json()).toMatchObject({ outcome: 'not_reachable', term: 96 });
      const bad = await desk(rep, id, 'target', { target_payment: '-3', solve_for: 'rate', terms: [200] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ target_payment: ['money.negative'], solve_for: ['solve_for.invalid'], 'terms.0': ['term.out_of_range'] });
    });

    it('answers the target as the server writes money, whatever form of it was sent (" 600" → "600.00"): the answer decodes with the contract', async () => {
      const r = await desk(rep, types.finance!.id, 'target', { deal, target_payment: ' 600', solve_for: 'term' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().target_payment).toBe('600.00');
      expect(DeskingTargetResponse.is(r.json())).toBe(true);
    });

    describe('front gross: managers and admins only, enforced by the server', () => {
      const setCost = async (costCents: number | null) => {
        const db = t.ports.database.db;
        const [o] = await db.select({ vehicleId: orders.vehicleId }).from(orders).where(eq(orders.id, cf.orders.gagneFinance));
        await db.update(vehicles).set({ costCents }).where(eq(vehicles.id, o!.vehicleId!));
      };
      const grid = (agent: Agent) => desk(agent, types.finance!.id, 'grid', { deal, terms: [60], down_payments: ['0'] });
      const target = (agent: Agent) => desk(agent, types.finance!.id, 'target', { deal: { ...deal, term: 72 }, target_payment: '480.00', solve_for: 'selling_price' });

      it('shows a manager, an admin and a super admin the cost and the gross of the deal as it stands and at a solved price', async () => {
        await setCost(2_850_050);
        for (const who of [manager, admin, superAdmin]) {
          const r = await grid(who);
          expect(r.statusCode, r.body).toBe(200);
          expect(r.json().current.gross).toEqual({ vehicle_selling_price: '31999.00', vehicle_cost: '28500.50', front_gross: '3498.50' });
        }
        const solved = await target(manager);
        expect(solved.statusCode, solved.body).toBe(200);
        const s = solved.json();
        expect(s.solved_gross.vehicle_selling_price).toBe(s.selling_price);
        expect(cents(s.solved_gross.front_gross)).toBe(cents(s.selling_price) - 2_850_050);
      });

      it('never sends a sales rep or a corporate user the cost or the gross, in the grid or the target', async () => {
        await setCost(2_850_050);
        for (const who of [rep, corporate]) {
          for (const r of [await grid(who), await target(who)]) {
            expect(r.statusCode, r.body).toBe(200);
            expect(r.body).not.toMatch(/gross|cost|28500\.50/);
          }
        }
        const lenders = (await grid(rep)).json().lenders as { id: number; name: string }[];
        expect(lenders.length).toBeGreaterThan(0);
      });

      it('says the cost is not known when the vehicle has none', async () => {
        await setCost(null);
        const r = await grid(manager);
        expect(r.json().current.gross).toEqual({ vehicle_selling_price: '31999.00', vehicle_cost: null, front_gross: null });
        expect((await target(manager)).json().solved_gross).toMatchObject({ vehicle_cost: null, front_gross: null });
      });
    });

    it('keeps each stored change as a pencil, lists them and restores one (audited); corporate users may look, not change', async () => {
      const id = types.lease!.id;
      expect((await price(rep, id, { ...deal, term: 48, down_payment: '0.00' })).statusCode).toBe(200);
      const applied = await desk(rep, id, 'apply', { deal, term: 36, down_payment: '2000.00', source: 'grid' });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().payment_type).toMatchObject({ term: 36, down_payment: '2000.00' });
      const list = await rep.get(`${D}/payment-type/${id}/desking/pencils/`);
      expect(list.statusCode, list.body).toBe(200);
      const [latest, first] = list.json().results;
      expect(latest).toMatchObject({ source: 'grid', changed: expect.arrayContaining(['term', 'down_payment']), new_payment: applied.json().quote.payment });
      expect(latest.old_payment).toBe(first.new_payment);
      expect(latest.user.name).not.toBeNull();
      expect((await corporate.get(`${D}/payment-type/${id}/desking/pencils/`)).statusCode).toBe(200);
      expect((await corporate.post(`${D}/payment-type/${id}/desking/pencils/${first.id}/restore/`, {})).statusCode).toBe(403);
      expect((await other.get(`${D}/payment-type/${id}/desking/pencils/`)).statusCode).toBe(404);
      const restored = await rep.post(`${D}/payment-type/${id}/desking/pencils/${first.id}/restore/`, {});
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().quote.payment).toBe(first.new_payment);
      expect(restored.json().payment_type).toMatchObject({ term: 48, down_payment: '0.00' });
      const after = (await rep.get(`${D}/payment-type/${id}/desking/pencils/`)).json().results;
      expect(after[0]).toMatchObject({ source: 'restore', new_payment: first.new_payment });
      const audit = await t.ports.database.db.select().from(auditLog).where(eq(auditLog.action, 'desking_pencil_restored'));
      expect(audit.at(-1)?.detail).toMatchObject({ payment_type_id: id, pencil_id: first.id });
      expect((await rep.post(`${D}/payment-type/${id}/desking/pencils/999999/restore/`, {})).statusCode).toBe(404);
    });
  });
}
