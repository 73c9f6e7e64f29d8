import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { appointmentRoutes as R } from '../../../adapters/http/contract/appointments/appointment-routes';
import type { AppointmentsPort } from './appointments-port';
import { createAppointmentViewModel } from './appointment-view-model';
import { AppointmentsTokens } from './appointments-tokens';

/** The appointment view model, over the api client's calls. */
export const appointmentsModule = new ContainerModule(({ bind }) => {
  bind(AppointmentsTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: AppointmentsPort = {
      load: (id) => call(R.read, { params: { id } }),
      propose: (id, body) => call(R.propose, { params: { id }, body }),
      confirm: (id) => call(R.confirm, { params: { id }, body: {} }),
      cancel: (id) => call(R.cancel, { params: { id }, body: {} }),
    };
    return (orderId: number) => createAppointmentViewModel(port, orderId, () => new Date());
  });
});
