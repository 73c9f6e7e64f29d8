import type { ServiceIdentifier } from 'inversify';
import type { FeeKind } from '../../../core/commerce/fee-or-discount';
import type { CustomRowsViewModel } from './custom-rows-view-model';
import type { GlobalFeesViewModel } from './global-fees-view-model';

/** Tokens of the fees-and-discounts view-model factories (bound in fees-module.ts). */
export const FeeTokens = {
  globalViewModel: Symbol('globalFeesViewModel') as ServiceIdentifier<(kind: FeeKind) => GlobalFeesViewModel>,
  customRowsViewModel: Symbol('customRowsViewModel') as ServiceIdentifier<(kind: FeeKind, orderId: number) => CustomRowsViewModel>,
} as const;
