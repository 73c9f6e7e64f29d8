import { AVAILABLE_STOCK_STATUSES } from '../inventory/vehicle';
import { MAX_QUOTES, type Quote, type QuoteDetails, type QuoteFlow } from './quote';

/** The flow summary of spec 001 section 3, computed from the flow and its quotes on `today` (YYYY-MM-DD). */
export interface FlowSummary {
  readonly quotesWithAvailableVehicleCount: number;
  readonly hasIdenticalQuotes: boolean;
  readonly hasQuotesTouched: boolean;
  readonly hasQuotesExpireDateSet: boolean;
  readonly isMaxNumberOfQuotesReached: boolean;
  readonly quoteExpiry: string | null;
}

/** Whether one more quote may join a flow that holds `count`. */
export const mayAddQuote = (count: number): boolean => count < MAX_QUOTES;

/** The maximum-reached flag: set when the flow holds 3 quotes or more (also after a delete). */
export const isMaxReached = (count: number): boolean => count >= MAX_QUOTES;

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => {
  if (a.length !== b.length) return false;
  const sa = [...a].map(String).sort();
  const sb = [...b].map(String).sort();
  return sa.every((x, i) => x === sb[i]);
};

/** Two sets of payment details that price the same (lists compared as sets). */
export function sameDetails(a: QuoteDetails, b: QuoteDetails): boolean {
  return a.term === b.term && a.downPaymentCents === b.downPaymentCents && a.tradeInCreditCents === b.tradeInCreditCents
    && a.tradeInOwingCents === b.tradeInOwingCents && a.distanceAllowance === b.distanceAllowance && a.paymentFrequency === b.paymentFrequency
    && a.includeTax === b.includeTax && (a.postalCode ?? '') === (b.postalCode ?? '') && sameList(a.accessories, b.accessories)
    && sameList(a.installAccessoryIds, b.installAccessoryIds) && sameList(a.protections, b.protections)
    && sameList(a.optionsCodeList, b.optionsCodeList) && a.optionsPriceCents === b.optionsPriceCents;
}

type Comparable = Pick<Quote, 'method' | 'details'> & { readonly vehicle: { readonly id: number } };

/** Identical quotes: same vehicle, same method, same details (the customer would compare a quote with itself). */
export const identicalQuotes = (a: Comparable, b: Comparable): boolean => a.vehicle.id === b.vehicle.id && a.method === b.method && sameDetails(a.details, b.details);

export function hasIdenticalQuotes(quotes: readonly Comparable[]): boolean {
  return quotes.some((q, i) => quotes.slice(i + 1).some((r) => identicalQuotes(q, r)));
}

/** A quote's expiry in force: its own, else the flow's. */
export const effectiveExpiry = (quote: Pick<Quote, 'quoteExpiry'>, flow: Pick<QuoteFlow, 'quoteExpiry'>): string | null => quote.quoteExpiry ?? flow.quoteExpiry;

/** Expired: the expiry in force is before today (a quote is good through its expiry day). */
export const isExpired = (quote: Pick<Quote, 'quoteExpiry'>, flow: Pick<QuoteFlow, 'quoteExpiry'>, today: string): boolean => {
  const end = effectiveExpiry(quote, flow);
  return end !== null && end < today;
};

/** The primary quote: the one the customer applied, else none. */
export const primaryQuote = <Q extends Pick<Quote, 'id' | 'applied'>>(quotes: readonly Q[], flow: Pick<QuoteFlow, 'primaryQuoteId'>): Q | null =>
  quotes.find((q) => q.id === flow.primaryQuoteId) ?? quotes.find((q) => q.applied) ?? null;

/** The summary fields of a flow and its quotes. */
export function flowSummary(flow: Pick<QuoteFlow, 'quoteExpiry'>, quotes: readonly (Comparable & Pick<Quote, 'touched' | 'quoteExpiry'> & { readonly vehicle: { readonly stockStatus: string } })[]): FlowSummary {
  return {
    quotesWithAvailableVehicleCount: quotes.filter((q) => (AVAILABLE_STOCK_STATUSES as readonly string[]).includes(q.vehicle.stockStatus)).length,
    hasIdenticalQuotes: hasIdenticalQuotes(quotes),
    hasQuotesTouched: quotes.some((q) => q.touched),
    hasQuotesExpireDateSet: quotes.length > 0 && quotes.every((q) => effectiveExpiry(q, flow) !== null),
    isMaxNumberOfQuotesReached: isMaxReached(quotes.length),
    quoteExpiry: flow.quoteExpiry,
  };
}

/**
 * The keys of a details change that differ from the current details: a change equal to the
 * current value is ignored (spec 001 section 4); an empty result means nothing to re-price.
 */
export function changedDetailKeys(current: QuoteDetails, next: QuoteDetails): readonly (keyof QuoteDetails)[] {
  return (Object.keys(current) as (keyof QuoteDetails)[]).filter((k) => {
    const a = current[k];
    const b = next[k];
    return Array.isArray(a) && Array.isArray(b) ? !sameList(a, b) : a !== b;
  });
}

/** The difference of two payments (this one minus the reference), in cents; null without a reference. */
export const paymentDifference = (paymentCents: number, referenceCents: number | null): number | null => (referenceCents === null ? null : paymentCents - referenceCents);
