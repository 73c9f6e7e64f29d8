import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { cents } from '../../shared/money';
import type { FieldErrors } from '../../shared/validation';
import { postalCode as postalCodeRule } from '../../shared/validation/postal-code';
import { paymentMethods, tradeInTypes, vehicleConditions, type Deal, type LeaseRateMethod } from './deal';
import type { DealErrorCode } from './deal-error-codes';
import { allOf, at, knownKeys, listOf, type Validated } from './field-validation';
import { frequencyMethods, paymentFrequencies } from './frequency';
import { accessory, disbursement, discount, fee, incentive, lender, protection, score, term } from './parse-deal-items';
import { defaultTaxTable, type TaxTable } from './tax-table';
import { fail, flag, isRecord, money, oneOf, rate, residualPercent, wholeNumber, type FieldResult } from './wire-values';

/** The keys of a deal on the wire (docs/payments.md): the spec's calculation keys and the deal's amounts. */
export const dealKeys: ReadonlySet<string> = new Set([
  'method', 'province', 'postal_code', 'vehicle_price', 'msrp', 'options_price', 'accessories', 'protections', 'fees', 'discounts',
  'incentives', 'lease_disbursements', 'trade_in_type', 'trade_in_credit', 'trade_in_owing', 'down_payment', 'term', 'rate',
  'rate_overwritten', 'payment_frequency', 'payment_frequency_method', 'distance_allowance', 'credit_score', 'include_tax', 'residual',
  'lease_rate_calculation_method', 'lender', 'vehicle_condition', 'book_value',
]);

/**
 * A deal from untrusted input (a parsed JSON body, a CLI argument): every field checked, every
 * error reported at once per field, never a throw. Amounts are decimal strings in dollars; rates
 * decimal strings. Business checks that need the whole deal (a term for finance, an MSRP for a
 * lease, no credit score in Canada) run once the fields themselves are valid.
 */
export function parseDeal(raw: unknown, taxTable: TaxTable = defaultTaxTable): Either<FieldErrors<DealErrorCode>, Deal> {
  if (!isRecord(raw)) return E.left({ deal: ['deal.not_an_object'] });
  const leaseRateMethod = oneOf<LeaseRateMethod>(raw.lease_rate_calculation_method, ['apr', 'money_factor'], 'apr', 'lease_rate_calculation_method.invalid');
  // Under the money_factor method a lease's rates are money factors ("0.00125"); a finance rate is always an APR.
  const leaseRatesAreFactors = E.isRight(leaseRateMethod) && leaseRateMethod.right === 'money_factor';
  const asMoneyFactor = leaseRatesAreFactors && raw.method === 'lease';
  return pipe(
    allOf({
      keys: knownKeys('', raw, dealKeys),
      method: at('method', oneOf(raw.method, paymentMethods, null, 'method.invalid')),
      region: at('province', province(raw.province, taxTable)),
      postalCode: at('postal_code', postal(raw.postal_code)),
      vehiclePrice: at('vehicle_price', money(raw.vehicle_price, null)),
      msrp: at('msrp', optionalMoney(raw.msrp)),
      optionsPrice: at('options_price', money(raw.options_price, cents(0))),
      accessories: listOf('accessories', raw.accessories, accessory),
      protections: listOf('protections', raw.protections, protection),
      fees: listOf('fees', raw.fees, fee),
      discounts: listOf('discounts', raw.discounts, discount),
      incentives: listOf('incentives', raw.incentives, incentive),
      leaseDisbursements: listOf('lease_disbursements', raw.lease_disbursements, disbursement),
      tradeInType: at('trade_in_type', oneOf(raw.trade_in_type, tradeInTypes, 'none', 'trade_in_type.invalid')),
      credit: at('trade_in_credit', money(raw.trade_in_credit, cents(0))),
      owing: at('trade_in_owing', money(raw.trade_in_owing, cents(0))),
      downPayment: at('down_payment', money(raw.down_payment, cents(0))),
      term: at('term', raw.term === undefined || raw.term === null || raw.term === '' ? E.right(null) : term(raw.term)),
      rate: at('rate', rate(raw.rate, asMoneyFactor)),
      rateOverwritten: at('rate_overwritten', rate(raw.rate_overwritten, asMoneyFactor)),
      paymentFrequency: at('payment_frequency', oneOf(raw.payment_frequency, paymentFrequencies, 'monthly', 'payment_frequency.invalid')),
      frequencyMethod: at('payment_frequency_method', oneOf(raw.payment_frequency_method, frequencyMethods, 'factor', 'frequency_method.invalid')),
      distanceAllowance: at('distance_allowance', distance(raw.distance_allowance)),
      creditScore: at('credit_score', score(raw.credit_score)),
      includeTax: at('include_tax', flag(raw.include_tax, true)),
      residualPercent: at('residual', residualPercent(raw.residual, false)),
      leaseRateMethod: at('lease_rate_calculation_method', leaseRateMethod),
      lender: lender(raw.lender, leaseRatesAreFactors),
      // US: new or used, and a book value (absent: a new vehicle, no book value).
      vehicleCondition: at('vehicle_condition', raw.vehicle_condition === undefined ? E.right(undefined) : oneOf(raw.vehicle_condition, vehicleConditions, null, 'vehicle_condition.invalid')),
      bookValue: at('book_value', raw.book_value === undefined ? E.right(undefined) : optionalMoney(raw.book_value)),
    }),
    E.map((v): Deal => ({
      method: v.method, region: v.region, postalCode: v.postalCode, vehiclePrice: v.vehiclePrice, msrp: v.msrp, optionsPrice: v.optionsPrice,
      accessories: v.accessories, protections: v.protections, fees: v.fees, discounts: v.discounts, incentives: v.incentives,
      leaseDisbursements: v.leaseDisbursements,
      tradeIn: { type: v.tradeInType === 'none' && (v.credit > 0 || v.owing > 0) && raw.trade_in_type === undefined ? 'owned' : v.tradeInType, credit: v.credit, owing: v.owing },
      downPayment: v.downPayment, term: v.term, paymentFrequency: v.paymentFrequency, distanceAllowance: v.distanceAllowance,
      creditScore: v.creditScore, includeTax: v.includeTax, rate: v.rateOverwritten ?? v.rate, residualPercent: v.residualPercent, lender: v.lender,
      settings: { frequencyMethod: v.frequencyMethod, leaseRateMethod: v.leaseRateMethod },
      ...(v.vehicleCondition === undefined ? {} : { vehicleCondition: v.vehicleCondition }), ...(v.bookValue === undefined ? {} : { bookValue: v.bookValue }),
    })),
    E.chain((deal) => crossChecks(deal, taxTable)),
  );
}

