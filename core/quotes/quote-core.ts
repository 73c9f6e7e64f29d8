import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { PaymentMethod } from '../payments/engine/deal';
import { AVAILABLE_STOCK_STATUSES, type Vehicle } from '../inventory/vehicle';
import type { VehicleRepository } from '../inventory/vehicle-repository';
import type { OrderRepository } from '../orders/order-repository';
import type { DealTimeline } from '../orders/deal-timeline';
import type { Clock } from '../shared/ports/clock';
import type { EmailSender } from '../shared/ports/message-senders';
import { invalidInput, notFound } from '../shared/errors';
import type { CustomerLinkReader } from '../customers/customer-links';
import type { DealershipRepository } from '../access/dealership';
import type { QuoteError } from './quote-errors';
import { mergeDetails, readQuoteInput } from './quote-details';
import { defaultDetails, methodRecord, priceQuote, type PricingPlace, type QuotePayments } from './quote-pricing';
import type { Quote, QuoteChange, QuoteDetails, QuoteFlow, QuotePrice } from './quote';
import type { QuoteMessages, QuoteRepository } from './quote-repository';
import { changedDetailKeys, flowSummary, paymentDifference, primaryQuote, type FlowSummary } from './quote-rules';

export interface QuoteDeps {
  readonly quotes: QuoteRepository;
  readonly payments: QuotePayments;
  readonly vehicles: Pick<VehicleRepository, 'byId'>;
  readonly orders: Pick<OrderRepository, 'byId' | 'view' | 'update'>;
  readonly timeline: DealTimeline;
  readonly email: EmailSender;
  readonly quoteMessages: QuoteMessages;
  readonly customerLinks: CustomerLinkReader;
  readonly dealerships: Pick<DealershipRepository, 'byId'>;
  readonly clock: Clock;
}

export type Result<A> = Promise<Either<QuoteError, A>>;

/** A flow as its screens show it: the flow, its quotes (oldest first), the summary fields, the day they were computed on. */
export interface FlowView {
  readonly flow: QuoteFlow;
  readonly quotes: readonly Quote[];
  readonly summary: FlowSummary;
  readonly today: string;
}

export const todayOf = (clock: Clock): string => clock.now().toISOString().slice(0, 10);

export async function flowView(deps: { readonly quotes: Pick<QuoteRepository, 'quotes'>; readonly clock: Clock }, flow: QuoteFlow): Promise<FlowView> {
  const quotes = await deps.quotes.quotes(flow.dealershipId, flow.id);
  return { flow, quotes, summary: flowSummary(flow, quotes), today: todayOf(deps.clock) };
}

/** A vehicle a quote may carry: the store's, not sold nor unavailable (errors at `inventory`). */
export async function quoteVehicle(deps: QuoteDeps, dealershipId: number, id: number): Promise<Either<QuoteError, Vehicle>> {
  const v = await deps.vehicles.byId(dealershipId, id);
  if (v === null) return E.left(invalidInput({ inventory: ['vehicle.unknown'] }));
  if (!(AVAILABLE_STOCK_STATUSES as readonly string[]).includes(v.stockStatus)) return E.left(invalidInput({ inventory: ['vehicle.unavailable'] }));
  return E.right(v);
}

/** An expiry the dealer may set: today or later. */
export const expiryError = (date: string | null | undefined, today: string): string | null => (date !== undefined && date !== null && date < today ? 'date.in_the_past' : null);

/** Prices details for a quote; a deal gone is NotFound, the engine's refusals 400 at their keys. */
export async function priced(deps: QuoteDeps, place: PricingPlace, orderId: number, vehicle: Vehicle, method: PaymentMethod, details: QuoteDetails): Result<QuotePrice> {
  const price = await priceQuote(deps.payments, place, orderId, vehicle, method, details);
  if (price === null) return E.left(notFound);
  return E.isLeft(price) ? E.left(invalidInput(price.left)) : E.right(price.right);
}

/** The details a quote starts with (and goes back to on reset): the worksheet's for its method. */
export async function startingDetails(deps: QuoteDeps, dealershipId: number, orderId: number, vehicleId: number, method: PaymentMethod): Promise<QuoteDetails | null> {
  const [record, order] = await Promise.all([methodRecord(deps.payments, dealershipId, orderId, method), deps.payments.orderForPricing(dealershipId, orderId)]);
  return record === null || order === null ? null : defaultDetails(record, order, vehicleId, method);
}

