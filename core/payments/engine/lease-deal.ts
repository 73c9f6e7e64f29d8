import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { cents, type Cents } from '../../shared/money';
import { fieldError, type FieldErrors } from '../../shared/validation';
import { code, count, factor, line, marketscanInput, money, percent, type BreakdownLine } from './breakdown';
import type { Deal, DealFee } from './deal';
import { refuseOverpayment } from './amount-owed';
import { dealItems } from './deal-items';
import { capitalizedTax, leaseCapItems, type CapItem } from './lease-cap-items';
import { leasePaymentRounded, leasePeriods, paymentShare } from './lease';
import { capReductionLines, leaseUpfrontTax } from './lease-upfront-tax';
import { quoteOf, type Quote } from './quote';
import type { Ratio } from './ratio';
import { applyPercent } from './rounding';
import { salesTax, type SalesTax, type TaxableLine } from './sales-tax';
import type { JurisdictionTax } from './tax-jurisdiction';
import { addScoped, addTaxLines, sumOf } from './tax-lines';

export interface LeaseRates { readonly moneyFactor: Ratio; readonly apr: Ratio | null; readonly residualPercent: Ratio }

/**
 * A lease: gross capitalized cost (vehicle, capitalized fees, add-ons, disbursements, a trade-in's
 * lien, capitalized taxes) − cap cost reduction (cash down, rebates, trade-in credit) = the
 * capitalized cost; residual = MSRP × residual % + residualized fees; payment = depreciation / n +
 * (capitalized cost + residual) × money factor; taxes per payment on its taxed share, or up front.
 */
export function priceLease(deal: Deal, jurisdiction: JurisdictionTax, rates: LeaseRates): Either<FieldErrors, Quote> {
  if (deal.term === null) return E.left(fieldError('term', 'required'));
  if (deal.msrp === null) return E.left(fieldError('msrp', 'required'));
  const items = dealItems(deal, 'lease');
  const lines: BreakdownLine[] = items.lines; // new (dealItems), this function's to extend
  const capFees: DealFee[] = [];
  const upfrontFees: DealFee[] = [];
  let residualized = 0;
  for (const f of items.fees) {
    if (!f.capCost) { upfrontFees.push(f); continue; }
    capFees.push(f);
    if (f.residualize) residualized += f.amount;
  }
  const cap = leaseCapItems(deal, items, capFees, jurisdiction);
  const residualValue = applyPercent(deal.msrp, rates.residualPercent);
  const residual = cents(residualValue + residualized);
  const upfront = leaseUpfrontTax({ deal, items, jurisdiction, capFees, upfrontFees, protections: items.protections, rebates: items.afterTaxIncentives, residual });
  if (upfront.capitalized > 0) cap.push(capitalizedTax(upfront.capitalized));
  for (let i = 1; i < cap.length; i += 1) {
    const c = cap[i]!;
    lines.push(line(c.code, c.amount, marketscanInput(c.marketscanType), c.label, c.labelFr));
  }
  const gross = cents(sumOf(cap));
  const rebates = sumOf(items.afterTaxIncentives);
  const reduction = cents(deal.downPayment + rebates + deal.tradeIn.credit);
  const capCost = cents(gross - reduction);
  lines.push(
    line('gross_capitalized_cost', gross),
    line('cap_cost_reduction', reduction, { down_payment: money(deal.downPayment), rebates: money(cents(rebates)), trade_in_credit: money(deal.tradeIn.credit) }),
    line('capitalized_cost', capCost, { gross_capitalized_cost: money(gross), cap_cost_reduction: money(reduction) }),
    line('residual_value', residualValue, deal.distanceAllowance === null
      ? { msrp: money(deal.msrp), residual_percent: percent(rates.residualPercent) }
      : { msrp: money(deal.msrp), residual_percent: percent(rates.residualPercent), distance_allowance: count(deal.distanceAllowance) }),
    line('residual', residual, { residual_value: money(residualValue), residualized_fees: money(cents(residual - residualValue)) }),
  );
  // A trade-in's equity here is its credit: its lien is already in the gross capitalized cost.
  const overpaid = refuseOverpayment(capCost, { downPayment: deal.downPayment, tradeInEquity: deal.tradeIn.credit, rebates });
  if (E.isLeft(overpaid)) return overpaid;
  if (capCost === 0) return E.left(fieldError('down_payment', 'capitalized_cost.not_positive'));
  if (residual > capCost) return E.left(fieldError('residual', 'residual.exceeds_capitalized_cost'));
  const periods = leasePeriods(deal.term, rates.moneyFactor, deal.paymentFrequency, deal.settings.frequencyMethod);
  const { basisPayment, basisRent: rent, payment: beforeTax } = leasePaymentRounded(capCost, residual, periods);
  lines.push(
    line('depreciation', cents(capCost - residual), { capitalized_cost: money(capCost), residual: money(residual) }),
    line('rent_charge', rent, { capitalized_cost: money(capCost), residual: money(residual), money_factor: factor(rates.moneyFactor), periods: count(periods.periods) }),
    line('depreciation_charge', cents(basisPayment - rent), { depreciation: money(cents(capCost - residual)), periods: count(periods.periods) }),
    line(periods.conversion === null ? 'base_payment' : 'monthly_base_payment', basisPayment, { frequency: code(periods.conversion === null ? deal.paymentFrequency : 'monthly') }),
  );
  if (periods.conversion !== null) lines.push(line('frequency_conversion', beforeTax, { monthly_base_payment: money(basisPayment), factor: factor(periods.conversion) }));
  const rentLines = jurisdiction.leaseTaxMethod === 'payment' || jurisdiction.leaseTaxMethod === 'upfront_payments' ? rentTaxLines(cap, beforeTax, periods, lines) : [];
  const context = { jurisdiction, tradeInCredit: cents(0), vehiclePurchasePrice: items.bandPrice, scope: 'lease_rent' } as const;
  const payTax = jurisdiction.leaseTaxMethod === 'payment' ? salesTax(rentLines, context) : NO_TAX;
  const payment = cents(beforeTax + (deal.includeTax ? payTax.total : 0));
  addTaxLines(lines, payTax.components, 'per_payment');
  lines.push(line('payment', payment, { base_payment: money(beforeTax), payment_taxes: money(payTax.total) }));
  // New York, New Jersey, Ohio, Minnesota…: the tax on the payments' total, due at signing.
  const n = periods.numberOfPayments;
  const totalTax = jurisdiction.leaseTaxMethod === 'upfront_payments'
    ? salesTax([...rentLines.map((l) => timesPayments(l, n)), ...capReductionLines(deal, items.afterTaxIncentives, jurisdiction)], context)
    : NO_TAX;
  if (totalTax.components.length > 0) lines.push(line('payments_total', cents(beforeTax * n), { base_payment: money(beforeTax), number_of_payments: count(n) }));
  addTaxLines(lines, upfront.tax.components, 'upfront');
  addTaxLines(lines, totalTax.components, 'upfront');
  const upfrontDue = deal.includeTax ? upfront.tax.total + totalTax.total - upfront.capitalized : 0;
  let paidFees = sumOf(upfrontFees);
  for (const d of deal.leaseDisbursements) if (!d.capCost) paidFees += d.amount;
  const dueAtSigning = cents(payment + deal.downPayment + paidFees + upfrontDue);
  const totalTaxes = cents(upfront.tax.total + totalTax.total + payTax.total * periods.numberOfPayments);
  lines.push(
    line('due_at_signing', dueAtSigning, { first_payment: money(payment), down_payment: money(deal.downPayment), fees: money(cents(paidFees)), taxes: money(cents(upfrontDue)) }),
    line('total_taxes', totalTaxes, { upfront: money(upfront.tax.total), per_payment: money(payTax.total), number_of_payments: count(periods.numberOfPayments) }),
  );
  return E.right(quoteOf({
    method: 'lease', taxRegion: jurisdiction.code, paymentFrequency: deal.paymentFrequency, payment, paymentBeforeTax: beforeTax,
    numberOfPayments: periods.numberOfPayments, term: deal.term, apr: rates.apr, moneyFactor: rates.moneyFactor, sellingPrice: gross,
    taxes: addScoped(addScoped(addScoped([], payTax.components, 'per_payment'), upfront.tax.components, 'upfront'), totalTax.components, 'upfront'), totalTaxes,
    capitalizedCost: capCost, residual, dueAtSigning, breakdown: lines,
  }));
}

