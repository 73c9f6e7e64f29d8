import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { paymentMethods, type PaymentMethod } from '../payments/engine/deal';
import { isPaymentFrequency } from '../payments/engine/frequency';
import { formatMoney, MONEY_MAX_CENTS, parseMoney } from '../shared/money-text';
import type { FieldErrors } from '../shared/validation';
import type { QuoteDetails } from './quote';
import { isId } from '../shared/ids';

/** The wire keys of a quote's payment details (spec 002 section 3) besides `order` and `inventory`. */
export const DETAIL_KEYS = [
  'term', 'down_payment', 'trade_in_credit', 'trade_in_owing', 'distance_allowance', 'payment_frequency', 'include_tax', 'postal_code',
  'accessories', 'install_accessories_ids', 'protections', 'options_code_list', 'options_price',
] as const;

/** Every key a quote's create or change may hold. */
export const QUOTE_KEYS: ReadonlySet<string> = new Set([...DETAIL_KEYS, 'order', 'inventory', 'method', 'quote_expiry']);

/** A create or change as read: each part present only when sent. */
export interface QuoteInput {
  readonly vehicleId?: number;
  readonly orderId?: number;
  readonly method?: PaymentMethod;
  readonly quoteExpiry?: string | null;
  readonly details: Partial<QuoteDetails>;
}

type Errors = Record<string, [string, ...string[]]>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date that exists (2026-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const wholeNumber = (v: unknown, min: number, max: number): number | null => {
  const n = typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
};
// Bounded as a string amount is (MONEY_MAX_CENTS, what an integer column holds).
const money = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v * 100) && v >= 0 && v * 100 <= MONEY_MAX_CENTS ? Math.round(v * 100)
  : typeof v === 'string' ? parseMoney(v) : null);
const idList = (v: unknown): number[] | null => (Array.isArray(v) && v.length <= 100 && v.every(isId) ? [...new Set(v)] : null);

/**
 * Reads a quote's create or change body: every bad value an error at its key (`money.invalid`,
 * `term.invalid`…), unknown keys `field.unknown`; null for a detail means "the default" only for
 * the postal code (the customer's) and the distance allowance of a method that is not a lease.
 */
