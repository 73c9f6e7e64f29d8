import type { AppointmentBody, ProposeAppointmentRequest } from '../../../adapters/http/contract/appointments/appointments';
import type { Answer } from '../../shared/answer';

/** A deal's appointment over HTTP (bound in appointments-module.ts). */
export interface AppointmentsPort {
  load(orderId: number): Answer<AppointmentBody>;
  propose(orderId: number, body: ProposeAppointmentRequest): Answer<AppointmentBody>;
  confirm(orderId: number): Answer<AppointmentBody>;
  cancel(orderId: number): Answer<AppointmentBody>;
}
