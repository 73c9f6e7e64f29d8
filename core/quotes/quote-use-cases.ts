import * as E from 'fp-ts/Either';
import type { DealershipContext } from '../access/dealership-context';
import { can } from '../access/corporate-restrictions';
import { mayEditWorksheet } from '../payments/worksheet-access';
import type { PaymentMethod } from '../payments/engine/deal';
import { formattedName } from '../inventory/vehicle';
import type { DealUrl } from '../orders/order-links';
import { recordByStaff } from '../orders/order-timeline';
import { forbidden, invalidInput, notFound } from '../shared/errors';
import { isCalendarDate, mergeDetails, readQuoteInput } from './quote-details';
import { quoteLimitReached, type QuoteError } from './quote-errors';
import { MAX_QUOTES, type Quote, type QuoteDetails, type QuoteFlow } from './quote';
import { effectiveExpiry, isExpired } from './quote-rules';
import { methodRecord, type PricingPlace } from './quote-pricing';
import { METHODS } from '../payments/payments-repository';
import {
  difference, expiryError, flowView, priced, quoteChange, quoteVehicle, reset, startingDetails, todayOf, type FlowView, type QuoteDeps,
  type QuoteDifference, type Result,
} from './quote-core';
import { languageOf } from '../shared/language';
import type { DealTimeline } from '../orders/deal-timeline';
import type { OrderRepository } from '../orders/order-repository';
import type { Clock } from '../shared/ports/clock';
import type { EmailSender } from '../shared/ports/message-senders';
import type { QuoteMessages, QuoteRepository } from './quote-repository';

const placeOf = (deps: QuoteDeps, ctx: DealershipContext): PricingPlace => ({
  dealershipId: ctx.dealership.id, region: ctx.dealership.provinceCode, country: ctx.dealership.country === 'US' ? 'US' : 'CA', today: todayOf(deps.clock),
});

/**
 * What `submitQuotes` calls and nothing more: `QuoteDeps` satisfies it, and so do the in-memory
 * ports of `@dealer-panel/core/testing`.
 */
export interface SubmitQuotesDeps {
  readonly quotes: Pick<QuoteRepository, 'flow' | 'quotes' | 'updateFlow'>;
  readonly orders: Pick<OrderRepository, 'byId' | 'view' | 'update'>;
  readonly email: EmailSender;
  readonly quoteMessages: QuoteMessages;
  readonly timeline: Pick<DealTimeline, 'record'>;
  readonly clock: Clock;
}

/** The flow of a quote-writing call: the store's, its deal not archived, the user allowed to change deals' pricing. */
async function writableFlow(deps: Pick<SubmitQuotesDeps, 'quotes' | 'orders'>, ctx: DealershipContext, flowId: number): Result<QuoteFlow> {
  const flow = await deps.quotes.flow(ctx.dealership.id, flowId);
  if (flow === null) return E.left(notFound);
  if (!mayEditWorksheet(ctx.actor)) return E.left(forbidden('edit_pricing_worksheet'));
  const order = await deps.orders.byId(ctx.dealership.id, flow.orderId);
  if (order === null) return E.left(notFound);
  if (order.isArchived) return E.left({ _tag: 'OrderArchived' });
  return E.right(flow);
}

async function writableQuote(deps: QuoteDeps, ctx: DealershipContext, id: number): Result<Quote> {
  const quote = await deps.quotes.quote(ctx.dealership.id, id);
  if (quote === null) return E.left(notFound);
  const flow = await writableFlow(deps, ctx, quote.flowId);
  return E.isLeft(flow) ? flow : E.right(quote);
}

/** GET /praq/{order id}/upsert/: the deal's flow, made (draft) on first read. */
export const upsertFlow = (deps: QuoteDeps) => async (ctx: DealershipContext, orderId: number): Result<FlowView> => {
  const flow = await deps.quotes.upsertFlow(ctx.dealership.id, orderId);
  return flow === null ? E.left(notFound) : E.right(await flowView(deps, flow));
};

/** GET /api/dealer/praq/flow/{id}/quotes/: the quotes with the flow's summary fields. */
export const readFlow = (deps: QuoteDeps) => async (ctx: DealershipContext, flowId: number): Result<FlowView> => {
  const flow = await deps.quotes.flow(ctx.dealership.id, flowId);
  return flow === null ? E.left(notFound) : E.right(await flowView(deps, flow));
};

