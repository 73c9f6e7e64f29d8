import type { Deal, DealProtection, PaymentScope } from './deal';
import { ratioText } from './ratio';
import { taxComponents, type TaxComponent } from './tax-jurisdiction';
import { defaultTaxTable, type TaxTable } from './tax-table';

/** Cents as the wire's decimal text in dollars: 3599900 → "35999.00", -1250 → "-12.50". */
export function moneyText(c: number): string {
  return `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
}

const frenchName = (nameFr: string | undefined) => (nameFr === undefined ? {} : { name_fr: nameFr });
const marketscan = (type: string | undefined) => (type === undefined ? {} : { marketscan_type: type });
const scopeOf = (s: PaymentScope) => ({ is_cash: s.cash, is_finance: s.finance, is_lease: s.lease });
/** Left out when on the deal (the wire's default for a listed item). */
const included = (on: boolean) => (on ? {} : { selected: false });

/** A plan's taxes as the flags of its country (gst, hst, pst, qst in Canada; state in the USA), or taxability for all or none. */
function protectionTaxes(p: DealProtection, country: 'CA' | 'US'): Record<string, boolean> {
  if (p.taxes === 'all') return { taxability: true };
  const own: readonly TaxComponent[] = country === 'US' ? ['state'] : ['gst', 'hst', 'pst', 'qst'];
  const listed = p.taxes;
  return Object.fromEntries(taxComponents.filter((c) => own.includes(c) || listed.includes(c)).map((c) => [c, listed.includes(c)]));
}

/**
 * A typed deal in the wire format of docs/payments.md, the one `price --json` and `parseDeal`
 * read: `parseDeal(dealWire(deal))` gives the deal back (core/payments/assemble-deal.prop.test.ts).
 * For tools and tests: pricing itself never goes through the text.
 */
export function dealWire(deal: Deal, table: TaxTable = defaultTaxTable): Record<string, unknown> {
  const country = table[deal.region]?.country ?? 'CA';
  const optional = <A>(key: string, value: A | null, write: (a: A) => unknown) => (value === null ? {} : { [key]: write(value) });
  return {
    method: deal.method, province: deal.region, ...optional('postal_code', deal.postalCode, (p) => p),
    vehicle_price: moneyText(deal.vehiclePrice), ...optional('msrp', deal.msrp, moneyText), options_price: moneyText(deal.optionsPrice),
    accessories: deal.accessories.map((a) => ({ name: a.name, ...frenchName(a.nameFr), price: moneyText(a.price), installation: moneyText(a.installation), installed: a.installed })),
    protections: deal.protections.map((p) => ({ name: p.name, ...frenchName(p.nameFr), price: moneyText(p.price), ...protectionTaxes(p, country), ...(p.kind === undefined ? {} : { kind: p.kind }) })),
    fees: deal.fees.map((f) => ({
      name: f.name, ...frenchName(f.nameFr), amount: moneyText(f.amount), taxability: f.taxable, cap_cost: f.capCost, residualize: f.residualize,
      tax_in_cap: f.taxInCap, ...marketscan(f.marketscanType), ...scopeOf(f.scope), ...included(f.included),
    })),
    discounts: deal.discounts.map((d) => ({ name: d.name, ...frenchName(d.nameFr), amount: moneyText(d.amount), taxability: d.taxable, ...marketscan(d.marketscanType), ...scopeOf(d.scope), ...included(d.included) })),
    incentives: deal.incentives.map((i) => ({ name: i.name, ...frenchName(i.nameFr), amount: moneyText(i.amount), before_tax: i.beforeTax, ...scopeOf(i.scope) })),
    ...(deal.leaseDisbursements.length === 0 ? {} : { lease_disbursements: deal.leaseDisbursements.map((d) => ({ name: d.name, amount: moneyText(d.amount), cap_cost: d.capCost })) }),
    trade_in_type: deal.tradeIn.type, trade_in_credit: moneyText(deal.tradeIn.credit), trade_in_owing: moneyText(deal.tradeIn.owing),
    down_payment: moneyText(deal.downPayment), term: deal.term, ...optional('rate', deal.rate, ratioText),
    payment_frequency: deal.paymentFrequency, payment_frequency_method: deal.settings.frequencyMethod,
    ...optional('distance_allowance', deal.distanceAllowance, (d) => d), ...optional('credit_score', deal.creditScore, (s) => s),
    include_tax: deal.includeTax, ...optional('residual', deal.residualPercent, ratioText),
    lease_rate_calculation_method: deal.settings.leaseRateMethod,
    ...(deal.vehicleCondition === undefined ? {} : { vehicle_condition: deal.vehicleCondition }),
    ...(deal.bookValue === undefined ? {} : { book_value: deal.bookValue === null ? null : moneyText(deal.bookValue) }),
    lender: deal.lender === null ? null : {
      finance_rates: deal.lender.financeRates.map((r) => ({ term_from: r.termFrom, term_to: r.termTo, min_credit_score: r.minCreditScore, rate: ratioText(r.rate) })),
      lease_rates: deal.lender.leaseRates.map((r) => ({ term_from: r.termFrom, term_to: r.termTo, min_credit_score: r.minCreditScore, rate: ratioText(r.rate) })),
      residuals: deal.lender.residuals.map((r) => ({ term: r.term, distance_allowance: r.distanceAllowance, residual: ratioText(r.residual) })),
    },
  };
}
