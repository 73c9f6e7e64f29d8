import type { AppointmentStatus, OrderStatus } from '../shared/deal-states';

/** What a dealer does to a deal's appointment. */
export type AppointmentAction = 'propose' | 'confirm' | 'cancel';

/**
 * The appointment's state machine, every allowed move in one table (null: the deal has none yet).
 * A new time may be proposed at any point (it makes the appointment unconfirmed again, even after
 * a confirmation or a cancellation); only an unconfirmed one is confirmed; an unconfirmed or
 * confirmed one is cancelled. Anything else is refused with AppointmentTransitionRefused.
 */
export const APPOINTMENT_TRANSITIONS: Readonly<Record<AppointmentAction, { readonly from: readonly (AppointmentStatus | null)[]; readonly to: AppointmentStatus }>> = {
  propose: { from: [null, 'unconfirmed', 'confirmed', 'cancelled'], to: 'unconfirmed' },
  confirm: { from: ['unconfirmed'], to: 'confirmed' },
  cancel: { from: ['unconfirmed', 'confirmed'], to: 'cancelled' },
};

/** The appointment step's status for each appointment state: who acts next on the deal card. */
export const APPOINTMENT_STEP: Readonly<Record<AppointmentStatus, OrderStatus>> = {
  unconfirmed: 'awaiting-dealer',
  confirmed: 'completed',
  cancelled: 'canceled',
};

export type AppointmentTransitionRefused = {
  readonly _tag: 'AppointmentTransitionRefused';
  readonly action: AppointmentAction;
  readonly status: AppointmentStatus | null;
};

/** The state after `action`, or the refusal naming the action and the state it met. */
export function nextAppointmentStatus(status: AppointmentStatus | null, action: AppointmentAction): AppointmentStatus | AppointmentTransitionRefused {
  const move = APPOINTMENT_TRANSITIONS[action];
  return move.from.includes(status) ? move.to : { _tag: 'AppointmentTransitionRefused', action, status };
}