/** Adds a quote to a flow (priced, at most 3); the create's body names the vehicle (`inventory`) and the method. */
export const createQuote = (deps: QuoteDeps) => async (ctx: DealershipContext, flowId: number, raw: Readonly<Record<string, unknown>>): Result<Quote> => {
  const flow = await writableFlow(deps, ctx, flowId);
  if (E.isLeft(flow)) return flow;
  if (flow.right.status === 'draft') return E.left({ _tag: 'QuoteFlowInactive' });
  const input = readQuoteInput(raw);
  if (E.isLeft(input)) return E.left(invalidInput(input.left));
  const place = placeOf(deps, ctx);
  const i = input.right;
  const expiry = expiryError(i.quoteExpiry, place.today);
  if (expiry !== null) return E.left(invalidInput({ quote_expiry: [expiry] }));
  if ((await deps.quotes.quotes(ctx.dealership.id, flowId)).length >= MAX_QUOTES) return E.left(quoteLimitReached(MAX_QUOTES));
  const order = await deps.orders.byId(ctx.dealership.id, flow.right.orderId);
  if (order === null) return E.left(notFound);
  if (i.orderId !== undefined && i.orderId !== order.id) return E.left(invalidInput({ order: ['item.invalid'] }));
  const vehicleId = i.vehicleId ?? order.vehicleId;
  if (vehicleId === null) return E.left(invalidInput({ inventory: ['required'] }));
  const method: PaymentMethod = i.method ?? order.paymentType;
  return addQuote(deps, ctx, flow.right, vehicleId, method, i.details, i.quoteExpiry ?? null, place);
};

async function addQuote(deps: QuoteDeps, ctx: DealershipContext, flow: QuoteFlow, vehicleId: number, method: PaymentMethod, change: Partial<QuoteDetails>, quoteExpiry: string | null, place: PricingPlace): Result<Quote> {
  const vehicle = await quoteVehicle(deps, ctx.dealership.id, vehicleId);
  if (E.isLeft(vehicle)) return vehicle;
  const base = await startingDetails(deps, ctx.dealership.id, flow.orderId, vehicleId, method);
  if (base === null) return E.left(notFound);
  const details = mergeDetails(base, change, method);
  if (E.isLeft(details)) return E.left(invalidInput(details.left));
  const price = await priced(deps, place, flow.orderId, vehicle.right, method, details.right);
  if (E.isLeft(price)) return price;
  const added = await deps.quotes.addQuote(ctx.dealership.id, flow.id, { vehicleId, method, details: details.right, price: price.right, quoteExpiry }, MAX_QUOTES, deps.clock.now());
  if (added === null) return E.left(notFound);
  if (added === 'limit') return E.left(quoteLimitReached(MAX_QUOTES));
  await recordByStaff(deps.timeline, ctx, flow.orderId, 'step', 'step.quote_created', { quote: added.id, method, vehicle: formattedName(vehicle.right) });
  return E.right(added);
}

/** PATCH /api/dealer/praq/{id}/: a change equal to the current values writes nothing; otherwise re-priced, or 400 and nothing stored. */
export const updateQuote = (deps: QuoteDeps) => async (ctx: DealershipContext, id: number, raw: Readonly<Record<string, unknown>>): Result<Quote> => {
  const quote = await writableQuote(deps, ctx, id);
  if (E.isLeft(quote)) return quote;
  const change = await quoteChange(deps, quote.right, raw, placeOf(deps, ctx));
  if (E.isLeft(change)) return change;
  if (change.right === 'unchanged') return E.right(quote.right);
  const saved = await deps.quotes.updateQuote(ctx.dealership.id, id, change.right, deps.clock.now());
  return saved === null ? E.left(notFound) : E.right(saved);
};

