import type { Forbidden, InvalidInput, NotFound } from '../shared/errors';
import type { CustomerHasNoEmail } from '../customers/customer-errors';
import type { OrderArchived } from '../orders/order-errors';

/** A fourth quote: a flow holds at most 3 (409 quote_limit_reached). */
export type QuoteLimitReached = { readonly _tag: 'QuoteLimitReached'; readonly max: number };
/** Submitting a flow with no quote (409 quote_flow_empty). */
export type QuoteFlowEmpty = { readonly _tag: 'QuoteFlowEmpty' };
/** Submitting quotes of which one has expired (409 quote_expired). */
export type QuoteExpired = { readonly _tag: 'QuoteExpired'; readonly quoteIds: readonly number[] };
/** Quotes of a flow the dealer has not activated (409 quote_flow_inactive). */
export type QuoteFlowInactive = { readonly _tag: 'QuoteFlowInactive' };

export type QuoteError = InvalidInput | Forbidden | NotFound | OrderArchived | CustomerHasNoEmail | QuoteLimitReached | QuoteFlowEmpty | QuoteExpired | QuoteFlowInactive;

export const quoteLimitReached = (max: number): QuoteLimitReached => ({ _tag: 'QuoteLimitReached', max });
