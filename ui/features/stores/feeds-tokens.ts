import type { ServiceIdentifier } from 'inversify';
import type { FeedsViewModel } from './feeds-view-model';

/** Token of the "Feeds out" section's view-model factory (bound in feeds-module.ts). */
export const FeedsTokens = {
  viewModel: Symbol('feedsViewModel') as ServiceIdentifier<() => FeedsViewModel>,
} as const;
