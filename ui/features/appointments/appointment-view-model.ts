import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { AppointmentBody } from '../../../adapters/http/contract/appointments/appointments';
import { submitCall, type FieldErrorMap, type FormFailure, type FormProblem } from '../../shared/form-problem';
import { problemOf } from '../../shared/problem-of';
import type { LoadFailed, Loading } from '../../shared/load-state';
import type { AppointmentsPort } from './appointments-port';
import { pickDate, pickedInstant, pickerOf } from '../../shared/appointment-picker';

export type AppointmentAction = 'propose' | 'confirm' | 'cancel';

export type AppointmentState =
  | Loading
  | LoadFailed
  | {
      readonly kind: 'ready';
      readonly appointment: AppointmentBody;
      /** The picker, on the store's clock: YYYY-MM-DD and HH:MM. */
      readonly date: string;
      readonly time: string;
      readonly slots: readonly string[];
      readonly errors: FieldErrorMap;
      readonly busy: AppointmentAction | null;
      readonly problem: FormProblem | null;
      /** The last action that went through (the page says so), until the next change. */
      readonly done: AppointmentAction | null;
    };

type Ready = Extract<AppointmentState, { kind: 'ready' }>;

/**
 * The appointment page: the deal's appointment and the store's calendar; a date and a start time
 * among the open slots (core's own rule), proposed as the instant the store's clock shows; confirm
 * and cancel. The server's field errors land beside the picker and what was picked stays.
 */
export function createAppointmentViewModel(port: AppointmentsPort, orderId: number, now: () => Date) {
  const now_ = now;
  const state = new BehaviorSubject<AppointmentState>({ kind: 'loading' });
  const set = (next: AppointmentState) => { if (!state.closed) state.next(next); };

  const readyFrom = (a: AppointmentBody, done: AppointmentAction | null): Ready =>
    ({ kind: 'ready', appointment: a, ...pickerOf(a, now()), errors: {}, busy: null, problem: null, done });

  const load = async () => {
    set({ kind: 'loading' });
    const answer = await submitCall(() => port.load(orderId));
    if (E.isLeft(answer)) return set({ kind: 'failed', problem: problemOf(answer.left) });
    set(readyFrom(answer.right, null));
  };

  const failed = (ready: Ready, failure: FormFailure): Ready =>
    ({ ...ready, busy: null, errors: failure.fieldErrors, problem: failure.handled ? null : failure.problem });

  const act = async (action: AppointmentAction, run: () => ReturnType<AppointmentsPort['load']>): Promise<boolean> => {
    const now = state.value;
    if (now.kind !== 'ready' || now.busy !== null) return false;
    set({ ...now, busy: action, problem: null, done: null });
    const answer = await submitCall(run);
    const after = state.value;
    if (after.kind !== 'ready') return false;
    if (E.isLeft(answer)) { set(failed(after, answer.left)); return false; }
    set(readyFrom(answer.right, action));
    return true;
  };

  return {
    state$: state.asObservable() as Observable<AppointmentState>,
    start: load,
    retry: load,
    setDate(date: string): void {
      const now = state.value;
      if (now.kind !== 'ready' || now.busy !== null) return;
      set({ ...now, ...pickDate(now.appointment, now, date, now_()), errors: {}, done: null });
    },
    setTime(time: string): void {
      const now = state.value;
      if (now.kind !== 'ready' || now.busy !== null) return;
      set({ ...now, time, errors: {}, done: null });
    },
    /** Proposes the picked time (the instant of that date and time on the store's clock). */
    async propose(): Promise<boolean> {
      const now = state.value;
      if (now.kind !== 'ready') return false;
      const picked = pickedInstant(now, now.appointment.time_zone);
      if ('error' in picked) {
        set({ ...now, errors: { proposed_appointment: [picked.error] }, done: null });
        return false;
      }
      return act('propose', () => port.propose(orderId, { proposed_appointment: picked.at.toISOString() }));
    },
    confirm: () => act('confirm', () => port.confirm(orderId)),
    cancel: () => act('cancel', () => port.cancel(orderId)),
    dispose(): void { state.complete(); },
  };
}

export type AppointmentViewModel = ReturnType<typeof createAppointmentViewModel>;
