import * as E from 'fp-ts/Either';
import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AppointmentBody } from '../../../adapters/http/contract/appointments/appointments';
import type { HttpProblem } from '../../../adapters/di/tokens';
import type { AppointmentsPort } from './appointments-port';
import { createAppointmentViewModel, type AppointmentState } from './appointment-view-model';

// Wednesday 2026-11-25 12:00 in Toronto (EST).
const NOW = new Date('2026-11-25T17:00:00Z');
const day = (d: AppointmentBody['daywise_operating_hours'][number]['day'], start: string | null, end: string | null) => ({ day: d, is_working: start !== null, start, end });
const body = (extra: Partial<AppointmentBody> = {}): AppointmentBody => ({
  order: 3, customer: 9, proposed_appointment: null, appointment_status: null, is_archived: false, time_zone: 'America/Toronto', appointment_length: 60, may_act: true,
  daywise_operating_hours: [day('MONDAY', '09:00', '18:00'), day('TUESDAY', '09:00', '18:00'), day('WEDNESDAY', '09:00', '18:00'), day('THURSDAY', null, null),
    day('FRIDAY', '09:00', '18:00'), day('SATURDAY', '10:00', '16:00'), day('SUNDAY', null, null)],
  ...extra,
});
const problem = (errors: Record<string, string[]>): HttpProblem => ({ status: 400, code: 'invalid_input', errors, retryAfterSeconds: null, handled: false } as unknown as HttpProblem);

function port(answers: Partial<Record<keyof AppointmentsPort, () => ReturnType<AppointmentsPort['load']>>>) {
  const sent: unknown[] = [];
  const p: AppointmentsPort = {
    load: async () => (answers.load ?? (async () => E.right(body())))(),
    propose: async (_id, b) => { sent.push(b); return (answers.propose ?? (async () => E.right(body({ proposed_appointment: (b.proposed_appointment ?? null), appointment_status: 'unconfirmed' }))))(); },
    confirm: async () => (answers.confirm ?? (async () => E.right(body({ proposed_appointment: '2026-11-25T18:00:00.000Z', appointment_status: 'confirmed' }))))(),
    cancel: async () => E.right(body({ appointment_status: 'cancelled' })),
  };
  return { p, sent };
}
const ready = async (vm: { state$: Observable<AppointmentState> }) => {
  const s = await firstValueFrom(vm.state$);
  if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
  return s;
};

describe('appointment view model', () => {
  it('starts the picker on the first open slot of today on the store\'s clock, and offers only open slots', async () => {
    const { p } = port({});
    const vm = createAppointmentViewModel(p, 3, () => NOW);
    await vm.start();
    const s = await ready(vm);
    expect(s.date).toBe('2026-11-25');
    expect(s.slots[0]).toBe('12:15'); // the first quarter hour after now
    expect(s.slots.at(-1)).toBe('17:00'); // a 60-minute visit ends by 18:00
    vm.setDate('2026-11-26'); // Thursday: closed
    expect((await ready(vm)).slots).toEqual([]);
    expect((await ready(vm)).time).toBe('');
  });

  it('proposes the instant the store\'s clock shows, and keeps the pick with the server\'s field error', async () => {
    const { p, sent } = port({ propose: async () => E.left(problem({ proposed_appointment: ['appointment.outside_hours'] })) });
    const vm = createAppointmentViewModel(p, 3, () => NOW);
    await vm.start();
    vm.setDate('2026-11-30');
    vm.setTime('10:30');
    expect(await vm.propose()).toBe(false);
    expect(sent).toEqual([{ proposed_appointment: '2026-11-30T15:30:00.000Z' }]);
    const s = await ready(vm);
    expect(s.errors).toEqual({ proposed_appointment: ['appointment.outside_hours'] });
    expect([s.date, s.time]).toEqual(['2026-11-30', '10:30']);
  });

  it('refuses a closed day before sending, then confirms and says so', async () => {
    const { p, sent } = port({});
    const vm = createAppointmentViewModel(p, 3, () => NOW);
    await vm.start();
    vm.setDate('2026-11-29'); // Sunday
    expect(await vm.propose()).toBe(false);
    expect(sent).toEqual([]);
    expect((await ready(vm)).errors).toEqual({ proposed_appointment: ['appointment.store_closed'] });
    expect(await vm.confirm()).toBe(true);
    const s = await ready(vm);
    expect([s.appointment.appointment_status, s.done, s.date, s.time]).toEqual(['confirmed', 'confirm', '2026-11-25', '13:00']);
  });

  it('shows a failed load and retries', async () => {
    let calls = 0;
    const { p } = port({ load: async () => { calls += 1; if (calls === 1) throw new Error('offline'); return E.right(body()); } });
    const vm = createAppointmentViewModel(p, 3, () => NOW);
    await vm.start();
    expect((await firstValueFrom(vm.state$)).kind).toBe('failed');
    await vm.retry();
    expect((await firstValueFrom(vm.state$)).kind).toBe('ready');
  });
});
