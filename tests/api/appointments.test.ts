import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, dealerships } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const O = '/api/dealer/order/';
const WEEK = {
  MONDAY: { start: '09:00', end: '18:00' }, TUESDAY: { start: '09:00', end: '18:00' }, WEDNESDAY: { start: '09:00', end: '18:00' },
  THURSDAY: { start: '09:00', end: '21:00' }, FRIDAY: { start: '09:00', end: '18:00' }, SATURDAY: { start: '10:00', end: '16:00' }, SUNDAY: null,
};
// The test clock starts Monday 2026-06-01 14:00 UTC; Toronto is on daylight time (UTC-4).
const TUESDAY_1030 = '2026-06-02T10:30:00-04:00';

for (const engine of throwawayEngines()) {
  describe(`appointments (${engine.kind})`, () => {
    const { t, cf, staff: { admin, rep, corporate, other } } = signedInSuite(engine, { customers: true, staff: STAFF });
    const db = () => t.ports.database.db;
    const openWeek = () => db().update(dealerships).set({ hours: WEEK, addressLine1: '100 King St W' }).where(eq(dealerships.id, t.fixture.dealerships.ontario));

    it('reads the appointment with the store\'s calendar: zone from the province, visit length, hours', async () => {
      await openWeek();
      const r = await rep.get(`${O}${cf.orders.levesqueFinance}/appointment/`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ order: cf.orders.levesqueFinance, proposed_appointment: null, appointment_status: null, time_zone: 'America/Toronto', appointment_length: 60, may_act: true });
      expect(r.json().daywise_operating_hours[6]).toEqual({ day: 'SUNDAY', is_working: false, start: null, end: null });
      expect((await corporate.get(`${O}${cf.orders.levesqueFinance}/appointment/`)).json().may_act).toBe(false);
    });

    it('proposes, confirms and cancels; each a timeline entry; the step follows', async () => {
      await openWeek();
      const id = cf.orders.levesqueFinance;
      const proposed = await admin.post(`${O}${id}/propose_appointment/`, { proposed_appointment: TUESDAY_1030 });
      expect(proposed.statusCode, proposed.body).toBe(200);
      expect(proposed.json()).toMatchObject({ proposed_appointment: '2026-06-02T14:30:00.000Z', appointment_status: 'unconfirmed' });
      const step = async () => (await admin.get(`${O}${id}/`)).json().steps.find((s: { name: string }) => s.name === 'appointment')?.status;
      expect(await step()).toBe('awaiting-dealer');
      expect((await admin.post(`${O}${id}/confirm_appointment/`)).json().appointment_status).toBe('confirmed');
      expect(await step()).toBe('completed');
      const again = await admin.post(`${O}${id}/confirm_appointment/`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'appointment_transition_refused', action: 'confirm', appointment_status: 'confirmed' });
      expect((await admin.post(`${O}${id}/cancel_appointment/`)).json().appointment_status).toBe('cancelled');
      expect((await admin.post(`${O}${id}/cancel_appointment/`)).statusCode).toBe(409);
      expect(await step()).toBe('canceled');
      // PATCH order/{id}/ proposes the same way (the spec's writable field).
      const patched = await admin.patch(`${O}${id}/`, { proposed_appointment: '2026-06-04T19:00:00-04:00' });
      expect(patched.json()).toMatchObject({ proposed_appointment: '2026-06-04T23:00:00.000Z', appointment_status: 'unconfirmed' });
      const events = (await t.ports.timeline.list(t.fixture.dealerships.ontario, id)).map((e) => e.event);
      expect(events).toEqual(['appointment.proposed', 'appointment.confirmed', 'appointment.cancelled', 'appointment.proposed']);
    });

    it('confirms once when two confirmations arrive together: one 200, one 409, one e-mail to the customer', async () => {
      await openWeek();
      const id = cf.orders.gagneCash;
      await admin.post(`${O}${id}/propose_appointment/`, { proposed_appointment: TUESDAY_1030 });
      const before = (await t.ports.outbox.latest(50)).length;
      const answers = await Promise.all([admin.post(`${O}${id}/confirm_appointment/`), rep.post(`${O}${id}/confirm_appointment/`)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const mail = (await t.ports.outbox.latest(50)).slice(0, (await t.ports.outbox.latest(50)).length - before);
      expect(mail.filter((m) => m.to === 'helene.gagne@example.com')).toHaveLength(1);
      const events = (await t.ports.timeline.list(t.fixture.dealerships.ontario, id)).map((e) => e.event);
      expect(events.filter((e) => e === 'appointment.confirmed')).toHaveLength(1);
    });

    it('PATCH with no time removes an unconfirmed appointment whole, and refuses to wipe a confirmed one', async () => {
      await openWeek();
      const id = cf.orders.levesqueFinance;
      await admin.post(`${O}${id}/propose_appointment/`, { proposed_appointment: TUESDAY_1030 });
      const cleared = await admin.patch(`${O}${id}/`, { proposed_appointment: null });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json()).toMatchObject({ proposed_appointment: null, appointment_status: null });
      expect(cleared.json().steps.find((s: { name: string }) => s.name === 'appointment')?.status).toBe('initial');
      await admin.post(`${O}${id}/propose_appointment/`, { proposed_appointment: TUESDAY_1030 });
      await admin.post(`${O}${id}/confirm_appointment/`);
      const refused = await admin.patch(`${O}${id}/`, { proposed_appointment: null });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ proposed_appointment: ['appointment.cancel_first'] });
      expect((await admin.get(`${O}${id}/appointment/`)).json()).toMatchObject({ proposed_appointment: '2026-06-02T14:30:00.000Z', appointment_status: 'confirmed' });
    });

    it('e-mails the confirmation to the customer in their language and to their rep, each with an .ics', async () => {
      await openWeek();
      const id = cf.orders.gagneCash;
      await db().update(customers).set({ language: 'fr_CA' }).where(eq(customers.id, cf.customers.gagne));
      await rep.post(`${O}${id}/propose_appointment/`, { proposed_appointment: TUESDAY_1030 });
      expect((await rep.post(`${O}${id}/confirm_appointment/`)).statusCode).toBe(200);
      const mail = (await t.ports.outbox.latest(10)).filter((m) => m.channel === 'email').slice(0, 2);
      const toCustomer = mail.find((m) => m.to === 'helene.gagne@example.com');
      const toRep = mail.find((m) => m.to === t.fixture.users.rep.email);
      expect(toCustomer?.subject).toContain('Votre rendez-vous chez Fixture Toronto est confirmé');
      expect(toCustomer?.body).toContain('100 King St W');
      expect(toRep?.subject).toContain('Appointment confirmed: Hélène Gagné');
      const ics = toCustomer?.attachments[0];
      expect(ics).toMatchObject({ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8' });
      const lines = ics?.content.split('\r\n') ?? [];
      expect(lines).toEqual(expect.arrayContaining([
        `UID:appointment-${t.fixture.dealerships.ontario}-${id}@dealer-panel`, 'DTSTART:20260602T143000Z', 'DTEND:20260602T153000Z',
        'DTSTAMP:20260601T140000Z', 'SUMMARY:Rendez-vous chez Fixture Toronto', 'METHOD:PUBLISH',
      ]));
      expect(lines.find((l) => l.startsWith('LOCATION:'))).toBe('LOCATION:Fixture Toronto\\, 100 King St W\\, Toronto\\, ON M5V 2T6');
      expect(toRep?.attachments[0]?.content).toContain('DTSTART:20260602T143000Z');
    });

    it.each([
      ['a closed day', '2026-06-07T11:00:00-04:00', 'appointment.store_closed'],
      ['after closing', '2026-06-02T17:30:00-04:00', 'appointment.outside_hours'],
      ['before opening', '2026-06-02T08:30:00-04:00', 'appointment.outside_hours'],
      ['the past', '2026-05-29T10:00:00-04:00', 'appointment.in_the_past'],
      ['not a time', 'next tuesday', 'datetime.invalid'],
    ])('refuses %s with a field code, through both paths', async (_what, time, code) => {
      await openWeek();
      const id = cf.orders.macdonaldCash;
      const r = await admin.post(`${O}${id}/propose_appointment/`, { proposed_appointment: time });
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors).toEqual({ proposed_appointment: [code] });
      expect((await admin.patch(`${O}${id}/`, { proposed_appointment: time })).json().errors).toEqual({ proposed_appointment: [code] });
      expect((await admin.get(`${O}${id}/appointment/`)).json().appointment_status).toBeNull();
    });

    it('reads the hours in the store\'s own zone, which the dealership update sets and home_dealership/ shows', async () => {
      await openWeek();
      const bad = await admin.patch('/api/dealer/dealership/update/', { time_zone: 'Eastern', appointment_length: 7 });
      expect(bad.json().errors).toEqual({ time_zone: ['time_zone.invalid'], appointment_length: ['number.out_of_range'] });
      expect((await admin.patch('/api/dealer/dealership/update/', { time_zone: 'America/Vancouver', appointment_length: 30 })).statusCode).toBe(200);
      expect((await admin.get('/api/dealer/dealership/home_dealership/')).json()).toMatchObject({ time_zone: 'America/Vancouver', time_zone_is_default: false, appointment_length: 30 });
      // 10:30 in Toronto is 07:30 in Vancouver: before opening there.
      const r = await admin.post(`${O}${cf.orders.levesqueFinance}/propose_appointment/`, { proposed_appointment: TUESDAY_1030 });
      expect(r.json().errors).toEqual({ proposed_appointment: ['appointment.outside_hours'] });
      expect((await admin.post(`${O}${cf.orders.levesqueFinance}/propose_appointment/`, { proposed_appointment: '2026-06-02T10:30:00-07:00' })).statusCode).toBe(200);
      await admin.patch('/api/dealer/dealership/update/', { time_zone: null, appointment_length: 60 });
      expect((await admin.get('/api/dealer/dealership/home_dealership/')).json()).toMatchObject({ time_zone: 'America/Toronto', time_zone_is_default: true });
    });

    it('answers 404 for another store\'s deal and a colleague\'s customer, 403 to corporate users', async () => {
      await openWeek();
      for (const path of ['appointment/', 'propose_appointment/', 'confirm_appointment/', 'cancel_appointment/']) {
        const method = path === 'appointment/' ? 'GET' : 'POST';
        expect((await other.request(method, `${O}${cf.orders.levesqueFinance}/${path}`, method === 'GET' ? undefined : { proposed_appointment: TUESDAY_1030 })).statusCode).toBe(404);
        expect((await rep.request(method, `${O}${cf.orders.coteLease}/${path}`, method === 'GET' ? undefined : { proposed_appointment: TUESDAY_1030 })).statusCode).toBe(404);
      }
      for (const path of ['propose_appointment/', 'confirm_appointment/', 'cancel_appointment/']) {
        const r = await corporate.post(`${O}${cf.orders.thompsonLease}/${path}`, { proposed_appointment: TUESDAY_1030 });
        expect(r.statusCode).toBe(403);
        expect(r.json()).toMatchObject({ code: 'forbidden' });
      }
      expect((await corporate.patch(`${O}${cf.orders.thompsonLease}/`, { proposed_appointment: TUESDAY_1030 })).statusCode).toBe(403);
    });

    it('is described in /api/docs', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
      for (const p of ['appointment', 'propose_appointment', 'confirm_appointment', 'cancel_appointment']) {
        expect(Object.keys(doc.paths).some((k) => k.endsWith(`/{id}/${p}/`)), p).toBe(true);
      }
    });
  });
}
