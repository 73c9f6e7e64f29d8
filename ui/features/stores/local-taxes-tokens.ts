import type { ServiceIdentifier } from 'inversify';
import type { LocalTaxesViewModel } from './local-taxes-view-model';

/** Token of the "Local tax rates" section's view-model factory (bound in local-taxes-module.ts). */
export const LocalTaxesTokens = {
  viewModel: Symbol('localTaxesViewModel') as ServiceIdentifier<() => LocalTaxesViewModel>,
} as const;
