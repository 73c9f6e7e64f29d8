import type { DealAppointmentRules } from '../orders/update-order';
import { APPOINTMENT_STEP } from './appointment';
import { appointmentTimeErrors, recordAppointmentChange, type AppointmentDeps } from './appointment-use-cases';

/**
 * The appointment rules a deal's update follows when it proposes a time (PATCH order/{id}/ with
 * proposed_appointment): the store's hours, the unconfirmed step, the timeline entry and audit row
 * of propose_appointment/. Given to orderUseCases by the composition root: orders does not import
 * appointments (appointments sits above it).
 */
export const dealAppointmentRules = (deps: Pick<AppointmentDeps, 'stores' | 'clock' | 'timeline' | 'audit'>): DealAppointmentRules => ({
  proposedStep: APPOINTMENT_STEP.unconfirmed,
  timeErrors: (dealershipId, start) => appointmentTimeErrors(deps, dealershipId, start),
  recordProposal: (ctx, before, start, ip) => recordAppointmentChange(deps, ctx, before, 'propose', start, ip),
});
