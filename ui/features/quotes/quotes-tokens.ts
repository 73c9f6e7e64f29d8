import type { ServiceIdentifier } from 'inversify';
import type { QuoteBuilderViewModel } from './quote-builder-view-model';

/** Tokens of the quote builder's view-model factory (bound in quotes-module.ts). */
export const QuotesTokens = {
  builder: Symbol('quoteBuilderViewModel') as ServiceIdentifier<(orderId: number) => QuoteBuilderViewModel>,
} as const;