/**
 * A change of a quote (PATCH, and the details a difference is asked for): read, checked, merged
 * over the quote; 'unchanged' when every value equals the current one (spec 001 section 4: ignored).
 */
export async function quoteChange(deps: QuoteDeps, quote: Quote, raw: Readonly<Record<string, unknown>>, place: PricingPlace): Promise<Either<QuoteError, QuoteChange | 'unchanged'>> {
  const input = readQuoteInput(raw);
  if (E.isLeft(input)) return E.left(invalidInput(input.left));
  const i = input.right;
  if (i.orderId !== undefined && i.orderId !== quote.orderId) return E.left(invalidInput({ order: ['item.invalid'] }));
  const expiry = expiryError(i.quoteExpiry, place.today);
  if (expiry !== null) return E.left(invalidInput({ quote_expiry: [expiry] }));
  const method = i.method ?? quote.method;
  const vehicleId = i.vehicleId ?? quote.vehicle.id;
  const base = method === quote.method ? quote.details : await startingDetails(deps, quote.dealershipId, quote.orderId, vehicleId, method);
  if (base === null) return E.left(notFound);
  const details = mergeDetails(base, i.details, method);
  if (E.isLeft(details)) return E.left(invalidInput(details.left));
  const sameQuote = method === quote.method && vehicleId === quote.vehicle.id;
  const detailsChanged = !sameQuote || changedDetailKeys(quote.details, details.right).length > 0;
  const expiryChanged = i.quoteExpiry !== undefined && i.quoteExpiry !== quote.quoteExpiry;
  if (!detailsChanged && !expiryChanged) return E.right('unchanged');
  if (!detailsChanged) return E.right({ quoteExpiry: i.quoteExpiry ?? null });
  const vehicle = await quoteVehicle(deps, quote.dealershipId, vehicleId);
  if (E.isLeft(vehicle)) return vehicle;
  const price = await priced(deps, place, quote.orderId, vehicle.right, method, details.right);
  if (E.isLeft(price)) return price;
  return E.right({
    ...(sameQuote ? {} : { vehicleId, method }), details: details.right, price: price.right, touched: true,
    ...(expiryChanged ? { quoteExpiry: i.quoteExpiry ?? null } : {}),
  });
}

/** What `difference/` answers: the quote's payment with the details asked for, against the primary (or first other) quote's. */
export interface QuoteDifference {
  readonly quote: Quote;
  readonly paymentCents: number;
  readonly reference: Quote | null;
  readonly differenceCents: number | null;
}

export async function difference(deps: QuoteDeps, quote: Quote, raw: Readonly<Record<string, unknown>>, place: PricingPlace): Result<QuoteDifference> {
  const change = await quoteChange(deps, quote, raw, place);
  if (E.isLeft(change)) return change;
  const paymentCents = change.right === 'unchanged' || change.right.price === undefined ? quote.price.paymentCents : change.right.price.paymentCents;
  const flow = await deps.quotes.flow(quote.dealershipId, quote.flowId);
  const others = (await deps.quotes.quotes(quote.dealershipId, quote.flowId)).filter((q) => q.id !== quote.id);
  const primary = flow === null ? null : primaryQuote(others, flow);
  const reference = primary ?? others[0] ?? null;
  return E.right({ quote, paymentCents, reference, differenceCents: paymentDifference(paymentCents, reference?.price.paymentCents ?? null) });
}

/** reset/: the quote's details back to the worksheet's for its method, re-priced; no longer touched. */
export async function reset(deps: QuoteDeps, quote: Quote, place: PricingPlace): Result<Quote> {
  const base = await startingDetails(deps, quote.dealershipId, quote.orderId, quote.vehicle.id, quote.method);
  if (base === null) return E.left(notFound);
  const vehicle = await quoteVehicle(deps, quote.dealershipId, quote.vehicle.id);
  if (E.isLeft(vehicle)) return vehicle;
  const price = await priced(deps, place, quote.orderId, vehicle.right, quote.method, base);
  if (E.isLeft(price)) return price;
  const saved = await deps.quotes.updateQuote(quote.dealershipId, quote.id, { details: base, price: price.right, touched: false }, deps.clock.now());
  return saved === null ? E.left(notFound) : E.right(saved);
}
