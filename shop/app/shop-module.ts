import { ContainerModule } from 'inversify';
import { WebTokens } from '../../adapters/di/tokens';
import { customerRoutes } from '../../adapters/http/contract/customers/customer-routes';
import { shopRoutes } from '../../adapters/http/contract/customers/shop-routes';
import { recapRoutes } from '../../adapters/http/contract/orders/recap-routes';
import { dealHeaders, type DealPort } from '../shared/deal-port';
import { createDealViewModel } from '../shared/deal-view-model';
import { ShopTokens } from '../shared/shop-tokens';
import { chosenLanguage, createShopI18n } from './shop-i18n';

/**
 * The shop's bindings over the web container's client. Every customer call carries the deal link's
 * token (X-Deal-Token) and turns the client's sign-in redirects off: a refused link is the shop's to explain.
 */
export const shopModule = new ContainerModule(({ bind }) => {
  bind(ShopTokens.storage).toDynamicValue((ctx) => ctx.get(WebTokens.sessionStorage));
  bind(ShopTokens.i18n).toDynamicValue((ctx) => createShopI18n(chosenLanguage(ctx.get(WebTokens.sessionStorage)) ?? 'en_CA'));
  bind(ShopTokens.dealPort).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: DealPort = {
      link: (kind, token) => call(customerRoutes.link, { params: { kind, token }, authRedirect: false }),
      tasks: (token, id) => call(shopRoutes.tasks, { params: { id }, headers: dealHeaders(token), authRedirect: false }),
      sendCode: (token) => call(shopRoutes.sendCode, { body: {}, headers: dealHeaders(token), authRedirect: false }),
      verifyCode: (token, code) => call(shopRoutes.verifyCode, { body: { code }, headers: dealHeaders(token), authRedirect: false }),
      // A PDF, not JSON: read with fetch as bytes (the client decodes JSON bodies only).
      recap: async (token, id, lang) => {
        const url = `${recapRoutes.customerRecap.path.replace('{id}', String(id))}?lang=${lang}`;
        try {
          const r = await fetch(url, { headers: dealHeaders(token), credentials: 'same-origin' });
          return r.ok && r.headers.get('content-type') === 'application/pdf' ? await r.blob() : null;
        } catch {
          return null;
        }
      },
    };
    return port;
  });
  bind(ShopTokens.deal).toDynamicValue((ctx) => {
    const port = ctx.get(ShopTokens.dealPort);
    return (token: string) => createDealViewModel(port, token);
  });
});
