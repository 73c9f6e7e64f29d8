import { ContainerModule } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { WebTokens } from '../../../adapters/di/tokens';
import { quoteRoutes as R } from '../../../adapters/http/contract/quotes/quote-routes';
import { inventoryRoutes } from '../../../adapters/http/contract/inventory/inventory-routes';
import type { QuotesPort } from './quotes-port';
import { createQuoteBuilderViewModel } from './quote-builder-view-model';
import { QuotesTokens } from './quotes-tokens';

/** The quote builder's view model, over the api client's calls. */
export const quotesModule = new ContainerModule(({ bind }) => {
  bind(QuotesTokens.port).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: QuotesPort = {
      upsert: (id) => call(R.upsert, { params: { id } }),
      flow: (id) => call(R.flowQuotes, { params: { id } }),
      quote: (id) => call(R.readQuote, { params: { id } }),
      activate: (id) => call(R.activate, { params: { id }, body: {} }),
      create: (id, body) => call(R.createQuote, { params: { id }, body }),
      update: (id, body) => call(R.updateQuote, { params: { id }, body }),
      remove: (id) => call(R.deleteQuote, { params: { id } }),
      reset: (id) => call(R.reset, { params: { id }, body: {} }),
      difference: (id) => call(R.difference, { params: { id }, body: {} }),
      updateExpiry: (id, date) => call(R.updateExpiry, { params: { id }, body: { quote_expiry: date } }),
      submit: (id, message) => call(R.submit, { body: { praq_flow: id, message } }),
      searchVehicles: (search) => call(inventoryRoutes.search, { query: { search } }),
    };
    return port;
  });
  bind(QuotesTokens.builder).toDynamicValue((ctx) => {
    const port = ctx.get(QuotesTokens.port);
    return (orderId: number) => createQuoteBuilderViewModel(port, orderId, asyncScheduler);
  });
});
