import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { tradeInTypes } from './engine/deal';
import type { DealErrorCode } from './engine/deal-error-codes';
import { paymentFrequencies } from './engine/frequency';
import { score, term } from './engine/parse-deal-items';
import { ratioText } from './engine/ratio';
import { flag, money, oneOf, rate, wholeNumber, type FieldResult } from './engine/wire-values';
import type { Country } from './engine/tax-jurisdiction';
import type { FieldErrors } from '../shared/validation';
import { postalCode as postalCodeRule } from '../shared/validation/postal-code';
import type { PaymentDetails, PaymentTypeRecord } from './pricing-inputs';

export type PaymentTypeChangeCode = DealErrorCode | 'is_active.cannot_unset' | 'field.not_for_method';

type Change = Partial<PaymentDetails> & { readonly isActive?: boolean };

/**
 * PATCH payment-type/{id}/: the keys sent change, each checked as the engine checks it (money as
 * decimal text, term 12–96, rate ≤ 100 %, a credit score only in the USA, a postal code of the
 * country). is_active true chooses the method; false is refused (exactly one method is chosen:
 * choose another instead). Unknown keys are refused, so that a typo is not silently dropped.
 */
export function parsePaymentTypeChange(raw: Readonly<Record<string, unknown>>, record: PaymentTypeRecord, country: Country): Either<FieldErrors<PaymentTypeChangeCode>, Change> {
  const errors: Record<string, [PaymentTypeChangeCode]> = {};
  const change: Record<string, unknown> = {};
  const take = <A>(key: string, field: string, result: FieldResult<A>, map: (a: A) => unknown = (a) => a) => {
    if (!Object.hasOwn(raw, key)) return;
    if (E.isLeft(result)) errors[key] = [result.left[0]];
    else change[field] = map(result.right);
  };
  const known = new Set(['is_active', 'include_tax', 'term', 'rate', 'payment_frequency', 'credit_score', 'down_payment', 'distance_allowance', 'trade_in_type', 'trade_in_credit', 'trade_in_owing', 'postal_code']);
  for (const key of Object.keys(raw)) if (!known.has(key)) errors[key] = ['field.unknown'];
  if (Object.hasOwn(raw, 'is_active')) {
    if (raw.is_active === true) change.isActive = true;
    else errors.is_active = [raw.is_active === false ? 'is_active.cannot_unset' : 'boolean.invalid'];
  }
  take('include_tax', 'includeTax', flag(raw.include_tax, record.includeTax));
  if (record.method === 'cash') {
    for (const key of ['term', 'rate', 'payment_frequency', 'credit_score', 'distance_allowance']) if (Object.hasOwn(raw, key) && raw[key] !== null) errors[key] = ['field.not_for_method'];
  } else {
    take('term', 'term', term(raw.term));
    take('rate', 'rate', rate(raw.rate, false), (r) => (r === null ? null : ratioText(r)));
    take('payment_frequency', 'paymentFrequency', oneOf(raw.payment_frequency, paymentFrequencies, null, 'payment_frequency.invalid'));
    take('credit_score', 'creditScore', score(raw.credit_score));
    if (country === 'CA' && raw.credit_score !== undefined && raw.credit_score !== null && raw.credit_score !== '') errors.credit_score = ['credit_score.not_in_canada'];
    if (record.method === 'lease') {
      take('distance_allowance', 'distanceAllowance', wholeNumber(raw.distance_allowance, 'distance_allowance.invalid'));
      if (typeof change.distanceAllowance === 'number' && (change.distanceAllowance <= 0 || change.distanceAllowance > 500_000)) errors.distance_allowance = ['distance_allowance.invalid'];
    } else if (Object.hasOwn(raw, 'distance_allowance') && raw.distance_allowance !== null) errors.distance_allowance = ['field.not_for_method'];
  }
  take('down_payment', 'downPaymentCents', money(raw.down_payment, null));
  take('trade_in_credit', 'tradeInCreditCents', money(raw.trade_in_credit, null));
  take('trade_in_owing', 'tradeInOwingCents', money(raw.trade_in_owing, null));
  take('trade_in_type', 'tradeInType', oneOf(raw.trade_in_type, tradeInTypes, null, 'trade_in_type.invalid'));
  if (Object.hasOwn(raw, 'postal_code')) {
    const v = raw.postal_code;
    if (v === null || v === '') change.postalCode = null;
    else if (typeof v !== 'string' || postalCodeRule(v, { country }) !== null) errors.postal_code = [country === 'US' ? 'postal_code.invalid_zip' : 'postal_code.invalid'];
    else change.postalCode = v.trim();
  }
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right(change as Change);
}
