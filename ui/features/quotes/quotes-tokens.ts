import type { ServiceIdentifier } from 'inversify';
import type { QuoteBuilderViewModel } from './quote-builder-view-model';
import type { QuotesPort } from './quotes-port';

/** Tokens of the quote builder's view-model factory (bound in quotes-module.ts). */
export const QuotesTokens = {
  builder: Symbol('quoteBuilderViewModel') as ServiceIdentifier<(orderId: number) => QuoteBuilderViewModel>,
  /** The port itself, for the spec's praq routes that lead to the builder. */
  port: Symbol('quotesPort') as ServiceIdentifier<QuotesPort>,
} as const;
