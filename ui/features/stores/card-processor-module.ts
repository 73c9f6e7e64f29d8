import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { cardProcessorRoutes as R } from '../../../adapters/http/contract/stores/card-processor-routes';
import type { CardProcessorPort } from './card-processor-port';
import { CardProcessorTokens } from './card-processor-tokens';
import { createCardProcessorViewModel } from './card-processor-view-model';

/** The card-processor section's view model over the api client's calls. */
export const cardProcessorModule = new ContainerModule(({ bind }) => {
  bind(CardProcessorTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: CardProcessorPort = {
      status: () => call(R.cardProcessorStatus),
      startConnect: () => call(R.stripeConnect, { body: {} }),
      disconnect: () => call(R.stripeDisconnect, { body: {} }),
      leave: (url) => window.location.assign(url),
    };
    return () => createCardProcessorViewModel(port);
  });
});
