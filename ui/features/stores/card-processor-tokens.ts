import type { ServiceIdentifier } from 'inversify';
import type { CardProcessorViewModel } from './card-processor-view-model';

/** Token of the card-processor section's view-model factory (bound in card-processor-module.ts). */
export const CardProcessorTokens = {
  viewModel: Symbol('cardProcessorViewModel') as ServiceIdentifier<() => CardProcessorViewModel>,
} as const;