const NO_TAX: SalesTax = { components: [], total: cents(0) };

/** A payment's taxable line as the payments' total. */
function timesPayments(l: TaxableLine, n: number): TaxableLine {
  return l.components === undefined ? { key: l.key, amount: cents(l.amount * n), taxClass: l.taxClass } : { key: l.key, amount: cents(l.amount * n), taxClass: l.taxClass, components: l.components };
}

/** What each payment's tax is on: the payment less the shares of what is not taxed (fully or per component). */
function rentTaxLines(cap: readonly CapItem[], beforeTax: Cents, periods: ReturnType<typeof leasePeriods>, lines: BreakdownLine[]): TaxableLine[] {
  const taxLinesOfPayment: TaxableLine[] = [];
  let taxedRest: number = beforeTax;
  for (const item of cap) {
    // Vehicle items taxed by every component stay in the payment line; the others get their share.
    if (item.taxes === 'all' && !item.general) continue;
    const share = paymentShare(item.amount, item.residualized, periods);
    taxedRest -= share;
    const untaxed = item.taxes !== 'all' && item.taxes.length === 0;
    lines.push(line(untaxed ? 'untaxed_share' : 'separately_taxed_share', share, { amount: money(item.amount) }, item.label ?? item.code, item.labelFr));
    if (untaxed) continue;
    const taxClass = item.general ? 'general' : 'vehicle';
    taxLinesOfPayment.push(item.taxes === 'all' ? { key: item.key, amount: share, taxClass } : { key: item.key, amount: share, taxClass, components: item.taxes });
  }
  taxLinesOfPayment.unshift({ key: 'payment', amount: cents(taxedRest), taxClass: 'vehicle' });
  return taxLinesOfPayment;
}