/** DELETE /api/dealer/praq/{id}/: the quote leaves its flow (the flags are recomputed on the next read). */
export const deleteQuote = (deps: QuoteDeps) => async (ctx: DealershipContext, id: number): Result<null> => {
  const quote = await writableQuote(deps, ctx, id);
  if (E.isLeft(quote)) return quote;
  if (!(await deps.quotes.deleteQuote(ctx.dealership.id, id))) return E.left(notFound);
  await recordByStaff(deps.timeline, ctx, quote.right.orderId, 'step', 'step.quote_deleted', { quote: id });
  return E.right(null);
};

/** POST /api/dealer/praq/flow/{id}/activate/: the flow is open; an empty one gets the deal's own vehicle and method as its first quote. */
export const activateFlow = (deps: QuoteDeps) => async (ctx: DealershipContext, flowId: number): Result<FlowView> => {
  const flow = await writableFlow(deps, ctx, flowId);
  if (E.isLeft(flow)) return flow;
  let current = flow.right;
  // The deal's worksheet records of every method exist from here on: later prices read them and never write one on a refusal.
  for (const method of METHODS) await methodRecord(deps.payments, ctx.dealership.id, current.orderId, method);
  if (current.status === 'draft') {
    current = (await deps.quotes.updateFlow(ctx.dealership.id, flowId, { status: 'active' }, deps.clock.now())) ?? current;
    await recordByStaff(deps.timeline, ctx, current.orderId, 'step', 'step.quotes_activated');
  }
  const quotes = await deps.quotes.quotes(ctx.dealership.id, flowId);
  const order = await deps.orders.byId(ctx.dealership.id, current.orderId);
  if (order === null) return E.left(notFound);
  if (quotes.length === 0 && order.vehicleId !== null) {
    const first = await addQuote(deps, ctx, current, order.vehicleId, order.paymentType, {}, null, placeOf(deps, ctx));
    if (E.isLeft(first) && first.left._tag !== 'InvalidInput') return first;
  }
  const view = await flowView(deps, current);
  if (view.quotes.length === 0 && order.steps['customer-quote'] === 'initial') {
    await deps.orders.update(ctx.dealership.id, order.id, { customerQuoteStep: 'no_quote_created' }, deps.clock.now());
  }
  return E.right(view);
};

/** PATCH /api/dealer/praq/flow/{id}/update_quote_expiry/ {quote_expiry}: the flow's expiry (today or later; null: none). */
export const updateFlowExpiry = (deps: QuoteDeps) => async (ctx: DealershipContext, flowId: number, raw: Readonly<Record<string, unknown>>): Result<FlowView> => {
  const flow = await writableFlow(deps, ctx, flowId);
  if (E.isLeft(flow)) return flow;
  const v = raw['quote_expiry'];
  const unknown = Object.keys(raw).filter((k) => k !== 'quote_expiry');
  if (unknown.length > 0) return E.left(invalidInput(Object.fromEntries(unknown.map((k) => [k, ['field.unknown']]))));
  if (v === undefined) return E.left(invalidInput({ quote_expiry: ['required'] }));
  if (v !== null && (typeof v !== 'string' || !isCalendarDate(v))) return E.left(invalidInput({ quote_expiry: ['date.invalid'] }));
  const expiry = expiryError(v, todayOf(deps.clock));
  if (expiry !== null) return E.left(invalidInput({ quote_expiry: [expiry] }));
  const saved = await deps.quotes.updateFlow(ctx.dealership.id, flowId, { quoteExpiry: v }, deps.clock.now());
  return saved === null ? E.left(notFound) : E.right(await flowView(deps, saved));
};

/**
 * POST /api/dealer/praq/quotes_submitted_events {praq_flow, message}: the customer is e-mailed
 * (outbox, their language) the message and their deal's link; the timeline says so; the quote
 * step becomes sent_to_customer and the flow submitted. Refused: no quote, an expired quote.
 */
