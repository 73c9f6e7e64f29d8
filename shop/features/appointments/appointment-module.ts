import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { appointmentRoutes as R } from '../../../adapters/http/contract/appointments/appointment-routes';
import { dealHeaders } from '../../shared/deal-port';
import type { ShopAppointmentPort } from './appointment-port';
import { ShopAppointmentTokens } from './appointment-tokens';
import { createShopAppointmentViewModel } from './appointment-view-model';

/** The customer's appointment calls over the client: the link's token on each, no dealer sign-in redirect. */
export const appointmentModule = new ContainerModule(({ bind }) => {
  bind(ShopAppointmentTokens.port).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: ShopAppointmentPort = {
      read: (token, id) => call(R.customerRead, { params: { id }, headers: dealHeaders(token), authRedirect: false }),
      ask: (token, id, body) => call(R.customerAsk, { params: { id }, body, headers: dealHeaders(token), authRedirect: false }),
    };
    return port;
  });
  bind(ShopAppointmentTokens.appointment).toDynamicValue((ctx) => {
    const port = ctx.get(ShopAppointmentTokens.port);
    return (token: string, orderId: number) => createShopAppointmentViewModel(port, token, orderId, () => new Date());
  });
});
