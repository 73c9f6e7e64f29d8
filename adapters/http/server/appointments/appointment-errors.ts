import type { AppointmentTransitionRefused } from '@dealer-panel/core/appointments/appointment';
import { problem, type Problem } from '../platform/problem';

/** An appointment's refused step (propose, confirm, cancel) as 409, with the action and the status it was in. */
export function appointmentProblem(error: AppointmentTransitionRefused): Problem {
  const body = problem(409, 'appointment_transition_refused', { detail: `An appointment that is ${error.status ?? 'not proposed'} cannot be ${error.action === 'propose' ? 'proposed' : error.action === 'confirm' ? 'confirmed' : 'cancelled'}.` });
  return { ...body, action: error.action, appointment_status: error.status } as Problem;
}
