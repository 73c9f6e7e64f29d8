import type { TradeInType } from './engine/deal';
import type { DealErrorCode } from './engine/deal-error-codes';
import type { PaymentFrequency } from './engine/frequency';
import type { FieldErrors } from '../shared/validation';

/**
 * The keys of POST payment-type/{id}/pricing/ (spec 002 "payment details sent for a quote" and the
 * calculation keys; the contract's PricingRequest): what the dealer changed over the payment type
 * record, and the ids of the fees, discounts, incentives, accessories and plans to price with.
 * Money and rates are the wire's decimal text, read once into cents and exact ratios by the
 * assembly (with the codes of docs/payments.md). Every key is optional.
 */
export interface PricingFields {
  /** A whole number, or its digits; null or "": none (a term is then required for finance and lease). */
  readonly term?: number | string | null;
  readonly down_payment?: string | null;
  readonly payment_frequency?: PaymentFrequency | string | null;
  readonly distance_allowance?: number | string | null;
  readonly rate_overwritten?: string | null;
  readonly credit_score?: number | string | null;
  readonly trade_in_type?: TradeInType | string | null;
  readonly trade_in_credit?: string | null;
  readonly trade_in_owing?: string | null;
  /** "": none (the store's province), and the customer record's does not come back. */
  readonly postal_code?: string | null;
  readonly include_tax?: boolean | null;
  readonly fees?: readonly number[] | null;
  readonly discounts?: readonly number[] | null;
  readonly incentives?: readonly number[] | null;
  readonly accessories?: readonly number[] | null;
  readonly install_accessories_ids?: readonly number[] | null;
  readonly protections?: readonly number[] | null;
  /** Not read by the engine (options are priced by options_price). */
  readonly options_code_list?: unknown;
  readonly options_price?: string | null;
  readonly order?: number;
  readonly inventory?: number | null;
}

/**
 * A pricing body: the known keys typed (the server decoded them with the contract), any other key
 * refused at its name (`field.unknown`) rather than ignored. The CLI-free callers in core (the
 * PATCH limits) and tests pass plain records: every value is still read with the wire's rules.
 */
export type PricingBody = PricingFields & Readonly<Record<string, unknown>>;

/**
 * Keys of the body the server could not decode, with the code of each (`down_payment: money.invalid`):
 * answered where the assembly checks such a value (the rows first and alone, then the values), so
 * that a body's errors come out as one answer, in the same order as any other.
 */
export type RefusedKeys = FieldErrors<DealErrorCode>;

/** Every key a pricing body may hold (`method`, when sent, must be the payment type's). */
export const PRICING_KEYS: ReadonlySet<string> = new Set([
  'term', 'down_payment', 'payment_frequency', 'distance_allowance', 'rate_overwritten', 'credit_score', 'trade_in_type', 'trade_in_credit',
  'trade_in_owing', 'postal_code', 'include_tax', 'fees', 'discounts', 'incentives', 'accessories', 'install_accessories_ids', 'protections',
  'options_code_list', 'options_price', 'order', 'inventory', 'method',
]);