/** The dealership's province or state: one the tax table knows. */
export function province(value: unknown, table: TaxTable): FieldResult<string> {
  if (value === undefined || value === null || value === '') return fail('required');
  return typeof value === 'string' && Object.hasOwn(table, value.toUpperCase()) ? E.right(value.toUpperCase()) : fail('province.unknown');
}

/** The buyer's postal code or ZIP: absent or blank is none; checked against the country once the region is known (crossChecks). */
export function postal(value: unknown): FieldResult<string | null> {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return E.right(null);
  return typeof value === 'string' && value.length <= 10 ? E.right(value.trim()) : fail('postal_code.invalid');
}

function optionalMoney(value: unknown) {
  return value === undefined || value === null || value === '' ? E.right(null) : money(value, null);
}

/** A lease's yearly distance allowance: a whole number of km or miles, 1 to 500,000. */
export function distance(value: unknown): FieldResult<number | null> {
  return pipe(wholeNumber(value, 'distance_allowance.invalid'), E.chain((n): FieldResult<number | null> => (n !== null && (n <= 0 || n > 500_000) ? fail('distance_allowance.invalid') : E.right(n))));
}

/** Rules between fields, all reported together (for a deal parsed here or assembled from the database). */
export function crossChecks(deal: Deal, table: TaxTable): Validated<Deal> {
  const country = table[deal.region]?.country ?? 'CA';
  const check = (path: string, bad: boolean, code: DealErrorCode): Validated<null> => (bad ? E.left({ [path]: [code] }) : E.right(null));
  const postalCode = deal.postalCode === null ? null : postalCodeRule(deal.postalCode, { country });
  const canadaScores = country === 'CA' && deal.lender !== null && [...deal.lender.financeRates, ...deal.lender.leaseRates].some((r) => r.minCreditScore !== null);
  return pipe(
    allOf({
      term: check('term', deal.method !== 'cash' && deal.term === null, 'required'),
      msrp: check('msrp', deal.method === 'lease' && deal.msrp === null, 'required'),
      creditScore: check('credit_score', country === 'CA' && deal.creditScore !== null, 'credit_score.not_in_canada'),
      programScores: check('lender', canadaScores, 'credit_score.not_in_canada'),
      postal: postalCode === null ? E.right(null) : E.left({ postal_code: [postalCode === 'postal_code.invalid_zip' ? 'postal_code.invalid_zip' as const : 'postal_code.invalid' as const] }),
      disbursements: check('lease_disbursements', country === 'US' && deal.leaseDisbursements.length > 0, 'lease_disbursements.not_in_usa'),
      tradeIn: check('trade_in_type', deal.tradeIn.type === 'none' && (deal.tradeIn.credit > 0 || deal.tradeIn.owing > 0), 'trade_in_type.none_with_amounts'),
    }),
    E.map(() => deal),
  );
}
