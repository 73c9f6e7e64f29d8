import type { Cents } from '../../shared/money';
import type { BreakdownLine } from './breakdown';
import type { PaymentMethod } from './deal';
import type { PaymentFrequency } from './frequency';
import type { Ratio } from './ratio';
import type { ComponentTax } from './sales-tax';

/** A tax of a quote: on the sale (cash, finance), due at a lease's signing, or on each lease payment. */
export interface QuoteTax extends ComponentTax {
  readonly scope: 'sale' | 'upfront' | 'per_payment';
}

/** A priced deal. Amounts in cents; what does not apply to the method is null. */
export interface Quote {
  readonly method: PaymentMethod;
  /** The province or state whose taxes were applied. */
  readonly taxRegion: string;
  /** null for cash. */
  readonly paymentFrequency: PaymentFrequency | null;
  /** Per period (cash: the total due), with taxes when the deal includes them. */
  readonly payment: Cents;
  readonly paymentBeforeTax: Cents;
  readonly numberOfPayments: number | null;
  readonly term: number | null;
  /** The APR in percent (finance; lease under the apr method). */
  readonly apr: Ratio | null;
  readonly moneyFactor: Ratio | null;
  /** The price before taxes, trade-in and down payment (lease: the gross capitalized cost). */
  readonly sellingPrice: Cents;
  readonly taxes: readonly QuoteTax[];
  /** Every tax of the deal: a sale's taxes; a lease's up-front taxes plus its payment taxes over the term. */
  readonly totalTaxes: Cents;
  readonly amountFinanced: Cents | null;
  readonly totalInterest: Cents | null;
  /** Lease: the adjusted (net) capitalized cost the payment is computed on. */
  readonly capitalizedCost: Cents | null;
  readonly residual: Cents | null;
  readonly dueAtSigning: Cents | null;
  /** Cash: what the customer pays at delivery (negative: the dealer owes the customer). */
  readonly totalDue: Cents | null;
  readonly breakdown: readonly BreakdownLine[];
}

type Required = 'method' | 'taxRegion' | 'payment' | 'paymentBeforeTax' | 'sellingPrice' | 'taxes' | 'totalTaxes' | 'breakdown';

/**
 * A quote from its parts, what does not apply left null. Written out property by property: an
 * object spread (`{ ...defaults, ...parts }`) cost a third of the pricing time in the benchmark.
 */
export function quoteOf(p: Pick<Quote, Required> & Partial<Omit<Quote, Required>>): Quote {
  return {
    method: p.method, taxRegion: p.taxRegion, paymentFrequency: p.paymentFrequency ?? null, payment: p.payment,
    paymentBeforeTax: p.paymentBeforeTax, numberOfPayments: p.numberOfPayments ?? null, term: p.term ?? null, apr: p.apr ?? null,
    moneyFactor: p.moneyFactor ?? null, sellingPrice: p.sellingPrice, taxes: p.taxes, totalTaxes: p.totalTaxes,
    amountFinanced: p.amountFinanced ?? null, totalInterest: p.totalInterest ?? null, capitalizedCost: p.capitalizedCost ?? null,
    residual: p.residual ?? null, dueAtSigning: p.dueAtSigning ?? null, totalDue: p.totalDue ?? null, breakdown: p.breakdown,
  };
}
