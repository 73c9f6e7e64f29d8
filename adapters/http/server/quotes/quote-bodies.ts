import { formatMoney } from '@dealer-panel/core/shared/money-text';
import type { FlowView, QuoteDifference } from '@dealer-panel/core/quotes/quote-core';
import { detailsWire } from '@dealer-panel/core/quotes/quote-details';
import { MAX_QUOTES, type Quote } from '@dealer-panel/core/quotes/quote';
import type { QuoteError } from '@dealer-panel/core/quotes/quote-errors';
import type { DifferenceResponse, FlowQuotesResponse, QuoteResponse } from '../../contract/quotes/quotes';
import { dealerProblem } from '../dealer-errors';
import { problem, type Problem } from '../platform/problem';

/**
 * A stored quote of a flow (praq, spec 001) as its answer: its vehicle, details and the price kept
 * with it. Not the engine's quote of the worksheet's pricing (contract/payments/payments.ts `quoteBody`).
 */
export function praqBody(q: Quote): QuoteResponse {
  const v = q.vehicle;
  return {
    id: q.id, praq_flow: q.flowId, order: q.orderId, inventory: v.id, method: q.method,
    vehicle: { id: v.id, year: v.year, make: v.make, model: v.model, trim: v.trim, stock_number: v.stockNumber, stock_status: v.stockStatus, listing_price: formatMoney(v.listingPriceCents), image: v.image },
    ...detailsWire(q.details),
    payment: formatMoney(q.price.paymentCents), selling_price: formatMoney(q.price.sellingPriceCents), total_taxes: formatMoney(q.price.totalTaxesCents),
    apr: q.price.apr, number_of_payments: q.price.numberOfPayments, applied: q.applied, touched: q.touched, quote_expiry: q.quoteExpiry,
    updated: q.updatedAt.toISOString(),
  };
}

export function flowBody(v: FlowView): FlowQuotesResponse {
  const s = v.summary;
  return {
    id: v.flow.id, order: v.flow.orderId, status: v.flow.status, quote_expiry: v.flow.quoteExpiry, primary_quote: v.flow.primaryQuoteId,
    message: v.flow.message, submitted_at: v.flow.submittedAt?.toISOString() ?? null, results: v.quotes.map(praqBody), count: v.quotes.length,
    quotes_with_available_vehicle_count: s.quotesWithAvailableVehicleCount, has_identical_quotes: s.hasIdenticalQuotes,
    has_quotes_touched: s.hasQuotesTouched, has_quotes_expire_date_set: s.hasQuotesExpireDateSet,
    is_max_number_of_quotes_reached: s.isMaxNumberOfQuotesReached, max_number_of_quotes: MAX_QUOTES, today: v.today,
  };
}

export const differenceBody = (d: QuoteDifference): DifferenceResponse => ({
  quote: d.quote.id, payment: formatMoney(d.paymentCents), reference_quote: d.reference?.id ?? null,
  reference_payment: d.reference === null ? null : formatMoney(d.reference.price.paymentCents),
  difference: d.differenceCents === null ? null : formatMoney(d.differenceCents),
});

/** Every error of the quote use cases as problem+json. */
export function quoteProblem(error: QuoteError): Problem {
  switch (error._tag) {
    case 'QuoteLimitReached':
      return { ...problem(409, 'quote_limit_reached', { detail: `A quote flow holds at most ${error.max} quotes; delete one first.` }), max_number_of_quotes: error.max } as Problem;
    case 'QuoteFlowEmpty': return problem(409, 'quote_flow_empty', { detail: 'The flow has no quote to send.' });
    case 'QuoteExpired': return { ...problem(409, 'quote_expired', { detail: 'A quote has expired; change its expiry or delete it first.' }), quotes: error.quoteIds } as Problem;
    case 'QuoteFlowInactive': return problem(409, 'quote_flow_inactive', { detail: 'Activate the quote flow first.' });
    default: return dealerProblem(error);
  }
}
