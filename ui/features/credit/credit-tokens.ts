import type { ServiceIdentifier } from 'inversify';
import type { CreditViewModel } from './credit-view-model';

/** Tokens of the credit feature (bound in credit-module.ts). */
export const CreditTokens = {
  viewModel: Symbol('creditViewModel') as ServiceIdentifier<(orderId: number) => CreditViewModel>,
} as const;
