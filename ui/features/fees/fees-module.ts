import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { feeRoutes as R } from '../../../adapters/http/contract/fees/fee-routes';
import { createCustomRowsViewModel } from './custom-rows-view-model';
import { FeeTokens } from './fee-tokens';
import { createGlobalFeesViewModel } from './global-fees-view-model';
import { marketscanRoutes } from '../../../adapters/http/contract/fees/marketscan';
import { createMarketscanViewModel } from './marketscan-view-model';

/** The fees-and-discounts view-model factories, each wired to the api client's calls. */
export const feesModule = new ContainerModule(({ bind }) => {
  bind(FeeTokens.globalViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (kind, storeLanguage) => createGlobalFeesViewModel(kind === 'fee'
      ? {
          list: () => call(R.listGlobalFees),
          create: (body) => call(R.createGlobalFee, { body }),
          update: (id, body) => call(R.replaceGlobalFee, { params: { id }, body }),
          remove: (id) => call(R.deleteGlobalFee, { params: { id } }),
        }
      : {
          list: () => call(R.listGlobalDiscounts),
          create: (body) => call(R.createGlobalDiscount, { body }),
          update: (id, body) => call(R.replaceGlobalDiscount, { params: { id }, body }),
          remove: (id) => call(R.deleteGlobalDiscount, { params: { id } }),
        }, kind, storeLanguage);
  });

  bind(FeeTokens.marketscanViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return () => createMarketscanViewModel({
      load: () => call(marketscanRoutes.marketscanMapping),
      save: (mappings) => call(marketscanRoutes.saveMarketscanMapping, { body: { mappings } }),
    });
  });

  bind(FeeTokens.customRowsViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    return (kind, orderId, storeLanguage) => createCustomRowsViewModel(kind === 'fee'
      ? {
          list: (order) => call(R.listCustomFees, { query: { order } }),
          create: (body) => call(R.createCustomFee, { body }),
          update: (id, body) => call(R.replaceCustomFee, { params: { id }, body }),
          remove: (id) => call(R.deleteCustomFee, { params: { id } }),
          log: (message, error) => console.error(message, error),
        }
      : {
          list: (order) => call(R.listCustomDiscounts, { query: { order } }),
          create: (body) => call(R.createCustomDiscount, { body }),
          update: (id, body) => call(R.replaceCustomDiscount, { params: { id }, body }),
          remove: (id) => call(R.deleteCustomDiscount, { params: { id } }),
          log: (message, error) => console.error(message, error),
        }, kind, orderId, storeLanguage);
  });
});
