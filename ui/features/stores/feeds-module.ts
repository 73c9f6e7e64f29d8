import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { inventoryFeedRoutes as R } from '../../../adapters/http/contract/inventory/inventory-feeds';
import type { FeedsPort } from './feeds-port';
import { FeedsTokens } from './feeds-tokens';
import { createFeedsViewModel } from './feeds-view-model';

/** The "Feeds out" section's view model over the api client's calls. */
export const feedsModule = new ContainerModule(({ bind }) => {
  bind(FeedsTokens.viewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const port: FeedsPort = {
      list: () => call(R.listFeeds),
      create: (label) => call(R.createFeed, { body: { label } }),
      revoke: (id) => call(R.revokeFeed, { params: { id } }),
    };
    return () => createFeedsViewModel(port);
  });
});
