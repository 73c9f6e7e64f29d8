import { cents, type Cents } from '../../shared/money';
import type { Deal, DealFee, DealIncentive, DealProtection } from './deal';
import { planTaxLine, taxableTradeInCredit, type DealItems } from './deal-items';
import { salesTax, type SalesTax, type TaxableLine } from './sales-tax';
import type { JurisdictionTax } from './tax-jurisdiction';

export interface LeaseUpfrontTax {
  readonly tax: SalesTax;
  /** The part of it on fees marked tax_in_cap: capitalized instead of paid at signing. */
  readonly capitalized: Cents;
}

interface UpfrontInput {
  readonly deal: Deal;
  readonly items: DealItems;
  readonly jurisdiction: JurisdictionTax;
  readonly capFees: readonly DealFee[];
  readonly upfrontFees: readonly DealFee[];
  readonly protections: readonly DealProtection[];
  readonly rebates: readonly DealIncentive[];
  readonly residual: Cents;
}

/** Cash down and after-tax rebates, taxed as prepaid rent where the state taxes a cap cost reduction. */
export function capReductionLines(deal: Deal, rebates: readonly DealIncentive[], jurisdiction: JurisdictionTax): TaxableLine[] {
  if (jurisdiction.leaseCapReductionTaxed === false) return [];
  const lines: TaxableLine[] = [];
  if (deal.downPayment > 0) lines.push({ key: 'down_payment', amount: deal.downPayment, taxClass: 'vehicle' });
  rebates.forEach((r, i) => lines.push({ key: `rebate.${i}`, amount: r.amount, taxClass: 'vehicle' }));
  return lines;
}

const feeLine = (prefix: string) => (f: DealFee, i: number): TaxableLine => ({ key: `${prefix}.${i}`, amount: f.amount, taxClass: 'vehicle' });

/**
 * The taxes due when a lease is signed.
 * - Taxed per payment or on the payments' total (all of Canada, most states): the cash down payment
 *   and rebates applied after tax (cap cost reductions are prepaid rent) where the state taxes them,
 *   and the taxable fees paid at signing. The trade-in's credit is not taxed: it lowers every payment
 *   instead (Revenu Québec). The payments' total itself is taxed in lease-deal.ts.
 * - Taxed on the price (`upfront_price`: Texas, Virginia, Georgia's TAVT…) or on the depreciation
 *   (`upfront_depreciation`: Vermont): the whole tax at signing, on the acquisition cost (vehicle,
 *   capitalized and paid fees, add-ons) less the trade-in's credit (as the state allows it), less
 *   the residual in Vermont, less manufacturer rebates where they reduce the base.
 */
export function leaseUpfrontTax(input: UpfrontInput): LeaseUpfrontTax {
  const { deal, items, jurisdiction } = input;
  const lines: TaxableLine[] = [];
  let credit = cents(0);
  const method = jurisdiction.leaseTaxMethod;
  const rent = method === 'payment' || method === 'upfront_payments';
  if (rent) {
    // On the payments' total, the cap cost reduction is taxed with the payments, in one sum (lease-deal.ts).
    if (method === 'payment') lines.push(...capReductionLines(deal, input.rebates, jurisdiction));
  } else {
    lines.push(...items.vehicleTaxLines);
    if (method === 'upfront_depreciation') lines.push({ key: 'residual', amount: cents(-input.residual), taxClass: 'vehicle' });
    if (jurisdiction.rebatesReduceBase === true) input.rebates.forEach((r, i) => lines.push({ key: `rebate.${i}`, amount: cents(-r.amount), taxClass: 'vehicle' }));
    lines.push(...input.capFees.filter((f) => f.taxable).map(feeLine('cap_fee')));
    input.protections.forEach((p, i) => {
      const planLine = planTaxLine(p, `protection.${i}`);
      if (planLine !== null) lines.push(planLine);
    });
    credit = taxableTradeInCredit(deal);
  }
  const paid = input.upfrontFees.map((f, i) => ({ fee: f, line: feeLine('fee')(f, i) })).filter((x) => x.fee.taxable);
  lines.push(...paid.map((x) => x.line));
  const tax = salesTax(lines, { jurisdiction, tradeInCredit: credit, vehiclePurchasePrice: items.bandPrice, scope: rent ? 'lease_rent' : 'lease_price' });
  const inCap = new Set(paid.filter((x) => x.fee.taxInCap).map((x) => x.line.key));
  // Session 25: keyed among the taxable capitalized fees, as their tax lines are (the engine's fix, made here too so both price alike; README.md).
  const capFeeInCap = new Set(input.capFees.filter((f) => f.taxable).map((f, i) => (f.taxInCap ? `cap_fee.${i}` : '')).filter(Boolean));
  let capitalized = 0;
  for (const component of tax.components) {
    for (const a of component.allocations) if (inCap.has(a.key) || capFeeInCap.has(a.key)) capitalized += a.amount;
  }
  return { tax, capitalized: cents(capitalized) };
}
