import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { cents } from '../../shared/money';
import { fieldError, type FieldErrors } from '../../shared/validation';
import { code, count, line, marketscanInput, money, NO_INPUTS, percent, type BreakdownLine } from './breakdown';
import type { Deal } from './deal';
import { dealItems, planTaxLine, taxableTradeInCredit } from './deal-items';
import { refuseOverpayment } from './amount-owed';
import { financePayment } from './finance';
import { quoteOf, type Quote } from './quote';
import type { Ratio } from './ratio';
import { salesTax, type TaxableLine } from './sales-tax';
import type { JurisdictionTax } from './tax-jurisdiction';
import { addScoped, addTaxLines, sumOf } from './tax-lines';
import { bookValueFloor } from './vehicle-condition-tax';

/**
 * Cash and finance: the selling price, its sales taxes, then what the customer still owes after
 * after-tax rebates, the trade-in's equity (credit − owing: negative equity is added) and the down
 * payment. Cash: that is the total due. Finance: that is the amount financed, amortized.
 * With include_tax false the taxes are computed and shown but not added (a "plus taxes" quote).
 */
export function priceSale(deal: Deal, method: 'cash' | 'finance', jurisdiction: JurisdictionTax, apr: Ratio | null): Either<FieldErrors, Quote> {
  const items = dealItems(deal, method);
  // Both arrays are new (dealItems), this function's to extend.
  const lines: BreakdownLine[] = items.lines;
  const taxable: TaxableLine[] = items.vehicleTaxLines;
  let price: number = items.vehicleSellingPrice;
  let taxableFees = 0;
  for (let i = 0; i < items.fees.length; i += 1) {
    const f = items.fees[i]!;
    lines.push(line('fee', f.amount, marketscanInput(f.marketscanType), f.name, f.nameFr));
    price += f.amount;
    if (f.taxable) { taxable.push({ key: `fee.${i}`, amount: f.amount, taxClass: 'vehicle' }); taxableFees += f.amount; }
  }
  for (let i = 0; i < items.protections.length; i += 1) {
    const p = items.protections[i]!;
    lines.push(line('protection', p.price, NO_INPUTS, p.name, p.nameFr));
    price += p.price;
    const planLine = planTaxLine(p, `protection.${i}`);
    if (planLine !== null) taxable.push(planLine);
  }
  const sellingPrice = cents(price);
  lines.push(line('selling_price', sellingPrice));
  // Georgia, DC, Delaware (a used vehicle): the taxable value is at least the book value.
  const floor = bookValueFloor(deal, jurisdiction, taxable);
  if (floor !== null) { taxable.push(floor.taxable); lines.push(floor.line); }
  // Georgia's TAVT: manufacturer rebates reduce the taxable amount.
  if (jurisdiction.rebatesReduceBase === true) items.afterTaxIncentives.forEach((r, i) => taxable.push({ key: `rebate.${i}`, amount: cents(-r.amount), taxClass: 'vehicle' }));
  const bandPrice = jurisdiction.bandsOnSalesPrice === true ? cents(Math.max(0, items.bandPrice + taxableFees)) : items.bandPrice;
  const tax = salesTax(taxable, { jurisdiction, tradeInCredit: taxableTradeInCredit(deal), vehiclePurchasePrice: bandPrice });
  addTaxLines(lines, tax.components, 'sale');
  lines.push(line('total_taxes', tax.total));
  const rebates = sumOf(items.afterTaxIncentives);
  items.afterTaxIncentives.forEach((inc) => lines.push(line('incentive_after_tax', cents(-inc.amount), NO_INPUTS, inc.name, inc.nameFr)));
  const equity = deal.tradeIn.credit - deal.tradeIn.owing;
  if (deal.tradeIn.type !== 'none') {
    lines.push(line('trade_in_equity', cents(-equity), { credit: money(deal.tradeIn.credit), owing: money(deal.tradeIn.owing) }));
  }
  if (deal.downPayment > 0) lines.push(line('down_payment', cents(-deal.downPayment)));
  const taxesAdded = deal.includeTax ? tax.total : 0;
  const owed = cents(sellingPrice + taxesAdded - rebates - equity - deal.downPayment);
  const taxes = addScoped([], tax.components, 'sale');
  const taxRegion = jurisdiction.code;
  const overpaid = refuseOverpayment(owed, { downPayment: deal.downPayment, tradeInEquity: equity, rebates });
  if (E.isLeft(overpaid)) return overpaid;
  if (method === 'cash') {
    lines.push(line('total_due', owed, { include_tax: code(String(deal.includeTax)) }));
    const paymentBeforeTax = cents(owed - taxesAdded);
    return E.right(quoteOf({ method, taxRegion, payment: owed, paymentBeforeTax, sellingPrice, taxes, totalTaxes: tax.total, totalDue: owed, breakdown: lines }));
  }
  if (apr === null || deal.term === null) return E.left(fieldError('rate', 'rate.required'));
  if (owed <= 0) return E.left(fieldError('down_payment', 'amount_financed.not_positive'));
  lines.push(line('amount_financed', owed, { include_tax: code(String(deal.includeTax)) }));
  const finance = financePayment({ amountFinanced: owed, aprPercent: apr, termMonths: deal.term, frequency: deal.paymentFrequency, frequencyMethod: deal.settings.frequencyMethod });
  for (const l of finance.lines) lines.push(l);
  lines.push(line('payment', finance.payment, { apr: percent(apr), term: count(deal.term), number_of_payments: count(finance.numberOfPayments) }));
  return E.right(quoteOf({
    method, taxRegion, paymentFrequency: deal.paymentFrequency, payment: finance.payment, paymentBeforeTax: finance.payment,
    numberOfPayments: finance.numberOfPayments, term: deal.term, apr, sellingPrice, taxes, totalTaxes: tax.total, amountFinanced: owed,
    totalInterest: finance.totalInterest, breakdown: lines,
  }));
}
