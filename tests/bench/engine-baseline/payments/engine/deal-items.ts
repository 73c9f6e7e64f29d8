import { cents, type Cents } from '../../shared/money';
import { line, marketscanInput, money, type BreakdownInput, type BreakdownLine } from './breakdown';
import type { Deal, DealFee, DealIncentive, DealProtection, PaymentMethod } from './deal';
import type { TaxableLine } from './sales-tax';
import type { TaxComponent } from './tax-jurisdiction';

/**
 * What is sold on a deal for one payment method: the vehicle and what comes with it, the fees,
 * discounts and incentives of that method (is_cash / is_finance / is_lease, and included), with
 * the breakdown lines of the price. Shared by cash, finance and lease.
 */
export interface DealItems {
  readonly fees: readonly DealFee[];
  readonly protections: readonly DealProtection[];
  readonly afterTaxIncentives: readonly DealIncentive[];
  /** Vehicle + options + accessories and installation − discounts − incentives before tax. */
  readonly vehicleSellingPrice: Cents;
  /** The price that picks a price band (British Columbia): before the trade-in. */
  readonly bandPrice: Cents;
  /** The vehicle's taxable lines (vehicle, options, accessories, taxable discounts and incentives before tax). */
  readonly vehicleTaxLines: readonly TaxableLine[];
  readonly lines: readonly BreakdownLine[];
}

export function inScope(method: PaymentMethod) {
  return (item: { readonly scope: Readonly<Record<PaymentMethod, boolean>>; readonly included?: boolean }) =>
    item.scope[method] && item.included !== false;
}

export function planTaxes(plan: DealProtection): readonly TaxComponent[] | undefined {
  return plan.taxes === 'all' ? undefined : plan.taxes;
}

/** A plan's taxable line (a separate supply: `general`), or null when no tax applies to it. */
export function planTaxLine(plan: DealProtection, key: string): TaxableLine | null {
  const components = planTaxes(plan);
  if (components === undefined) return { key, amount: plan.price, taxClass: 'general' };
  return components.length === 0 ? null : { key, amount: plan.price, taxClass: 'general', components };
}

export function dealItems(deal: Deal, method: PaymentMethod): DealItems {
  const lines: BreakdownLine[] = [line('vehicle_price', deal.vehiclePrice)];
  const taxLines: TaxableLine[] = [{ key: 'vehicle', amount: deal.vehiclePrice, taxClass: 'vehicle' }];
  let price: number = deal.vehiclePrice;
  let band: number = deal.vehiclePrice;
  const add = (key: string, code: string, amount: Cents, label?: string, labelFr?: string, taxable = true, inBand = true, inputs: Readonly<Record<string, BreakdownInput>> = {}) => {
    lines.push(line(code, amount, inputs, label, labelFr));
    price += amount;
    if (inBand && taxable) band += amount;
    if (taxable) taxLines.push({ key, amount, taxClass: 'vehicle' });
  };
  if (deal.optionsPrice !== 0) add('options', 'options', deal.optionsPrice);
  deal.accessories.forEach((a, i) => {
    add(`accessory.${i}`, 'accessory', a.price, a.name, a.nameFr);
    if (a.installed && a.installation > 0) add(`accessory.${i}.installation`, 'accessory_installation', a.installation, a.name, a.nameFr);
  });
  deal.discounts.filter(inScope(method)).forEach((d, i) => {
    add(`discount.${i}`, 'discount', cents(-d.amount), d.name, d.nameFr, d.taxable, true, marketscanInput(d.marketscanType));
  });
  const incentives = deal.incentives.filter(inScope(method));
  incentives.forEach((inc, i) => {
    if (inc.beforeTax) add(`incentive.${i}`, 'incentive_before_tax', cents(-inc.amount), inc.name, inc.nameFr);
  });
  lines.push(line('vehicle_selling_price', cents(price), { vehicle_price: money(deal.vehiclePrice) }));
  return {
    fees: deal.fees.filter(inScope(method)),
    protections: deal.protections,
    afterTaxIncentives: incentives.filter((inc) => !inc.beforeTax),
    vehicleSellingPrice: cents(price),
    bandPrice: cents(Math.max(0, band)),
    vehicleTaxLines: taxLines,
    lines,
  };
}

/** The trade-in's credit that reduces the taxable amount: an owned vehicle's, else none. */
export function taxableTradeInCredit(deal: Deal): Cents {
  return deal.tradeIn.type === 'owned' ? deal.tradeIn.credit : cents(0);
}
