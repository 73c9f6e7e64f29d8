import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { CustomerAppointmentBody } from '../../../adapters/http/contract/appointments/appointments';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { ShopAppointmentPort } from './appointment-port';
import { createShopAppointmentViewModel, type ShopAppointmentState } from './appointment-view-model';

// Wednesday 2026-12-02 at 15:00 in Montréal (20:00 UTC); the store opens 09:00–18:00 on weekdays, 10:00–16:00 on Saturday.
const NOW = new Date('2026-12-02T20:00:00Z');
const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const CALENDAR: CustomerAppointmentBody = {
  order: 7, proposed_appointment: null, appointment_status: null, time_zone: 'America/Toronto', appointment_length: 60,
  daywise_operating_hours: DAYS.map((day) => (day === 'SUNDAY' ? { day, is_working: false, start: null, end: null }
    : { day, is_working: true, start: day === 'SATURDAY' ? '10:00' : '09:00', end: day === 'SATURDAY' ? '16:00' : '18:00' })),
};
const refusal = (errors: Record<string, string[]>, code = 'invalid_input', status = 400): HttpProblem => ({ status, code, detail: null, errors, retryAfterSeconds: null, handled: false });

function setup(read: CustomerAppointmentBody, ask: ShopAppointmentPort['ask']) {
  const calls: string[] = [];
  const port: ShopAppointmentPort = {
    read: async (token, id) => { calls.push(`read ${token} ${id}`); return E.right(read); },
    ask: async (token, id, body) => { calls.push(`ask ${token} ${id} ${body.proposed_appointment ?? ''}`); return ask(token, id, body); },
  };
  const vm = createShopAppointmentViewModel(port, 'tok', 7, () => NOW);
  const states: ShopAppointmentState[] = [];
  vm.state$.subscribe((s) => states.push(s));
  return { vm, states, calls };
}
const last = (states: ShopAppointmentState[]) => {
  const s = states.at(-1);
  if (s?.kind !== 'ready') throw new Error(`not ready: ${s?.kind}`);
  return s;
};

describe('the customer\'s appointment view model', () => {
  it('starts on today\'s next open slot on the store\'s clock, and offers no slot on a closed day', async () => {
    const { vm, states } = setup(CALENDAR, async () => E.left(refusal({})));
    await vm.load();
    expect(last(states)).toMatchObject({ date: '2026-12-02', time: '15:15' }); // 15:00 has begun; the visit must end by 18:00
    expect(last(states).slots.at(-1)).toBe('17:00');
    vm.setDate('2026-12-06'); // a Sunday
    expect(last(states)).toMatchObject({ date: '2026-12-06', slots: [], time: '' });
    expect(await vm.ask()).toBe(false);
    expect(last(states).errors).toEqual({ proposed_appointment: ['appointment.store_closed'] });
  });

  it('asks for the picked time as the instant the store\'s clock shows, then says it was asked', async () => {
    const { vm, states, calls } = setup(CALENDAR, async (_t, _id, body) =>
      E.right({ ...CALENDAR, proposed_appointment: body.proposed_appointment ?? null, appointment_status: 'unconfirmed' }));
    await vm.load();
    vm.setDate('2026-12-05'); // Saturday: 10:00–16:00, the 15:15 picked before is gone
    expect(last(states)).toMatchObject({ time: '10:00' });
    vm.setTime('14:30');
    expect(await vm.ask()).toBe(true);
    expect(calls[1]).toBe('ask tok 7 2026-12-05T19:30:00.000Z');
    expect(last(states)).toMatchObject({ asked: true, busy: false, date: '2026-12-05', time: '14:30', data: { appointment_status: 'unconfirmed' } });
  });

  it('keeps the picked time through a refusal and puts the error beside the picker; another failure is the page\'s', async () => {
    let n = 0;
    const { vm, states } = setup(CALENDAR, async () => {
      n += 1;
      return n === 1 ? E.left(refusal({ proposed_appointment: ['appointment.in_the_past'] })) : E.left(refusal({}, 'not_found', 404));
    });
    await vm.load();
    vm.setDate('2026-12-03');
    vm.setTime('11:00');
    expect(await vm.ask()).toBe(false);
    expect(last(states)).toMatchObject({ date: '2026-12-03', time: '11:00', errors: { proposed_appointment: ['appointment.in_the_past'] }, problem: null, busy: false });
    vm.setTime('11:15');
    expect(last(states).errors).toEqual({});
    expect(await vm.ask()).toBe(false);
    expect(last(states)).toMatchObject({ time: '11:15', problem: { code: 'not_found' } });
  });
});
