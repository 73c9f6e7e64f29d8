import { Empty } from '../common';
import { route } from '../access/access-routes';
import {
  CustomerAddonsRequest, DifferenceRequest, DifferenceResponse, FlowExpiryRequest, FlowQuotesResponse, PrimaryQuoteRequest, QuoteRequest, QuoteResponse, SubmitQuotesRequest,
} from './quotes';

const D = '/api/dealer/praq';
const C = '/api/customer/praq';
const WRITE = '400 invalid_input per field (term.invalid, money.invalid, frequency.invalid, quote.lease_only, date.invalid, date.in_the_past, '
  + 'vehicle.unknown, vehicle.unavailable, and the pricing engine\'s codes); 403 for corporate users; 404 another store\'s; 409 order_archived.';
const CUSTOMER = 'Customer: the deal link\'s token in the X-Deal-Token header (401 customer_token_required without it; 404 when it does not open this flow).';

/**
 * Quote flows (praq, issue 15): spec 001 section 7 gives the paths; the create (POST flow/{id}/quotes/)
 * is designed; `difference` and `reset` are designed in docs/decisions/quotes.md.
 */
export const quoteRoutes = {
  upsert: route({ method: 'GET', path: '/praq/{id}/upsert/', summary: 'The deal\'s (id: order) quote flow with its quotes, created (draft) on first read', auth: 'verified', response: FlowQuotesResponse }),
  legacyDifference: route({ method: 'POST', path: '/praq/{id}/difference/', summary: `As POST ${D}/{id}/difference/ (id: quote), the order state being the details sent. ${WRITE}`, auth: 'verified', body: DifferenceRequest, response: DifferenceResponse }),
  flowQuotes: route({ method: 'GET', path: `${D}/flow/{id}/quotes/`, summary: 'The flow\'s quotes (oldest first) and its summary fields', auth: 'verified', response: FlowQuotesResponse }),
  createQuote: route({ method: 'POST', path: `${D}/flow/{id}/quotes/`, summary: `Add a quote (inventory: a vehicle id, default the deal's; method, default the deal's; details over the worksheet's). 409 quote_limit_reached for a 4th, 409 quote_flow_inactive before activation. ${WRITE}`, auth: 'verified', body: QuoteRequest, response: QuoteResponse, designed: true, status: 201 }),
  activate: route({ method: 'POST', path: `${D}/flow/{id}/activate/`, summary: `Activate the flow; an empty flow gets the deal's vehicle and method as its first quote. ${WRITE}`, auth: 'verified', body: Empty, response: FlowQuotesResponse }),
  updateExpiry: route({ method: 'PATCH', path: `${D}/flow/{id}/update_quote_expiry/`, summary: `The flow's expiry (YYYY-MM-DD, today or later; null: none); quotes without their own end that day. ${WRITE}`, auth: 'verified', body: FlowExpiryRequest, response: FlowQuotesResponse }),
  readQuote: route({ method: 'GET', path: `${D}/{id}/`, summary: 'One quote of the session\'s store (404 another store\'s, or a colleague\'s customer\'s for a sales rep)', auth: 'verified', response: QuoteResponse, designed: true }),
  updateQuote: route({ method: 'PATCH', path: `${D}/{id}/`, summary: `Change a quote: values equal to the current ones are ignored; otherwise re-priced by the worksheet's engine (nothing stored on a refusal). ${WRITE}`, auth: 'verified', body: QuoteRequest, response: QuoteResponse }),
  deleteQuote: route({ method: 'DELETE', path: `${D}/{id}/`, summary: `Remove a quote from its flow. ${WRITE}`, auth: 'verified', response: Empty, status: 204 }),
  reset: route({ method: 'POST', path: `${D}/{id}/reset/`, summary: `The quote's details back to the deal worksheet's for its method, re-priced (touched: false). ${WRITE}`, auth: 'verified', body: Empty, response: QuoteResponse }),
  difference: route({ method: 'POST', path: `${D}/{id}/difference/`, summary: 'The quote priced with the details sent against the primary (else first other) quote; nothing stored', auth: 'verified', body: DifferenceRequest, response: DifferenceResponse }),
  submit: route({ method: 'POST', path: `${D}/quotes_submitted_events`, summary: 'Send the flow\'s quotes: the customer is e-mailed the message and their deal link (their language); the quote step becomes sent_to_customer. 409 quote_flow_empty, quote_expired, quote_flow_inactive, customer_has_no_email', auth: 'verified', body: SubmitQuotesRequest, response: FlowQuotesResponse }),
  customerFlow: route({ method: 'GET', path: `${C}/flow/{id}/quotes/`, summary: `The flow's quotes and summary; the first read after submission marks the step viewed_by_customer. ${CUSTOMER}`, auth: 'none', response: FlowQuotesResponse }),
  customerQuote: route({ method: 'GET', path: `${C}/quotes/{id}/`, summary: `One quote. ${CUSTOMER}`, auth: 'none', response: QuoteResponse }),
  customerReset: route({ method: 'POST', path: `${C}/{id}/reset/`, summary: `As the dealer's reset. ${CUSTOMER}`, auth: 'none', body: Empty, response: QuoteResponse }),
  customerDifference: route({ method: 'POST', path: `${C}/{id}/difference/`, summary: `As the dealer's difference. ${CUSTOMER}`, auth: 'none', body: DifferenceRequest, response: DifferenceResponse }),
  customerAddons: route({ method: 'POST', path: `${C}/{id}/addons/`, summary: `The customer's accessories and protection plans on a quote they were sent (ids; only these two keys), re-priced by the same engine; 400 per field for an id the deal does not allow, nothing stored; 409 quote_expired; 403 customer_view_read_only from a staff member's view. ${CUSTOMER}`, auth: 'none', body: CustomerAddonsRequest, response: QuoteResponse, designed: true }),
  primaryQuote: route({ method: 'POST', path: `${C}/primary_quote_set_events/`, summary: `The customer picks their primary quote (applied); the quote step is completed. ${CUSTOMER}`, auth: 'none', body: PrimaryQuoteRequest, response: FlowQuotesResponse }),
} as const;
