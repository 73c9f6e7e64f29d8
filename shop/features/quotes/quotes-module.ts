import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { addonRoutes } from '../../../adapters/http/contract/addons/addon-routes';
import { quoteRoutes as R } from '../../../adapters/http/contract/quotes/quote-routes';
import { createCompareViewModel } from './compare-view-model';
import type { ShopQuotesPort } from './quotes-port';
import { ShopQuotesTokens } from './quotes-tokens';

const dealHeaders = (token: string) => ({ 'X-Deal-Token': token });

/** The customer's quote calls over the client: the link's token on each, no dealer sign-in redirect. */
export const quotesModule = new ContainerModule(({ bind }) => {
  bind(ShopQuotesTokens.port).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: ShopQuotesPort = {
      flow: (token, id) => call(R.customerFlow, { params: { id }, headers: dealHeaders(token), authRedirect: false }),
      choose: (token, quote) => call(R.primaryQuote, { body: { quote }, headers: dealHeaders(token), authRedirect: false }),
      accessories: (dealership) => call(addonRoutes.customerAccessories, { query: { dealership, page_size: 100 }, authRedirect: false }),
      plans: (dealership, q) => call(addonRoutes.prepareData, {
        query: { dealership }, body: { vehicle: q.inventory, payment: q.method, ...(q.term === null ? {} : { term: q.term }) }, authRedirect: false,
      }),
      setAddons: (token, id, body) => call(R.customerAddons, { params: { id }, body: { accessories: [...body.accessories], protections: [...body.protections] }, headers: dealHeaders(token), authRedirect: false }),
    };
    return port;
  });
  bind(ShopQuotesTokens.compare).toDynamicValue((ctx) => {
    const port = ctx.get(ShopQuotesTokens.port);
    return (token: string, flowId: number) => createCompareViewModel(port, token, flowId);
  });
});
