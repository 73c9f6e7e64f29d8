import * as t from 'io-ts';
import { APPOINTMENT_STATUSES } from '@dealer-panel/core/shared/deal-states';
import { Nullable } from '../common';
import { oneOf } from '../enums';
import { DayHoursBody } from '../stores/stores';

/**
 * A deal's appointment with the store's calendar (issue 14 item 4): the time as ISO 8601 in UTC,
 * the IANA zone the store's hours are in (show the time on that clock), minutes a visit lasts,
 * the hours per weekday, and whether the session's user may propose, confirm or cancel.
 */
export const AppointmentBody = t.type({
  order: t.number,
  customer: t.number,
  proposed_appointment: Nullable(t.string),
  appointment_status: Nullable(oneOf(APPOINTMENT_STATUSES)),
  is_archived: t.boolean,
  time_zone: t.string,
  appointment_length: t.number,
  daywise_operating_hours: t.array(DayHoursBody),
  may_act: t.boolean,
});
export type AppointmentBody = t.TypeOf<typeof AppointmentBody>;

/** propose_appointment/: the time with its offset or Z (2026-12-01T10:30:00-05:00); it must fall within the store's hours. */
export const ProposeAppointmentRequest = t.partial({ proposed_appointment: Nullable(t.string) });
export type ProposeAppointmentRequest = t.TypeOf<typeof ProposeAppointmentRequest>;

/** 409 appointment_transition_refused: the move the appointment's state does not allow. */
export const AppointmentRefusedProblem = t.type({ action: oneOf(['propose', 'confirm', 'cancel'] as const), appointment_status: Nullable(oneOf(APPOINTMENT_STATUSES)) });

/**
 * The customer's view of their deal's appointment (GET/POST /api/customer/appointment/{order}/):
 * the time asked or confirmed (ISO, UTC), its state, and the store's calendar so that only open
 * times are offered. No staff or customer ids: the deal link's token is the credential.
 */
export const CustomerAppointmentBody = t.type({
  order: t.number,
  proposed_appointment: Nullable(t.string),
  appointment_status: Nullable(oneOf(APPOINTMENT_STATUSES)),
  time_zone: t.string,
  appointment_length: t.number,
  daywise_operating_hours: t.array(DayHoursBody),
});
export type CustomerAppointmentBody = t.TypeOf<typeof CustomerAppointmentBody>;