export const submitQuotes = (deps: SubmitQuotesDeps) => async (ctx: DealershipContext, raw: Readonly<Record<string, unknown>>, urlOf: DealUrl): Result<FlowView> => {
  if (!can(ctx.actor, 'send_invitation_link')) return E.left(forbidden('send_invitation_link'));
  const flowId = raw['praq_flow'];
  const message = raw['message'];
  const errors: Record<string, [string]> = {};
  for (const k of Object.keys(raw)) if (k !== 'praq_flow' && k !== 'message') errors[k] = ['field.unknown'];
  if (typeof flowId !== 'number' || !Number.isSafeInteger(flowId) || flowId < 1) errors['praq_flow'] = [flowId === undefined ? 'required' : 'item.invalid'];
  if (message !== undefined && message !== null && (typeof message !== 'string' || message.length > 2000)) errors['message'] = ['message.invalid'];
  if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
  const flow = await writableFlow(deps, ctx, flowId as number);
  if (E.isLeft(flow)) return flow;
  if (flow.right.status === 'draft') return E.left({ _tag: 'QuoteFlowInactive' });
  const view = await flowView(deps, flow.right);
  if (view.quotes.length === 0) return E.left({ _tag: 'QuoteFlowEmpty' });
  const expired = view.quotes.filter((q) => isExpired(q, flow.right, view.today)).map((q) => q.id);
  if (expired.length > 0) return E.left({ _tag: 'QuoteExpired', quoteIds: expired });
  const order = await deps.orders.view(ctx.dealership.id, flow.right.orderId);
  if (order === null) return E.left(notFound);
  if (order.customer.email === '') return E.left({ _tag: 'CustomerHasNoEmail' });
  const text = typeof message === 'string' ? message.trim() : '';
  const ends = view.quotes.map((q) => effectiveExpiry(q, flow.right)).filter((d): d is string => d !== null).sort();
  const mail = deps.quoteMessages.quotesSubmittedEmail(order.customer.language, {
    customerName: order.customer.firstName, dealershipName: ctx.dealership.name, message: text, link: urlOf(order.linkToken, 'customer-quote'),
    count: view.quotes.length, expiry: ends[0] ?? null,
  });
  await deps.email.send({ to: order.customer.email, ...mail, meta: { kind: 'quote', dealershipId: ctx.dealership.id, customerId: order.customerId, orderId: order.id, language: languageOf(order.customer.language) } });
  const now = deps.clock.now();
  const saved = await deps.quotes.updateFlow(ctx.dealership.id, flow.right.id, { status: 'submitted', message: text, submittedAt: now }, now);
  await deps.orders.update(ctx.dealership.id, order.id, { customerQuoteStep: 'sent_to_customer' }, now);
  await recordByStaff(deps.timeline, ctx, order.id, 'message', 'message.quotes_sent', { channel: 'email', count: view.quotes.length });
  return E.right(await flowView(deps, saved ?? flow.right));
};

/** The dealer's quote calls, bound to their ports. */
export const quoteUseCases = (deps: QuoteDeps) => ({
  upsertFlow: upsertFlow(deps),
  readFlow: readFlow(deps),
  activate: activateFlow(deps),
  create: createQuote(deps),
  update: updateQuote(deps),
  delete: deleteQuote(deps),
  updateExpiry: updateFlowExpiry(deps),
  submit: submitQuotes(deps),
  /** The deal a flow or quote belongs to (for the sales reps' visibility rule), null when not the store's. */
  orderOf: async (ctx: DealershipContext, kind: 'flow' | 'quote', id: number): Promise<number | null> =>
    (kind === 'flow' ? await deps.quotes.flow(ctx.dealership.id, id) : await deps.quotes.quote(ctx.dealership.id, id))?.orderId ?? null,
  /** One quote of the store (praq/edit/:praqId opens its deal's quote builder). */
  read: async (ctx: DealershipContext, id: number): Result<Quote> => {
    const quote = await deps.quotes.quote(ctx.dealership.id, id);
    return quote === null ? E.left(notFound) : E.right(quote);
  },
  reset: async (ctx: DealershipContext, id: number): Result<Quote> => {
    const quote = await writableQuote(deps, ctx, id);
    return E.isLeft(quote) ? quote : reset(deps, quote.right, placeOf(deps, ctx));
  },
  difference: async (ctx: DealershipContext, id: number, raw: Readonly<Record<string, unknown>>): Result<QuoteDifference> => {
    const quote = await deps.quotes.quote(ctx.dealership.id, id);
    return quote === null ? E.left(notFound) : difference(deps, quote, raw, placeOf(deps, ctx));
  },
});
export type QuoteUseCases = ReturnType<typeof quoteUseCases>;
export type { QuoteError };
