import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { FieldErrorMap, FormProblem } from '../../../shared/form-problem';
import type { DetailKey, PaymentDetails } from './payment-details';
import { detailOfField, sameDetail } from './payment-details';
import type { PricingOutcome, Quote } from './pricing-port';

/** One method of the worksheet: its details, its last quote and where its pricing stands. */
export interface MethodColumn {
  readonly method: PaymentMethod;
  /** What the inputs show: the priced details with the pending changes over them. */
  readonly details: PaymentDetails;
  /** The details of the last successful pricing: what `quote` is for, what a failure restores. */
  readonly priced: PaymentDetails;
  /** Details changed since, waiting for the 500 ms debounce or for the server. */
  readonly pending: Partial<PaymentDetails>;
  /** The pending details copied from another method's change (shared details), not typed in this column. */
  readonly copied: readonly DetailKey[];
  /** The last priced quote; null until the method is priced once. */
  readonly quote: Quote | null;
  /** A pricing request is in flight. */
  readonly loading: boolean;
  /**
   * The field errors of the last refused pricing, keyed by detail ("down_payment", "rate",
   * "fees"); errors about the deal rather than a detail keep the server's name ("residual").
   * A field's error goes when that field is changed again.
   */
  readonly fieldErrors: FieldErrorMap;
  /** The last pricing failed for another reason (null: none, or the client already told the user). */
  readonly problem: FormProblem | null;
  /** The payment is expanded into its breakdown. */
  readonly expanded: boolean;
}

export type Columns = Readonly<Record<PaymentMethod, MethodColumn>>;

/** A method refused a shared detail copied from another one: it shows what the server kept for it (issue 29.1). */
export const SHARED_CHANGE_REFUSED: FormProblem = { code: 'shared_change_refused', retryAfterSeconds: null };

interface Sheet {
  /** The payment method recorded for the order. */
  readonly chosen: PaymentMethod;
  readonly columns: Columns;
}

/**
 * `editing`: details can be changed and the method switched. `switching`: the switch to `to` is
 * running (the wipe-and-retry rule); changes wait until it ends. `read-only`: a corporate-kind
 * user, or one without can_edit_pricing_worksheet (mayEditWorksheet is false), may look and expand breakdowns only.
 */
export type WorksheetState =
  | (Sheet & { readonly kind: 'editing' })
  | (Sheet & { readonly kind: 'switching'; readonly to: PaymentMethod })
  | (Sheet & { readonly kind: 'read-only' });

export function newColumn(method: PaymentMethod, details: PaymentDetails, quote: Quote | null): MethodColumn {
  return { method, details, priced: details, pending: {}, copied: [], quote, loading: false, fieldErrors: {}, problem: null, expanded: false };
}

export function hasPending(column: MethodColumn): boolean {
  return Object.keys(column.pending).length > 0;
}

/**
 * A change of one detail: pending until priced, or no longer pending when it is back to the priced
 * value. `copied`: the change was made in another method's column (a shared detail), not typed here.
 */
export function changed<K extends DetailKey>(column: MethodColumn, key: K, value: PaymentDetails[K], copied = false): MethodColumn {
  const { [key]: _previous, ...others } = column.pending;
  const back = sameDetail(key, column.priced[key], value);
  const pending: Partial<PaymentDetails> = back ? others : { ...others, [key]: value };
  const copies = column.copied.filter((k) => k !== key);
  const { [key]: _error, ...fieldErrors } = column.fieldErrors;
  return { ...column, pending, copied: copied && !back ? [...copies, key] : copies, details: { ...column.priced, ...pending }, fieldErrors, problem: null };
}

/** The pending changes dropped: the inputs show the priced details again. */
export function wiped(column: MethodColumn): MethodColumn {
  return { ...column, pending: {}, copied: [], details: column.priced };
}

/**
 * A refusal of what was copied into this column from another method (issue 29.1): the server kept
 * the method's own values, so the copied ones go (the lease showed $5,000 down until a reload showed
 * the $2,500 it held) and the column says why; what the dealer typed here stays beside its errors.
 */
function refusedCopies(column: MethodColumn, errors: FieldErrorMap): MethodColumn {
  const typed = Object.fromEntries(Object.entries(column.pending).filter(([k]) => !column.copied.includes(k as DetailKey))) as Partial<PaymentDetails>;
  const kept = Object.keys(typed).length > 0;
  // The deal's own errors (a residual) stay while a typed change may be their cause; a copied detail's go with it.
  const shown = Object.entries(detailErrors(errors)).filter(([k]) => (kept && !column.copied.includes(k as DetailKey)) || Object.hasOwn(typed, k));
  return { ...column, pending: typed, copied: [], details: { ...column.priced, ...typed }, fieldErrors: Object.fromEntries(shown), problem: SHARED_CHANGE_REFUSED };
}

/**
 * The answer to pricing `sent` applied. Priced: the quote and its details are the new reference.
 * Refused (the server named the fields): the inputs keep what the user typed, beside the message
 * that refuses it (what another method's change copied here goes: `refusedCopies`), and stay pending (issue 10.2: the refused field showed the old amount in red
 * beside "the down payment covers the whole price"); the quote stays the last priced one. Failed
 * for another reason (the network, the server): the old (priced) values come back (spec 002
 * section 4). Changes made after `sent` never reach here: a newer change cancels the request.
 */
export function settled(column: MethodColumn, sent: PaymentDetails, outcome: PricingOutcome): MethodColumn {
  const done = { ...column, loading: false };
  switch (outcome.kind) {
    case 'priced':
      return { ...done, priced: sent, details: sent, pending: {}, copied: [], quote: outcome.quote, fieldErrors: {}, problem: null };
    case 'rejected':
      return done.copied.length > 0 ? refusedCopies(done, outcome.errors) : { ...done, fieldErrors: detailErrors(outcome.errors), problem: null };
    case 'failed':
      return { ...wiped(done), fieldErrors: {}, problem: outcome.problem };
  }
}

/** A refusal's field errors keyed by the worksheet's details ("rate_overwritten" → "rate", "fees.0.amount" → "fees"). */
export function detailErrors(errors: FieldErrorMap): FieldErrorMap {
  const out: Record<string, readonly string[]> = {};
  for (const [field, codes] of Object.entries(errors)) {
    const key = detailOfField(field);
    out[key] = [...(out[key] ?? []), ...codes.filter((c) => !(out[key] ?? []).includes(c))];
  }
  return out;
}
