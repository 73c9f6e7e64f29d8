import type { CustomerAppointmentBody, ProposeAppointmentRequest } from '../../../adapters/http/contract/appointments/appointments';
import type { Answer } from '../../../ui/shared/answer';

/** The customer's appointment calls, opened by the deal link's token (bound in appointment-module.ts). */
export interface ShopAppointmentPort {
  read(token: string, orderId: number): Answer<CustomerAppointmentBody>;
  ask(token: string, orderId: number, body: ProposeAppointmentRequest): Answer<CustomerAppointmentBody>;
}
