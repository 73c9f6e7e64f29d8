import type { Cents } from '../shared/money';
import { cents } from '../shared/money';
import type { PaymentSettings } from '../payments/payment-settings';
import type { LenderRecord } from '../payments/pricing-inputs';
import { financePayment } from '../payments/engine/finance';
import { leasePaymentExact, leasePeriods, moneyFactorOfApr } from '../payments/engine/lease';
import { programRate, programResidual } from '../payments/engine/lender-program';
import { parseDecimalRatio, type Ratio } from '../payments/engine/ratio';
import { applyPercent } from '../payments/engine/rounding';
import { roundExact } from '../payments/engine/exact-amount';
import type { PaymentFrequency } from '../payments/engine/frequency';
import type { Country } from '../payments/engine/tax-jurisdiction';

/** A payment at the store's default terms: before taxes, fees and incentives (the report's estimate). */
export interface DefaultPayment {
  readonly paymentCents: number;
  readonly term: number;
  readonly frequency: PaymentFrequency;
  readonly rate: string;
}

/** The store's default finance and lease terms with the rates of its default lenders (null: no lender, or no rate for the term). */
export interface DefaultTerms {
  readonly settings: PaymentSettings;
  readonly financeLender: LenderRecord | null;
  readonly leaseLender: LenderRecord | null;
  readonly country: Country;
}

const rateOf = (text: string): Ratio | null => parseDecimalRatio(text, 6);
/** A rate parsed from decimal text (its denominator a power of ten) back as exact decimal text: 699/100 → "6.99". */
function rateText(r: Ratio): string {
  const places = String(r.den).length - 1;
  const whole = Math.trunc(r.num / r.den);
  return places === 0 ? String(whole) : `${whole}.${String(r.num % r.den).padStart(places, '0')}`;
}

/** The finance payment of a price at the default term, frequency and down payment (the engine's amortization). */
export function defaultFinancePayment(priceCents: number, t: DefaultTerms): DefaultPayment | null {
  const s = t.settings;
  if (t.financeLender === null) return null;
  const row = programRate(t.financeLender.financeRates.flatMap((r) => { const rate = rateOf(r.rate); return rate === null ? [] : [{ ...r, rate }]; }), s.bankDefaultTerm, t.country, null);
  if (row === null) return null;
  const financed = Math.max(0, priceCents - s.bankDefaultDownPaymentCents);
  const p = financePayment({ amountFinanced: cents(financed), aprPercent: row, termMonths: s.bankDefaultTerm, frequency: s.bankDefaultFrequency, frequencyMethod: s.frequencyMethod });
  return { paymentCents: p.payment, term: s.bankDefaultTerm, frequency: s.bankDefaultFrequency, rate: rateText(row) };
}

/**
 * The lease payment of a price at the default term, distance and down payment: residual of the MSRP
 * (else the price). None when the residual reaches the capitalized cost (an older used vehicle whose
 * MSRP residual exceeds its price): the lender's program does not fit it, and "$0.00 a month" would
 * read as a price.
 */
export function defaultLeasePayment(priceCents: number, msrpCents: number | null, t: DefaultTerms): DefaultPayment | null {
  const s = t.settings;
  if (t.leaseLender === null) return null;
  const rate = programRate(t.leaseLender.leaseRates.flatMap((r) => { const x = rateOf(r.rate); return x === null ? [] : [{ ...r, rate: x }]; }), s.leaseDefaultTerm, t.country, null);
  const residualPercent = programResidual(t.leaseLender.residuals.flatMap((r) => { const x = rateOf(r.residual); return x === null ? [] : [{ ...r, residual: x }]; }), s.leaseDefaultTerm, s.leaseDefaultDistanceAllowance);
  if (rate === null || residualPercent === null) return null;
  const residual: Cents = applyPercent(msrpCents ?? priceCents, residualPercent);
  const cap = cents(Math.max(0, priceCents - s.leaseDefaultDownPaymentCents));
  const periods = leasePeriods(s.leaseDefaultTerm, moneyFactorOfApr(rate), s.leaseDefaultFrequency, s.frequencyMethod);
  if (residual >= cap) return null;
  const payment = roundExact(leasePaymentExact(cap, residual, periods).payment);
  if (payment <= 0) return null;
  return { paymentCents: payment, term: s.leaseDefaultTerm, frequency: s.leaseDefaultFrequency, rate: rateText(rate) };
}
