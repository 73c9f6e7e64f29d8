import { Empty } from '../common';
import { AppointmentBody, CustomerAppointmentBody, ProposeAppointmentRequest } from './appointments';
import { route } from '../access/access-routes';

const O = '/api/dealer/order';
const ERRORS = '400 invalid_input with proposed_appointment: appointment.in_the_past, appointment.store_closed, appointment.outside_hours, datetime.invalid or required; '
  + '403 forbidden for corporate users (confirm_appointment right); 404 for another store\'s deal or a colleague\'s customer (sales reps); '
  + '409 order_archived; 409 appointment_transition_refused (action, appointment_status).';

const C = '/api/customer/appointment';
const CUSTOMER = 'The customer\'s credential, until customer accounts exist: the deal link\'s token in the X-Deal-Token header, as the quote and credit calls (401 customer_token_required without it, 404 for another deal\'s, an unknown token or an archived deal).';

/**
 * Appointments (issue 14 item 4): spec 001 section 7 gives confirm_appointment/; reading, proposing
 * and cancelling are designed in the same style (POST order/{id}/<verb>_appointment/).
 * States: unconfirmed → confirmed → cancelled; a new proposal makes any of them unconfirmed again.
 */
export const appointmentRoutes = {
  read: route({ method: 'GET', path: `${O}/{id}/appointment/`, summary: 'The deal\'s appointment and the store\'s calendar (zone, visit length, hours), for any staff who may see the deal', auth: 'verified', response: AppointmentBody, designed: true }),
  propose: route({ method: 'POST', path: `${O}/{id}/propose_appointment/`, summary: `Propose a time (unconfirmed); also PATCH order/{id}/ proposed_appointment. ${ERRORS}`, auth: 'verified', body: ProposeAppointmentRequest, response: AppointmentBody, designed: true }),
  confirm: route({ method: 'POST', path: `${O}/{id}/confirm_appointment/`, summary: `Confirm the proposed time; e-mails the customer and their rep with an .ics. ${ERRORS}`, auth: 'verified', body: Empty, response: AppointmentBody }),
  cancel: route({ method: 'POST', path: `${O}/{id}/cancel_appointment/`, summary: `Cancel the appointment; a confirmed one's cancellation is e-mailed with an .ics (METHOD:CANCEL). ${ERRORS}`, auth: 'verified', body: Empty, response: AppointmentBody, designed: true }),
  customerRead: route({ method: 'GET', path: `${C}/{id}/`, summary: `The deal's appointment and the store's calendar (zone, visit length, hours), for the customer. ${CUSTOMER}`, auth: 'none', response: CustomerAppointmentBody, designed: true }),
  customerAsk: route({
    method: 'POST', path: `${C}/{id}/`, auth: 'none', body: ProposeAppointmentRequest, response: CustomerAppointmentBody, designed: true,
    summary: 'The customer asks for a time: checked as a dealer\'s proposal (400 invalid_input with proposed_appointment: appointment.in_the_past, appointment.store_closed, '
      + 'appointment.outside_hours, datetime.invalid or required); the appointment becomes unconfirmed (awaiting the dealer) and the staff who chose '
      + `customer_submits_appointment are told once. Asking for the time already asked or confirmed changes nothing. ${CUSTOMER}`,
  }),
} as const;
