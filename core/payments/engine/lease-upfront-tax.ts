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

const feeLine = (prefix: string, f: DealFee, i: number): TaxableLine => ({ key: `${prefix}.${i}`, amount: f.amount, taxClass: 'vehicle' });

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
  // The capitalized fees whose tax is capitalized too (tax_in_cap), by the keys of their tax lines.
  const capFeesInCap: string[] = [];
  const rent = method === 'payment' || method === 'upfront_payments';
  if (rent) {
    // On the payments' total, the cap cost reduction is taxed with the payments, in one sum (lease-deal.ts).
    if (method === 'payment') lines.push(...capReductionLines(deal, input.rebates, jurisdiction));
  } else {
    lines.push(...items.vehicleTaxLines);
    if (method === 'upfront_depreciation') lines.push({ key: 'residual', amount: cents(-input.residual), taxClass: 'vehicle' });
    if (jurisdiction.rebatesReduceBase === true) input.rebates.forEach((r, i) => lines.push({ key: `rebate.${i}`, amount: cents(-r.amount), taxClass: 'vehicle' }));
    // Keyed by the index among the taxable capitalized fees; a tax_in_cap one's tax is found by that key.
    let taxableCapFees = 0;
    for (const f of input.capFees) {
      if (!f.taxable) continue;
      const line = feeLine('cap_fee', f, taxableCapFees);
      lines.push(line);
      if (f.taxInCap) capFeesInCap.push(line.key);
      taxableCapFees += 1;
    }
    input.protections.forEach((p, i) => {
      const planLine = planTaxLine(p, `protection.${i}`);
      if (planLine !== null) lines.push(planLine);
    });
    credit = taxableTradeInCredit(deal);
  }
  // The fees whose tax is capitalized (tax_in_cap), by the keys of their lines (most deals: none).
  const inCap: string[] = [];
  for (let i = 0; i < input.upfrontFees.length; i += 1) {
    const f = input.upfrontFees[i]!;
    if (!f.taxable) continue;
    const paid = feeLine('fee', f, i);
    lines.push(paid);
    if (f.taxInCap) inCap.push(paid.key);
  }
  // Keyed as their tax lines are (until session 25 by the index among all capitalized fees: an untaxed
  // one listed first left the tax of a tax_in_cap one at signing).
  inCap.push(...capFeesInCap);
  const tax = salesTax(lines, { jurisdiction, tradeInCredit: credit, vehiclePurchasePrice: items.bandPrice, scope: rent ? 'lease_rent' : 'lease_price' });
  let capitalized = 0;
  if (inCap.length > 0) {
    for (const component of tax.components) {
      for (const a of component.allocations) if (inCap.includes(a.key)) capitalized += a.amount;
    }
  }
  return { tax, capitalized: cents(capitalized) };
}
