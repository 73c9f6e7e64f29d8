import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { addonRoutes as R } from '../../../adapters/http/contract/addons/addon-routes';
import { dealHeaders } from '../../shared/deal-port';
import type { ShopDealAddonsPort } from './deal-addons-port';
import { ShopDealAddonsTokens } from './deal-addons-tokens';
import { createDealAddonsViewModel } from './deal-addons-view-model';

/** The customer's add-on calls over the client: the link's token on each, no dealer sign-in redirect. */
export const dealAddonsModule = new ContainerModule(({ bind }) => {
  bind(ShopDealAddonsTokens.port).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: ShopDealAddonsPort = {
      read: (token, id) => call(R.dealAddons, { params: { id }, headers: dealHeaders(token), authRedirect: false }),
      choose: (token, id, body) => call(R.dealAddonsChoose, { params: { id }, body: { accessories: [...body.accessories], protections: [...body.protections] }, headers: dealHeaders(token), authRedirect: false }),
    };
    return port;
  });
  bind(ShopDealAddonsTokens.addons).toDynamicValue((ctx) => {
    const port = ctx.get(ShopDealAddonsTokens.port);
    return (token: string, orderId: number) => createDealAddonsViewModel(port, token, orderId);
  });
});
