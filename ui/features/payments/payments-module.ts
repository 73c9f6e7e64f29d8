import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { PaymentTokens } from './payment-tokens';
import { httpPaymentSettings } from './settings/http-payment-settings';

/** The payments screens' ports, over the api client. (The worksheet's view models: worksheet-module.ts.) */
export const paymentsModule = new ContainerModule(({ bind }) => {
  bind(PaymentTokens.settings).toDynamicValue((ctx) => httpPaymentSettings(ctx.get(WebTokens.api).call));
});
