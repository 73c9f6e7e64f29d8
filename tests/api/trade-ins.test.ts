import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerUseCases } from '@dealer-panel/core/trade-ins/offer-use-cases';
import { VALUATION_ERRORS, VALUATION_VENDORS } from '@dealer-panel/core/trade-ins/valuation';
import { auditLog, dealerships, orders, orderTimeline } from '../../adapters/persistence/schema';
import { tradeInOffers, tradeIns } from '../../adapters/persistence/trade-ins/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import type { FailurePlan } from '../../adapters/valuation/simulated-valuation-vendors';
import { signedInSuite, signInStaff, STAFF } from './support/signed-in';

const D = '/api/dealer';
const DAY = 86_400_000;
/** A 2020 Honda Civic with a valid VIN (check digit 9) and 64,000 km; a lease balance owed. */
const CIVIC = {
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX', color: 'Blue', transmission: 'automatic', odometer: 64_000, vin: '2HGFC2F59LH000001' },
  condition: 'good', lease_amount_due: '4250.50', finance_amount_due: '0', payments_left: 11, residual_value: '9800.00',
  accident: false, paint_work: true, active_payments: true, accepted_terms: true, answers: {},
};

/** Trade-ins through the REST contract (issue 16), on each engine: record, vendors, offers, worksheet. */
for (const engine of throwawayEngines()) {
  describe(`trade-ins (${engine.kind})`, () => {
    const plan: FailurePlan = new Map();
    const { t, cf, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF, app: { valuationFailures: plan, vendorTimeoutMs: 200 } });
    const db = () => t.ports.database.db;
    let deal: number;
    let tradeInId: number;

    beforeAll(async () => {
      deal = cf.orders.gagneFinance;
      await db().update(dealerships).set({ tradeInSystem: 'cbb' }).where(eq(dealerships.id, t.fixture.dealerships.ontario));
    });

    it('answers no trade-in yet, in the store\'s unit; another store\'s deal and a colleague\'s customer are 404', async () => {
      const r = await manager.get(`${D}/order/${deal}/trade_in/`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ order_id: deal, trade_in: null, odometer_unit: 'km', trade_in_system: 'cbb', may_edit: true, vendors: [...VALUATION_VENDORS] });
      expect((await other.get(`${D}/order/${deal}/trade_in/`)).statusCode).toBe(404);
      expect((await other.put(`${D}/order/${deal}/trade_in/`, CIVIC)).statusCode).toBe(404);
      expect((await rep.get(`${D}/order/${cf.orders.coteLease}/trade_in/`)).statusCode).toBe(404);
      expect((await corporate.get(`${D}/order/${deal}/trade_in/`)).json().may_edit).toBe(false);
    });

    it('refuses bad input with every field named, and stores nothing; corporate users may not write', async () => {
      const bad = await manager.put(`${D}/order/${deal}/trade_in/`, {
        vehicle: { year: 1970, make: ' ', model: 'Civic', odometer: 1_000_000, vin: '2HGFC2F58LH000001' }, condition: 'mint', lease_amount_due: '12.345', payments_left: 400,
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toEqual({
        'vehicle.year': ['number.too_small'], 'vehicle.make': ['required'], 'vehicle.odometer': ['number.too_large'], 'vehicle.vin': ['vin.check_digit'],
        condition: ['choice.invalid'], lease_amount_due: ['money.invalid'], payments_left: ['number.too_large'],
      });
      const typed = await manager.put(`${D}/order/${deal}/trade_in/`, { vehicle: { year: 2020, make: 'Honda', model: 7, odometer: 1 } });
      expect([typed.statusCode, Object.keys(typed.json().errors ?? {})]).toEqual([400, ['vehicle.model']]);
      expect((await corporate.put(`${D}/order/${deal}/trade_in/`, CIVIC)).statusCode).toBe(403);
      expect(await db().select().from(tradeIns)).toHaveLength(0);
    });

    it('saves the record: VIN decoded, money in cents, the deal awaits the dealer, the history says so', async () => {
      const r = await manager.put(`${D}/order/${deal}/trade_in/`, { ...CIVIC, vehicle: { ...CIVIC.vehicle, vin: '2hgfc2f59lh000001' } });
      expect(r.statusCode, r.body).toBe(200);
      const ti = r.json().trade_in;
      tradeInId = ti.id;
      expect(ti).toMatchObject({
        order_id: deal, customer_id: cf.customers.gagne, condition: 'good', lease_amount_due: '4250.50', finance_amount_due: '0.00', payments_left: 11,
        residual_value: '9800.00', paint_work: true, accident: false, eti_status: 'awaiting_provider', current_offer: null, order_step_status: 'awaiting-dealer',
        vehicle: { vin: '2HGFC2F59LH000001', odometer: 64_000, odometer_unit: 'km', vin_decoded: { make: 'Honda', country: 'CA', model_year: 2020, check_digit_valid: true, mismatches: [] } },
        images: { front: null, seat_interior: null, vin: null },
      });
      const [row] = await db().select().from(tradeIns).where(eq(tradeIns.id, tradeInId));
      expect(row?.leaseAmountDueCents).toBe(425_050);
      const [order] = await db().select({ step: orders.stepTradeIn, awaiting: orders.awaiting }).from(orders).where(eq(orders.id, deal));
      expect(order).toEqual({ step: 'awaiting-dealer', awaiting: 'dealer' });
      const history = await db().select().from(orderTimeline).where(and(eq(orderTimeline.orderId, deal), eq(orderTimeline.kind, 'trade_in')));
      expect(history.map((h) => h.event)).toEqual(['trade_in.created']);
      const again = await manager.put(`${D}/order/${deal}/trade_in/`, { ...CIVIC, condition: 'fair' });
      expect([again.json().trade_in.id, again.json().trade_in.condition]).toEqual([tradeInId, 'fair']);
    });

    it('asks every vendor at once: deterministic estimates, the store\'s own is the ETI, the instant cash offer is Autotrader\'s', async () => {
      const r = await manager.get(`${D}/customer/${cf.customers.gagne}/refresh_eti/`);
      expect(r.statusCode, r.body).toBe(200);
      const results = r.json().results as { vendor: string; ok: boolean; value: string; is_eti: boolean; status: string; range_min: string; range_max: string }[];
      expect(results.map((x) => x.vendor).sort()).toEqual([...VALUATION_VENDORS].sort());
      expect(results.every((x) => x.ok && Number(x.range_min) <= Number(x.value) && Number(x.value) <= Number(x.range_max))).toBe(true);
      expect(results.filter((x) => x.is_eti).map((x) => x.vendor)).toEqual(['cbb']);
      const again = (await manager.get(`${D}/customer/${cf.customers.gagne}/refresh_eti/?vendor=cbb`)).json().results;
      expect(again.map((x: { value: string }) => x.value)).toEqual([results.find((x) => x.vendor === 'cbb')?.value]);
      const record = (await manager.get(`${D}/order/${deal}/trade_in/`)).json().trade_in;
      const cbb = results.find((x) => x.vendor === 'cbb')!;
      const ico = results.find((x) => x.vendor === 'autotrader_ico')!;
      expect(record).toMatchObject({ eti_status: 'awaiting_dealer', estimated_low: cbb.range_min, estimated_high: cbb.range_max, ico_amount: ico.value });
      expect(record.estimates).toHaveLength(6);
      expect((await manager.get(`${D}/customer/${cf.customers.gagne}/refresh_eti/?vendor=kbb`)).json().errors).toEqual({ vendor: ['choice.invalid'] });
      expect((await manager.get(`${D}/customer/${cf.customers.gagne}/refresh_eti/?trade_in=abc`)).statusCode).toBe(400);
      expect((await other.get(`${D}/customer/${cf.customers.gagne}/refresh_eti/`)).statusCode).toBe(404);
    });

    it('answers each vendor failure with its own code, one at a time, the others unharmed', async () => {
      for (const code of VALUATION_ERRORS) {
        plan.clear();
        plan.set('black_book', code);
        const one = (await manager.get(`${D}/customer/${cf.customers.gagne}/refresh_eti/?vendor=black_book`)).json().results;
        expect(one).toEqual([expect.objectContaining({ vendor: 'black_book', ok: false, value: null, error: { code, reason: null } })]);
      }
      plan.clear();
      plan.set('vauto', 'hang');
      plan.set('rapid', 'throw');
      const all = (await manager.get(`${D}/customer/${cf.customers.gagne}/refresh_eti/`)).json().results as { vendor: string; ok: boolean; error: unknown }[];
      const by = Object.fromEntries(all.map((x) => [x.vendor, x]));
      expect(by['vauto']?.error).toEqual({ code: 'unknown', reason: 'timeout' });
      expect(by['rapid']?.error).toEqual({ code: 'unknown', reason: null });
      expect(['autotrader_ico', 'cbb', 'black_book', 'trade_pending'].every((v) => by[v]?.ok === true)).toBe(true);
      plan.clear();
      const record = (await manager.get(`${D}/order/${deal}/trade_in/`)).json().trade_in;
      expect(record.estimates.find((e: { vendor: string }) => e.vendor === 'vauto').error.reason).toBe('timeout');
    });

    it('refuses a bad offer per field and a corporate user, storing nothing', async () => {
      const bad = await manager.post(`${D}/order/${deal}/tradein_offer/`, { dealer_offer: '-5', offer_expiry_date: '2020-01-01', dealer_comments: 'x'.repeat(1001) });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().errors).toEqual({ dealer_offer: ['money.invalid'], offer_expiry_date: ['date.past'], dealer_comments: ['text.too_long'] });
      expect((await manager.post(`${D}/order/${deal}/tradein_offer/`, { dealer_comments: 'no amount' })).statusCode).toBe(400);
      expect((await corporate.post(`${D}/order/${deal}/tradein_offer/`, { dealer_offer: '9000' })).statusCode).toBe(403);
      expect((await manager.post(`${D}/order/${cf.orders.coteLease}/tradein_offer/`, { dealer_offer: '9000' })).json().code).toBe('trade_in_missing');
      expect((await other.post(`${D}/available-trade-ins/${tradeInId}/make_offer/`, { dealer_offer: '9000' })).statusCode).toBe(404);
      expect(await db().select().from(tradeInOffers)).toHaveLength(0);
    });

    it('makes an offer, replaces it, and on acceptance puts it on every payment type of the worksheet', async () => {
      const expiry = new Date(t.clock.now().getTime() + 10 * DAY).toISOString().slice(0, 10);
      const first = await manager.post(`${D}/order/${deal}/tradein_offer/`, { dealer_offer: '14000', dealer_comments: 'Tires worn', offer_expiry_date: expiry });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().trade_in).toMatchObject({ eti_status: 'estimate_applied', order_step_status: 'awaiting-customer', offer_expiry_date: expiry,
        current_offer: { dealer_offer: '14000.00', dealer_comments: 'Tires worn', status: 'awaiting', is_expired: false } });
      const second = await manager.post(`${D}/available-trade-ins/${tradeInId}/make_offer/`, { dealer_offer: 14_500.5 });
      expect(second.statusCode, second.body).toBe(200);
      const ti = second.json().trade_in;
      expect([ti.current_offer.dealer_offer, ti.current_offer.status, ti.past_offers.map((o: { status: string }) => o.status)]).toEqual(['14500.50', 'awaiting', ['expired']]);
      const types = (await manager.get(`${D}/order/${deal}/payment-types/`)).json().results as { trade_in_credit: string }[];
      expect(types.every((p) => p.trade_in_credit === '0.00')).toBe(true);

      const refused = await manager.post(`${D}/available-trade-ins/${tradeInId}/offer_answer/`, { answer: 'maybe' });
      expect(refused.statusCode).toBe(400);
      const accepted = await manager.post(`${D}/available-trade-ins/${tradeInId}/offer_answer/`, { answer: 'accepted' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().trade_in).toMatchObject({ order_step_status: 'completed', current_offer: { status: 'accepted' } });
      const after = (await manager.get(`${D}/order/${deal}/payment-types/`)).json().results as { trade_in_type: string; trade_in_credit: string; trade_in_owing: string }[];
      expect(after.map((p) => [p.trade_in_type, p.trade_in_credit, p.trade_in_owing])).toEqual(after.map(() => ['leased', '14500.50', '4250.50']));
      const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'trade_in_offer_accepted'));
      expect(audits.map((a) => a.detail)).toEqual([{ trade_in_id: tradeInId, order_id: deal, amount_cents: 1_450_050, owing_cents: 425_050 }]);
      expect(await db().select().from(auditLog).where(eq(auditLog.action, 'trade_in_offer_made'))).toHaveLength(2);
      const events = await db().select({ e: orderTimeline.event }).from(orderTimeline).where(and(eq(orderTimeline.orderId, deal), eq(orderTimeline.kind, 'trade_in')));
      expect(events.map((x) => x.e)).toEqual(['trade_in.created', 'trade_in.updated', 'trade_in.offer_made', 'trade_in.offer_made', 'trade_in.offer_accepted']);
      // A corrected balance after acceptance (the lender's payoff letter) follows onto the worksheet.
      const payoff = await manager.put(`${D}/order/${deal}/trade_in/`, { ...CIVIC, lease_amount_due: '4100.25' });
      expect(payoff.statusCode, payoff.body).toBe(200);
      const corrected = (await manager.get(`${D}/order/${deal}/payment-types/`)).json().results as { trade_in_credit: string; trade_in_owing: string }[];
      expect(corrected.map((p) => [p.trade_in_credit, p.trade_in_owing])).toEqual(corrected.map(() => ['14500.50', '4100.25']));
      const late = await manager.post(`${D}/order/${deal}/tradein_offer/`, { dealer_offer: '20000' });
      expect([late.statusCode, late.json().code]).toEqual([409, 'offer_transition_refused']);
      expect((await manager.post(`${D}/available-trade-ins/${tradeInId}/offer_answer/`, { answer: 'declined' })).statusCode).toBe(409);
    });

    it('keeps a customer\'s trade-in without a deal, lists the trade-ins open to an offer, and expires an offer by the job', async () => {
      const customer = cf.customers.thompson;
      const saved = await admin.put(`${D}/customer/${customer}/trade_in/`, { vehicle: { year: 2018, make: 'Toyota', model: 'Corolla', odometer: '120000' } });
      expect(saved.statusCode, saved.body).toBe(200);
      const own = saved.json().trade_in;
      expect([own.order_id, own.order_step_status, own.vehicle.vin]).toEqual([null, null, null]);
      const open = (await admin.get(`${D}/available-trade-ins/`)).json();
      expect(open.results.map((x: { id: number }) => x.id)).toEqual([own.id]);
      expect((await admin.get(`${D}/available-trade-ins/?user=${cf.customers.gagne}`)).json().results.map((x: { id: number }) => x.id)).toEqual([tradeInId]);
      expect((await admin.get(`${D}/available-trade-ins/?page=x`)).statusCode).toBe(400);
      expect((await other.get(`${D}/available-trade-ins/`)).json().count).toBe(0);

      const expiry = new Date(t.clock.now().getTime() + DAY).toISOString().slice(0, 10);
      expect((await admin.post(`${D}/available-trade-ins/${own.id}/make_offer/`, { dealer_offer: '8000', offer_expiry_date: expiry })).statusCode).toBe(200);
      expect((await admin.get(`${D}/available-trade-ins/`)).json().count).toBe(0);
      t.clock.advance(3 * DAY);
      const later = await signInStaff(t, 'admin'); // the sessions of three days ago have ended
      const read = (await later.get(`${D}/customer/${customer}/trade_in/`)).json().trade_in;
      expect([read.current_offer.status, read.current_offer.is_expired]).toEqual(['expired', true]);
      expect((await later.post(`${D}/available-trade-ins/${own.id}/offer_answer/`, { answer: 'accepted' })).statusCode).toBe(409);
      const job = offerUseCases({ tradeIns: t.ports.tradeIns, questions: t.ports.tradeInQuestions, vendors: [], clock: t.ports.clock, timeline: t.ports.timeline, audit: t.ports.audit });
      expect(await job.expireDue(100)).toBe(1);
      expect(await job.expireDue(100)).toBe(0);
      const [row] = await db().select({ status: tradeInOffers.status }).from(tradeInOffers).where(eq(tradeInOffers.tradeInId, own.id));
      expect(row?.status).toBe('expired');
      expect((await later.get(`${D}/available-trade-ins/`)).json().results.map((x: { id: number }) => x.id)).toEqual([own.id]);
    });

    it("expires an offer once the store's own day is past its last day, not UTC's", async () => {
      const ontario = t.fixture.dealerships.ontario;
      await db().update(dealerships).set({ calendar: { time_zone: 'America/Vancouver' } }).where(eq(dealerships.id, ontario));
      const customer = cf.customers.thompson;
      const vancouverDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(d);
      const admin2 = await signInStaff(t, 'admin');
      const own = (await admin2.get(`${D}/customer/${customer}/trade_in/`)).json().trade_in;
      const last = vancouverDay(t.clock.now());
      const made = await admin2.post(`${D}/available-trade-ins/${own.id}/make_offer/`, { dealer_offer: '7500', offer_expiry_date: last });
      expect(made.statusCode, made.body).toBe(200);
      const job = offerUseCases({ tradeIns: t.ports.tradeIns, questions: t.ports.tradeInQuestions, vendors: [], clock: t.ports.clock, timeline: t.ports.timeline, audit: t.ports.audit });
      // The next UTC day at 05:00 is still the last day's evening in Vancouver (UTC-8 in winter, -7 in summer).
      const nextUtc = Date.parse(`${last}T00:00:00Z`) + DAY;
      t.clock.advance(nextUtc + 5 * 3_600_000 - t.clock.now().getTime());
      expect(new Date(t.clock.now()).toISOString().slice(0, 10) > last).toBe(true);
      expect(vancouverDay(t.clock.now())).toBe(last);
      expect(await job.expireDue(1)).toBe(0);
      const admin3 = await signInStaff(t, 'admin'); // the earlier session has idled out
      const still = (await admin3.get(`${D}/customer/${customer}/trade_in/`)).json().trade_in.current_offer;
      expect([still.status, still.is_expired]).toEqual(['awaiting', false]);
      t.clock.advance(4 * 3_600_000); // 09:00 UTC: past midnight in Vancouver
      expect(await job.expireDue(1)).toBe(1);
      const rows = await db().select({ status: tradeInOffers.status }).from(tradeInOffers).where(eq(tradeInOffers.tradeInId, own.id));
      expect(rows.map((r) => r.status)).toEqual(['expired', 'expired']);
    });

    it("keeps a European-market VIN without a check digit, refuses an Asian one that fails it, and flags what the VIN contradicts", async () => {
      const other = cf.orders.gagneCash;
      const staff = await signInStaff(t, 'admin'); // the earlier sessions have idled out with the clock
      const asian = await staff.put(`${D}/order/${other}/trade_in/`, { ...CIVIC, vehicle: { ...CIVIC.vehicle, year: 2010, make: 'Toyota', vin: 'JTDKN3DU0A0000001' } });
      expect([asian.statusCode, asian.json().errors]).toEqual([400, { 'vehicle.vin': ['vin.check_digit'] }]);
      const golf = await staff.put(`${D}/order/${other}/trade_in/`, { ...CIVIC, vehicle: { ...CIVIC.vehicle, year: 2005, make: 'Honda', vin: 'wvwzzz1jzxw000001' } });
      expect(golf.statusCode, golf.body).toBe(200);
      expect(golf.json().trade_in.vehicle).toMatchObject({
        vin: 'WVWZZZ1JZXW000001',
        vin_decoded: {
          make: 'Volkswagen', country: 'DE', model_year: 1999, check_digit_valid: false,
          mismatches: [{ field: 'year', expected: ['1999', '2029'] }, { field: 'make', expected: ['Volkswagen'] }],
        },
      });
    });
  });
}
