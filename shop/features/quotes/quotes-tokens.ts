import type { ServiceIdentifier } from 'inversify';
import type { ShopQuotesPort } from './quotes-port';
import type { CompareViewModel } from './compare-view-model';

export const ShopQuotesTokens = {
  port: Symbol('shop.quotes.port') as ServiceIdentifier<ShopQuotesPort>,
  /** The comparison of a deal's quotes, per token and flow. */
  compare: Symbol('shop.quotes.compare') as ServiceIdentifier<(token: string, flowId: number) => CompareViewModel>,
} as const;
