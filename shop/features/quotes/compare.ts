import { parseMoney } from '@dealer-panel/core/shared/money-text';
import { periodsPerYear } from '@dealer-panel/core/payments/engine/frequency';
import { AVAILABLE_STOCK_STATUSES } from '@dealer-panel/core/inventory/vehicle';
import type { FlowQuotesResponse, QuoteResponse } from '../../../adapters/http/contract/quotes/quotes';

/** A quote's payment in cents (0 when the server's text cannot be read: never shown as a difference). */
const paymentCents = (q: QuoteResponse): number => parseMoney(q.payment) ?? 0;

/** A quote is past its end when its own expiry (else the flow's) is before the server's day. */
export function isExpired(q: QuoteResponse, flow: Pick<FlowQuotesResponse, 'quote_expiry' | 'today'>): boolean {
  const end = q.quote_expiry ?? flow.quote_expiry;
  return end !== null && end < flow.today;
}

/**
 * The quotes with the lowest payment, compared over a year (a weekly and a monthly payment are not
 * compared face to face). Cash quotes have no payment to compare and are left out; none when fewer
 * than two quotes compare.
 */
export function lowestPaymentIds(quotes: readonly QuoteResponse[]): readonly number[] {
  const paying = quotes.filter((q) => q.method !== 'cash' && paymentCents(q) > 0);
  if (paying.length < 2) return [];
  const yearly = (q: QuoteResponse) => paymentCents(q) * periodsPerYear[q.payment_frequency];
  const lowest = Math.min(...paying.map(yearly));
  return paying.filter((q) => yearly(q) === lowest).map((q) => q.id);
}

/**
 * How much more (positive) or less (negative) a quote asks per payment than the customer's chosen
 * one, in cents; null when there is no choice, it is the choice, or the two do not pay alike (method cash, another frequency).
 */
export function differenceFromChosen(q: QuoteResponse, chosen: QuoteResponse | null): number | null {
  if (chosen === null || chosen.id === q.id || q.method === 'cash' || chosen.method === 'cash' || q.payment_frequency !== chosen.payment_frequency) return null;
  return paymentCents(q) - paymentCents(chosen);
}

/** The quote the customer chose (applied), if any. */
export const chosenQuote = (flow: FlowQuotesResponse): QuoteResponse | null => flow.results.find((q) => q.applied) ?? null;

/** Whether a quote may be chosen: not already the choice, not expired, the view not read-only. */
export function mayChoose(q: QuoteResponse, flow: FlowQuotesResponse, readOnly: boolean): boolean {
  return !readOnly && !q.applied && !isExpired(q, flow);
}

/** Whether the quoted vehicle may still be sold: the statuses a quote may be made on (in transit, demo and reserved included); sold and unavailable are not. */
export const vehicleAvailable = (q: QuoteResponse): boolean => (AVAILABLE_STOCK_STATUSES as readonly string[]).includes(q.vehicle.stock_status);
