import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { customerDepositRoutes as R } from '../../../adapters/http/contract/deposits/customer-deposit-routes';
import { dealHeaders } from '../../shared/deal-port';
import type { ShopDepositPort } from './deposit-port';
import { ShopDepositTokens } from './deposit-tokens';
import { createShopDepositViewModel } from './deposit-view-model';

/** The customer's deposit calls over the client: the link's token on each, the payment's Idempotency-Key, no dealer sign-in redirect. */
export const depositModule = new ContainerModule(({ bind }) => {
  bind(ShopDepositTokens.port).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: ShopDepositPort = {
      read: (token, id) => call(R.read, { params: { id }, headers: dealHeaders(token), authRedirect: false }),
      pay: (token, id, paymentMethod, idempotencyKey) => call(R.pay, { params: { id }, body: { payment_method: paymentMethod }, idempotencyKey, headers: dealHeaders(token), authRedirect: false }),
      confirm: (token, id) => call(R.confirm, { params: { id }, body: {}, headers: dealHeaders(token), authRedirect: false }),
    };
    return port;
  });
  bind(ShopDepositTokens.deposit).toDynamicValue((ctx) => {
    const port = ctx.get(ShopDepositTokens.port);
    return (token: string, orderId: number) => createShopDepositViewModel(port, token, orderId, () => crypto.randomUUID());
  });
});
