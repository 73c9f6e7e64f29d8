import * as E from 'fp-ts/Either';
import { BehaviorSubject } from 'rxjs';
import type { CustomerAppointmentBody } from '../../../adapters/http/contract/appointments/appointments';
import { pickDate, pickedInstant, pickerOf, type Picked } from '../../../ui/shared/appointment-picker';
import { submitCall, type FieldErrorMap, type FormProblem } from '../../../ui/shared/form-problem';
import { problemOf } from '../../../ui/shared/problem-of';
import type { ShopAppointmentPort } from './appointment-port';
import type { LoadFailed, Loading } from '../../../ui/shared/load-state';

export type ShopAppointmentState =
  | Loading
  | LoadFailed
  | (Picked & {
    readonly kind: 'ready';
    readonly data: CustomerAppointmentBody;
    /** The server's refusal of the time (closed, in the past…), shown beside the picker. */
    readonly errors: FieldErrorMap;
    readonly busy: boolean;
    /** A refusal that is not the field's (the link stopped working, the network). */
    readonly problem: FormProblem | null;
    /** The time was asked: the page says the dealership will confirm it. */
    readonly asked: boolean;
  });

type Ready = Extract<ShopAppointmentState, { kind: 'ready' }>;

/**
 * The customer's appointment task: the deal's appointment (asked, confirmed, cancelled) and a date
 * and start time among the store's open slots on its own clock (the rule the server checks with),
 * asked as the instant that clock shows. What was picked stays through a refusal.
 */
export function createShopAppointmentViewModel(port: ShopAppointmentPort, token: string, orderId: number, now: () => Date) {
  const state = new BehaviorSubject<ShopAppointmentState>({ kind: 'loading' });
  const set = (next: ShopAppointmentState) => { if (!state.closed) state.next(next); };
  const ready = (): Ready | null => (state.value.kind === 'ready' ? state.value : null);
  const fresh = (data: CustomerAppointmentBody, asked: boolean): Ready =>
    ({ kind: 'ready', data, ...pickerOf(data, now()), errors: {}, busy: false, problem: null, asked });

  async function load(): Promise<void> {
    const r = await submitCall(() => port.read(token, orderId));
    set(E.isRight(r) ? fresh(r.right, false) : { kind: 'failed', problem: problemOf(r.left) });
  }

  return {
    state$: state.asObservable(),
    load,
    retry: () => { set({ kind: 'loading' }); return load(); },
    setDate(date: string): void {
      const s = ready();
      if (s === null || s.busy) return;
      set({ ...s, ...pickDate(s.data, s, date, now()), errors: {}, asked: false });
    },
    setTime(time: string): void {
      const s = ready();
      if (s === null || s.busy) return;
      set({ ...s, time, errors: {}, asked: false });
    },
    /** Asks for the picked time; answers true once the dealership has it. */
    async ask(): Promise<boolean> {
      const s = ready();
      if (s === null || s.busy) return false;
      const picked = pickedInstant(s, s.data.time_zone);
      if ('error' in picked) {
        set({ ...s, errors: { proposed_appointment: [picked.error] }, asked: false });
        return false;
      }
      set({ ...s, busy: true, errors: {}, problem: null, asked: false });
      const r = await submitCall(() => port.ask(token, orderId, { proposed_appointment: picked.at.toISOString() }));
      const after = ready() ?? s;
      if (E.isLeft(r)) {
        set({ ...after, busy: false, errors: r.left.fieldErrors, problem: Object.keys(r.left.fieldErrors).length > 0 ? null : problemOf(r.left) });
        return false;
      }
      set(fresh(r.right, true));
      return true;
    },
    dispose: () => state.complete(),
  };
}
export type ShopAppointmentViewModel = ReturnType<typeof createShopAppointmentViewModel>;
