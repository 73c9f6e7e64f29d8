import type { ServiceIdentifier } from 'inversify';
import type { StoreLanguage } from '@dealer-panel/core/fees/fee-form';
import type { FeeKind } from '@dealer-panel/core/fees/fee-or-discount';
import type { CustomRowsViewModel } from './custom-rows-view-model';
import type { GlobalFeesViewModel } from './global-fees-view-model';
import type { MarketscanViewModel } from './marketscan-view-model';

/** Tokens of the fees-and-discounts view-model factories (bound in fees-module.ts). */
export const FeeTokens = {
  globalViewModel: Symbol('globalFeesViewModel') as ServiceIdentifier<(kind: FeeKind, storeLanguage: StoreLanguage) => GlobalFeesViewModel>,
  customRowsViewModel: Symbol('customRowsViewModel') as ServiceIdentifier<(kind: FeeKind, orderId: number, storeLanguage: StoreLanguage) => CustomRowsViewModel>,
  marketscanViewModel: Symbol('marketscanViewModel') as ServiceIdentifier<() => MarketscanViewModel>,
} as const;
