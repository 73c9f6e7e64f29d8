import type { ServiceIdentifier } from 'inversify';
import type { AppointmentViewModel } from './appointment-view-model';

/** Tokens of the appointment view-model factory (bound in appointments-module.ts). */
export const AppointmentsTokens = {
  viewModel: Symbol('appointmentViewModel') as ServiceIdentifier<(orderId: number) => AppointmentViewModel>,
} as const;
