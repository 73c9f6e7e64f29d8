import type { CustomerAccessoryListResponse, PrepareDataResponse } from '../../../adapters/http/contract/addons/addons';
import type { FlowQuotesResponse, QuoteResponse } from '../../../adapters/http/contract/quotes/quotes';
import type { Answer } from '../../../ui/shared/answer';

/** The customer's quote calls (praq), opened by the deal link's token (bound in quotes-module.ts). */
export interface ShopQuotesPort {
  flow(token: string, flowId: number): Answer<FlowQuotesResponse>;
  /** primary_quote_set_events/: the customer's pick. */
  choose(token: string, quoteId: number): Answer<FlowQuotesResponse>;
  /** The store's optional accessories (prices left out when pricing is locked). */
  accessories(dealershipId: number): Answer<CustomerAccessoryListResponse>;
  /** The protection plans that apply to a quote's deal (payment type, vehicle, term), priced for it. */
  plans(dealershipId: number, quote: Pick<QuoteResponse, 'inventory' | 'method' | 'term'>): Answer<PrepareDataResponse>;
  /** The customer's add-ons on a quote, re-priced. */
  setAddons(token: string, quoteId: number, body: { readonly accessories: readonly number[]; readonly protections: readonly number[] }): Answer<QuoteResponse>;
}
