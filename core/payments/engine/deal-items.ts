import { cents, type Cents } from '../../shared/money';
import { line, marketscanInput, money, NO_INPUTS, type BreakdownInput, type BreakdownLine } from './breakdown';
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
  /** The vehicle's taxable lines (vehicle, options, accessories, taxable discounts and incentives before tax): new arrays, the caller's to extend. */
  readonly vehicleTaxLines: TaxableLine[];
  readonly lines: BreakdownLine[];
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

/** Named properties, not `scope[method]`: a keyed load on three shapes of item is slow. */
function isIn(item: { readonly scope: Readonly<Record<PaymentMethod, boolean>>; readonly included?: boolean }, method: PaymentMethod): boolean {
  const inScope = method === 'cash' ? item.scope.cash : method === 'finance' ? item.scope.finance : item.scope.lease;
  return inScope && item.included !== false;
}

/** The scoped items of a method that are included: the array itself when all are (no copy). */
function ofMethod<T extends { readonly scope: Readonly<Record<PaymentMethod, boolean>>; readonly included?: boolean }>(items: readonly T[], method: PaymentMethod): readonly T[] {
  let all = true;
  for (const item of items) if (!isIn(item, method)) { all = false; break; }
  if (all) return items;
  const kept: T[] = [];
  for (const item of items) if (isIn(item, method)) kept.push(item);
  return kept;
}

/** What one priced item adds: its breakdown line, its price, the band price and a taxable line when taxed. */
interface ItemsSoFar { readonly lines: BreakdownLine[]; readonly taxLines: TaxableLine[]; price: number; band: number }

function addItem(
  so: ItemsSoFar, key: string, code: string, amount: Cents, label: string | undefined, labelFr: string | undefined, taxable: boolean,
  inputs: Readonly<Record<string, BreakdownInput>>,
): void {
  so.lines.push(line(code, amount, inputs, label, labelFr));
  so.price += amount;
  if (taxable) { so.band += amount; so.taxLines.push({ key, amount, taxClass: 'vehicle' }); }
}

export function dealItems(deal: Deal, method: PaymentMethod): DealItems {
  const so: ItemsSoFar = {
    lines: [line('vehicle_price', deal.vehiclePrice)],
    taxLines: [{ key: 'vehicle', amount: deal.vehiclePrice, taxClass: 'vehicle' }],
    price: deal.vehiclePrice,
    band: deal.vehiclePrice,
  };
  if (deal.optionsPrice !== 0) addItem(so, 'options', 'options', deal.optionsPrice, undefined, undefined, true, NO_INPUTS);
  deal.accessories.forEach((a, i) => {
    addItem(so, `accessory.${i}`, 'accessory', a.price, a.name, a.nameFr, true, NO_INPUTS);
    if (a.installed && a.installation > 0) addItem(so, `accessory.${i}.installation`, 'accessory_installation', a.installation, a.name, a.nameFr, true, NO_INPUTS);
  });
  // Keyed by their index among the method's items.
  let discounts = 0;
  for (const d of deal.discounts) {
    if (!isIn(d, method)) continue;
    addItem(so, `discount.${discounts}`, 'discount', cents(-d.amount), d.name, d.nameFr, d.taxable, marketscanInput(d.marketscanType));
    discounts += 1;
  }
  let incentives = 0;
  const afterTax: DealIncentive[] = [];
  for (const inc of deal.incentives) {
    if (!isIn(inc, method)) continue;
    if (inc.beforeTax) addItem(so, `incentive.${incentives}`, 'incentive_before_tax', cents(-inc.amount), inc.name, inc.nameFr, true, NO_INPUTS);
    else afterTax.push(inc);
    incentives += 1;
  }
  so.lines.push(line('vehicle_selling_price', cents(so.price), { vehicle_price: money(deal.vehiclePrice) }));
  return {
    fees: ofMethod(deal.fees, method),
    protections: deal.protections,
    afterTaxIncentives: afterTax,
    vehicleSellingPrice: cents(so.price),
    bandPrice: cents(Math.max(0, so.band)),
    vehicleTaxLines: so.taxLines,
    lines: so.lines,
  };
}

/** The trade-in's credit that reduces the taxable amount: an owned vehicle's, else none. */
export function taxableTradeInCredit(deal: Deal): Cents {
  return deal.tradeIn.type === 'owned' ? deal.tradeIn.credit : cents(0);
}
