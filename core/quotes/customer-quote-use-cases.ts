import * as E from 'fp-ts/Either';
import { resolveCustomerLink } from '../customers/customer-links';
import { notFound } from '../shared/errors';
import type { TimelineEvent } from '../orders/timeline-events';
import type { Quote, QuoteFlow } from './quote';
import type { PricingPlace } from './quote-pricing';
import { difference, flowView, quoteChange, reset, todayOf, type FlowView, type QuoteDeps, type QuoteDifference, type Result } from './quote-core';

/**
 * The customer's side of quote flows. Until the customer app signs customers in, the credential is
 * the deal link's token (orders.link_token, the secret of the link the customer was e-mailed): it
 * opens that deal's flow and quotes, nothing else (docs/decisions/quotes.md "Quotes").
 */
interface Holder { readonly dealershipId: number; readonly orderId: number; readonly place: PricingPlace }

async function holder(deps: QuoteDeps, token: string): Promise<Holder | null> {
  const link = await resolveCustomerLink(deps)('deal', token);
  if (link === null || link.owner.orderId === null) return null;
  const store = await deps.dealerships.byId(link.owner.dealershipId);
  if (store === null) return null;
  const place = { dealershipId: store.id, region: store.provinceCode, country: store.country === 'US' ? 'US' as const : 'CA' as const, today: todayOf(deps.clock) };
  return { dealershipId: store.id, orderId: link.owner.orderId, place };
}

/** The flow the token's deal owns, if `flowId` is it; a flow still a draft is not shown to the customer. */
async function ownFlow(deps: QuoteDeps, token: string, flowId: number): Promise<{ readonly h: Holder; readonly flow: QuoteFlow } | null> {
  const h = await holder(deps, token);
  if (h === null) return null;
  const flow = await deps.quotes.flow(h.dealershipId, flowId);
  return flow === null || flow.orderId !== h.orderId || flow.status === 'draft' ? null : { h, flow };
}

async function ownQuote(deps: QuoteDeps, token: string, id: number): Promise<{ readonly h: Holder; readonly quote: Quote } | null> {
  const h = await holder(deps, token);
  if (h === null) return null;
  const quote = await deps.quotes.quote(h.dealershipId, id);
  if (quote === null || quote.orderId !== h.orderId) return null;
  const flow = await deps.quotes.flow(h.dealershipId, quote.flowId);
  return flow === null || flow.status === 'draft' ? null : { h, quote };
}

const customerEntry = (deps: QuoteDeps, h: Holder, event: TimelineEvent, detail: Readonly<Record<string, number>>) =>
  deps.timeline.record({ dealershipId: h.dealershipId, orderId: h.orderId, kind: 'customer_view', event, actor: 'customer', actorUserId: null, detail });

export const customerQuoteUseCases = (deps: QuoteDeps) => ({
  /** GET /api/customer/praq/flow/{id}/quotes/: the first look after the quotes were sent marks the step viewed_by_customer. */
  readFlow: async (token: string, flowId: number): Result<FlowView> => {
    const own = await ownFlow(deps, token, flowId);
    if (own === null) return E.left(notFound);
    const order = await deps.orders.byId(own.h.dealershipId, own.h.orderId);
    if (order !== null && order.steps['customer-quote'] === 'sent_to_customer') {
      await deps.orders.update(own.h.dealershipId, order.id, { customerQuoteStep: 'viewed_by_customer' }, deps.clock.now());
      await customerEntry(deps, own.h, 'customer_view.quotes_viewed', { flow: flowId });
    }
    return E.right(await flowView(deps, own.flow));
  },
  /** GET /api/customer/praq/quotes/{id}/. */
  readQuote: async (token: string, id: number): Result<Quote> => {
    const own = await ownQuote(deps, token, id);
    return own === null ? E.left(notFound) : E.right(own.quote);
  },
  /** POST /api/customer/praq/{id}/reset/: the quote as the dealer built it from the deal (see the dealer's reset). */
  reset: async (token: string, id: number): Result<Quote> => {
    const own = await ownQuote(deps, token, id);
    return own === null ? E.left(notFound) : reset(deps, own.quote, own.h.place);
  },
  /** POST /api/customer/praq/{id}/difference/: nothing stored. */
  difference: async (token: string, id: number, raw: Readonly<Record<string, unknown>>): Result<QuoteDifference> => {
    const own = await ownQuote(deps, token, id);
    return own === null ? E.left(notFound) : difference(deps, own.quote, raw, own.h.place);
  },
  /** POST /api/customer/praq/primary_quote_set_events/ {quote}: the customer's pick; the quote step is completed. */
  setPrimary: async (token: string, raw: Readonly<Record<string, unknown>>): Result<FlowView> => {
    const unknown = Object.keys(raw).filter((k) => k !== 'quote');
    if (unknown.length > 0) return E.left({ _tag: 'InvalidInput', errors: Object.fromEntries(unknown.map((k) => [k, ['field.unknown']])) });
    const id = raw['quote'];
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return E.left({ _tag: 'InvalidInput', errors: { quote: [id === undefined ? 'required' : 'item.invalid'] } });
    const own = await ownQuote(deps, token, id);
    if (own === null) return E.left({ _tag: 'InvalidInput', errors: { quote: ['item.invalid'] } });
    const now = deps.clock.now();
    const flow = await deps.quotes.setPrimary(own.h.dealershipId, own.quote.flowId, id, now);
    if (flow === null) return E.left(notFound);
    await deps.orders.update(own.h.dealershipId, own.h.orderId, { customerQuoteStep: 'completed' }, now);
    await customerEntry(deps, own.h, 'customer_view.primary_quote_set', { quote: id });
    return E.right(await flowView(deps, flow));
  },
  /**
   * POST /api/customer/praq/{id}/addons/ {accessories, protections} (designed): the customer's own
   * add-ons on a quote they were sent, re-priced by the same engine (its checks say which ids the
   * deal does not allow: 400 per field, nothing stored). Only these two keys; an expired quote is refused.
   */
  setAddons: async (token: string, id: number, raw: Readonly<Record<string, unknown>>): Result<Quote> => {
    const unknown = Object.keys(raw).filter((k) => k !== 'accessories' && k !== 'protections');
    if (unknown.length > 0) return E.left({ _tag: 'InvalidInput', errors: Object.fromEntries(unknown.map((k) => [k, ['field.unknown']])) });
    const own = await ownQuote(deps, token, id);
    if (own === null) return E.left(notFound);
    const end = own.quote.quoteExpiry;
    if (end !== null && end < own.h.place.today) return E.left({ _tag: 'QuoteExpired', quoteIds: [id] });
    const change = await quoteChange(deps, own.quote, raw, own.h.place);
    if (E.isLeft(change)) return change;
    if (change.right === 'unchanged') return E.right(own.quote);
    const saved = await deps.quotes.updateQuote(own.h.dealershipId, id, change.right, deps.clock.now());
    if (saved === null) return E.left(notFound);
    await customerEntry(deps, own.h, 'customer_view.addons_chosen', { quote: id, accessories: saved.details.accessories.length, protections: saved.details.protections.length });
    return E.right(saved);
  },
});
export type CustomerQuoteUseCases = ReturnType<typeof customerQuoteUseCases>;