export function readQuoteInput(raw: Readonly<Record<string, unknown>>): Either<FieldErrors, QuoteInput> {
  const errors: Errors = {};
  const details: { -readonly [K in keyof QuoteDetails]?: QuoteDetails[K] } = {};
  const out: { vehicleId?: number; orderId?: number; method?: PaymentMethod; quoteExpiry?: string | null } = {};
  const has = (k: string) => Object.hasOwn(raw, k) && raw[k] !== undefined;
  for (const k of Object.keys(raw)) if (!QUOTE_KEYS.has(k)) errors[k] = ['field.unknown'];
  const id = (k: 'inventory' | 'order', set: (n: number) => void) => {
    if (!has(k)) return;
    const n = wholeNumber(raw[k], 1, 2_147_483_647);
    if (n === null) errors[k] = [raw[k] === null ? 'required' : 'item.invalid']; else set(n);
  };
  id('inventory', (n) => { out.vehicleId = n; });
  id('order', (n) => { out.orderId = n; });
  if (has('method')) {
    const m = raw['method'];
    if (typeof m === 'string' && (paymentMethods as readonly string[]).includes(m)) out.method = m as PaymentMethod; else errors['method'] = ['method.invalid'];
  }
  if (has('quote_expiry')) {
    const d = raw['quote_expiry'];
    if (d === null || d === '') out.quoteExpiry = null;
    else if (typeof d === 'string' && isCalendarDate(d)) out.quoteExpiry = d;
    else errors['quote_expiry'] = ['date.invalid'];
  }
  if (has('term')) {
    const v = raw['term'];
    if (v === null || v === '') details.term = null;
    else { const n = wholeNumber(v, 1, 120); if (n === null) errors['term'] = ['term.invalid']; else details.term = n; }
  }
  const cents = (k: string, set: (c: number) => void) => {
    if (!has(k)) return;
    const c = raw[k] === null || raw[k] === '' ? 0 : money(raw[k]);
    if (c === null) errors[k] = ['money.invalid']; else set(c);
  };
  cents('down_payment', (c) => { details.downPaymentCents = c; });
  cents('trade_in_credit', (c) => { details.tradeInCreditCents = c; });
  cents('trade_in_owing', (c) => { details.tradeInOwingCents = c; });
  cents('options_price', (c) => { details.optionsPriceCents = c; });
  if (has('distance_allowance')) {
    const v = raw['distance_allowance'];
    if (v === null || v === '') details.distanceAllowance = null;
    else { const n = wholeNumber(v, 1, 200_000); if (n === null) errors['distance_allowance'] = ['distance.invalid']; else details.distanceAllowance = n; }
  }
  if (has('payment_frequency')) {
    const v = raw['payment_frequency'];
    if (isPaymentFrequency(v)) details.paymentFrequency = v; else errors['payment_frequency'] = ['frequency.invalid'];
  }
  if (has('include_tax')) {
    const v = raw['include_tax'];
    if (typeof v === 'boolean') details.includeTax = v; else errors['include_tax'] = ['boolean.invalid'];
  }
  if (has('postal_code')) {
    const v = raw['postal_code'];
    if (v === null || v === '') details.postalCode = null;
    else if (typeof v === 'string' && v.trim().length <= 10 && /^[A-Za-z0-9 -]+$/.test(v.trim())) details.postalCode = v.trim().toUpperCase();
    else errors['postal_code'] = ['postal_code.invalid'];
  }
  const list = (k: string, set: (l: number[]) => void) => {
    if (!has(k)) return;
    const l = raw[k] === null ? [] : idList(raw[k]);
    if (l === null) errors[k] = ['list.invalid']; else set(l);
  };
  list('accessories', (l) => { details.accessories = l; });
  list('install_accessories_ids', (l) => { details.installAccessoryIds = l; });
  list('protections', (l) => { details.protections = l; });
  if (has('options_code_list')) {
    const v = raw['options_code_list'];
    if (v === null) details.optionsCodeList = [];
    else if (Array.isArray(v) && v.length <= 200 && v.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 40)) details.optionsCodeList = [...new Set(v as string[])];
    else errors['options_code_list'] = ['list.invalid'];
  }
  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right({ ...out, details });
}

/**
 * The details a quote of `method` prices with: the change over the current ones; a method that is
 * not a lease has no distance allowance, cash has no term. A distance allowance sent for another
 * method is an error (`quote.lease_only`).
 */
export function mergeDetails(current: QuoteDetails, change: Partial<QuoteDetails>, method: PaymentMethod): Either<FieldErrors, QuoteDetails> {
  if (method !== 'lease' && change.distanceAllowance !== undefined && change.distanceAllowance !== null) return E.left({ distance_allowance: ['quote.lease_only'] });
  const next: QuoteDetails = { ...current, ...change };
  return E.right({
    ...next,
    term: method === 'cash' ? null : next.term,
    distanceAllowance: method === 'lease' ? next.distanceAllowance : null,
    installAccessoryIds: next.installAccessoryIds.filter((id) => next.accessories.includes(id)),
  });
}

/** The details as the wire shows them (money as decimal text). */
export function detailsWire(d: QuoteDetails) {
  return {
    term: d.term, down_payment: formatMoney(d.downPaymentCents), trade_in_credit: formatMoney(d.tradeInCreditCents),
    trade_in_owing: formatMoney(d.tradeInOwingCents), distance_allowance: d.distanceAllowance, payment_frequency: d.paymentFrequency,
    include_tax: d.includeTax, postal_code: d.postalCode, accessories: [...d.accessories], install_accessories_ids: [...d.installAccessoryIds],
    protections: [...d.protections], options_code_list: [...d.optionsCodeList], options_price: formatMoney(d.optionsPriceCents),
  };
}
