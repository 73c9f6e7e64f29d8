import * as E from 'fp-ts/Either';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import { compareRatio, parseDecimalRatio } from '@dealer-panel/core/payments/engine/ratio';
import { money } from '@dealer-panel/core/payments/engine/wire-values';
import type { PricingDetails } from './pricing-port';

/**
 * One method's details as its inputs hold them: text for what is typed (money in dollars, the
 * rate, the credit score, the postal code), values for what is chosen. Keys are the wire's names.
 */
export interface PaymentDetails {
  readonly term: number | null;
  readonly down_payment: string;
  readonly payment_frequency: PaymentFrequency;
  readonly distance_allowance: number | null;
  readonly rate: string;
  readonly credit_score: string;
  readonly trade_in_credit: string;
  readonly trade_in_owing: string;
  readonly postal_code: string;
  readonly include_tax: boolean;
  /** null: the order's own selection, not loaded (the worksheet then leaves the key out of the request). */
  readonly fees: readonly number[] | null;
  readonly discounts: readonly number[] | null;
  readonly incentives: readonly number[];
  readonly accessories: readonly number[];
  readonly install_accessories_ids: readonly number[];
  readonly protections: readonly number[];
}

export type DetailKey = keyof PaymentDetails;

const ALL: readonly PaymentMethod[] = ['cash', 'finance', 'lease'];
const CREDIT: readonly PaymentMethod[] = ['finance', 'lease'];

/** The methods a detail means something for: a cash deal has no term, rate or frequency; only a lease has a distance allowance. */
export const METHODS_OF: Readonly<Record<DetailKey, readonly PaymentMethod[]>> = {
  term: CREDIT, payment_frequency: CREDIT, rate: CREDIT, credit_score: CREDIT, distance_allowance: ['lease'],
  down_payment: ALL, trade_in_credit: ALL, trade_in_owing: ALL, postal_code: ALL, include_tax: ALL,
  fees: ALL, discounts: ALL, incentives: ALL, accessories: ALL, install_accessories_ids: ALL, protections: ALL,
};

/**
 * Shared properties (spec 002 section 4: "term, down payment and similar shared properties are
 * kept in sync across cash, finance and lease"): what describes the customer and the car rather
 * than one method's offer. A change is copied to every other method the detail means something
 * for (METHODS_OF). Not shared: the rate (a finance APR and a lease rate or money factor come from
 * different programs), the distance allowance (lease only), fees, discounts and incentives (each
 * has its own is_cash / is_finance / is_lease scope) and protection plans (sold per payment type,
 * priced per term and rate).
 */
export const SHARED_DETAILS: ReadonlySet<DetailKey> = new Set<DetailKey>([
  'term', 'payment_frequency', 'credit_score', 'down_payment', 'trade_in_credit', 'trade_in_owing', 'postal_code', 'include_tax',
  'accessories', 'install_accessories_ids',
]);

/**
 * Details that cannot be emptied: a blank term or distance allowance keeps the one last priced
 * (finance and lease cannot be priced without a term; the spec lists neither as emptiable).
 */
export function keepsPrevious(key: DetailKey, value: PaymentDetails[DetailKey]): boolean {
  return value === null && (key === 'term' || key === 'distance_allowance');
}

/**
 * Whether two values of a detail are the same deal, so that the change is ignored: the same
 * amount however typed ("500" and "500.00"), the same rate ("7" and "7.00"), the same postal code
 * in any case or spacing, the same selection in any order. A blank is never the same as a zero.
 */
export function sameDetail<K extends DetailKey>(key: K, a: PaymentDetails[K], b: PaymentDetails[K]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && [...a].sort().join() === [...b].sort().join();
  if (typeof a !== 'string' || typeof b !== 'string') return a === b;
  const [x, y] = [a.trim(), b.trim()];
  if (x === '' || y === '') return x === y;
  if (key === 'postal_code') return squeeze(x) === squeeze(y);
  if (key === 'rate') {
    const [p, q] = [parseDecimalRatio(x, 9), parseDecimalRatio(y, 9)];
    return p !== null && q !== null ? compareRatio(p, q) === 0 : x === y;
  }
  if (!MONEY_DETAILS.has(key)) return x === y;
  const [m, n] = [money(x, null), money(y, null)];
  return E.isRight(m) && E.isRight(n) ? m.right === n.right : x === y;
}

const MONEY_DETAILS: ReadonlySet<DetailKey> = new Set<DetailKey>(['down_payment', 'trade_in_credit', 'trade_in_owing']);

const squeeze = (postal: string) => postal.replace(/[\s-]/g, '').toUpperCase();

/**
 * The request body for a method, with the emptiness rules of spec 002 section 4: a blank down
 * payment, credit score, postal code or rate is empty and left out (the server's default: no down
 * payment, no score, the dealership's province, the program's rate), a zero is not blank; an
 * empty list of protections is left out; the trade-in credit is never empty (a blank one is sent
 * as "0", and so is the owing that goes with it). Details a method does not use are not sent.
 */
export function pricingDetails(method: PaymentMethod, d: PaymentDetails): PricingDetails {
  const credit = method !== 'cash';
  // A decimal point left at the end while typing ("12.") is the number before it.
  const text = (value: string) => value.trim().replace(/\.$/, '');
  return {
    ...(credit && d.term !== null ? { term: d.term } : {}),
    ...(text(d.down_payment) === '' ? {} : { down_payment: text(d.down_payment) }),
    ...(credit ? { payment_frequency: d.payment_frequency } : {}),
    ...(method === 'lease' && d.distance_allowance !== null ? { distance_allowance: d.distance_allowance } : {}),
    ...(credit && text(d.rate) !== '' ? { rate_overwritten: text(d.rate) } : {}),
    ...(credit && text(d.credit_score) !== '' ? { credit_score: text(d.credit_score) } : {}),
    trade_in_credit: text(d.trade_in_credit) === '' ? '0' : text(d.trade_in_credit),
    trade_in_owing: text(d.trade_in_owing) === '' ? '0' : text(d.trade_in_owing),
    ...(text(d.postal_code) === '' ? {} : { postal_code: text(d.postal_code) }),
    include_tax: d.include_tax,
    ...(d.fees === null ? {} : { fees: d.fees }),
    ...(d.discounts === null ? {} : { discounts: d.discounts }),
    incentives: d.incentives, accessories: d.accessories,
    install_accessories_ids: d.install_accessories_ids,
    ...(d.protections.length === 0 ? {} : { protections: d.protections }),
  };
}

/** The detail a server field error is about: the body's `rate_overwritten` is the worksheet's rate; "fees.0.amount" is about the fees. */
export function detailOfField(field: string): string {
  const head = field.split('.')[0] ?? field;
  return head === 'rate_overwritten' ? 'rate' : head;
}
