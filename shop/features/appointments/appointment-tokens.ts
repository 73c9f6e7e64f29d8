import type { ServiceIdentifier } from 'inversify';
import type { ShopAppointmentPort } from './appointment-port';
import type { ShopAppointmentViewModel } from './appointment-view-model';

export const ShopAppointmentTokens = {
  port: Symbol('shop.appointment.port') as ServiceIdentifier<ShopAppointmentPort>,
  /** The deal's appointment task, per token and deal. */
  appointment: Symbol('shop.appointment.viewModel') as ServiceIdentifier<(token: string, orderId: number) => ShopAppointmentViewModel>,
} as const;
