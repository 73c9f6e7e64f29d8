import { cents, type Cents } from '../../shared/money';
import type { Ratio } from './ratio';
import { allocate, applyPercent } from './rounding';
import type { JurisdictionTax, TaxComponent, TaxComponentRate } from './tax-jurisdiction';

/**
 * An amount the tax is computed on: the vehicle, a fee, an add-on (positive), a discount that
 * reduces the taxable amount (negative). `vehicle` lines are the vehicle and what is sold with it
 * (options, accessories, fees): a trade-in's credit reduces them, and British Columbia's price bands
 * set their PST rate. `general` lines (protection plans) are separate supplies at the base rate.
 * `components` narrows the taxes that apply (a plan's gst/hst/pst/qst flags); absent, all apply.
 */
export interface TaxableLine {
  readonly key: string;
  readonly amount: Cents;
  readonly taxClass: 'vehicle' | 'general';
  readonly components?: readonly TaxComponent[];
}

export interface TaxContext {
  readonly jurisdiction: JurisdictionTax;
  /** The trade-in's credit that may reduce the taxable amount (0 when none or not allowed). */
  readonly tradeInCredit: Cents;
  /** The vehicle's purchase price before the trade-in, which picks a price band. */
  readonly vehiclePurchasePrice: Cents;
}

/** One tax at one rate: its base (after the trade-in's credit), its amount, and its allocation to lines. */
export interface ComponentTax {
  readonly component: TaxComponent;
  readonly code: 'tax' | 'tax_on_pst';
  readonly percent: Ratio;
  readonly grossBase: Cents;
  readonly tradeInCredit: Cents;
  readonly base: Cents;
  readonly amount: Cents;
  /** The amount spread over the lines it was computed on (largest remainders): sums to `amount`. */
  readonly allocations: readonly { readonly key: string; readonly amount: Cents }[];
}

export interface SalesTax {
  readonly components: readonly ComponentTax[];
  readonly total: Cents;
}

function applies(line: TaxableLine, component: TaxComponent): boolean {
  return line.components === undefined || line.components.includes(component);
}

function bandOf(row: TaxComponentRate, price: Cents) {
  const bands = row.vehicleBands ?? [];
  let chosen: (typeof bands)[number] | undefined;
  for (const band of bands) if (price >= band.from) chosen = band;
  return chosen;
}

function componentTax(
  component: TaxComponent, codeOf: ComponentTax['code'], percent: Ratio, lines: readonly TaxableLine[], grossBase: number, credit: number,
): ComponentTax {
  const base = cents(Math.max(0, grossBase - credit));
  const amount = applyPercent(base, percent);
  const shares = allocate(amount, lines.map((l) => Math.max(0, l.amount)));
  return {
    component, code: codeOf, percent, grossBase: cents(grossBase), tradeInCredit: cents(Math.min(credit, Math.max(0, grossBase))), base, amount,
    allocations: lines.map((l, i) => ({ key: l.key, amount: shares[i] ?? cents(0) })),
  };
}

/**
 * The sales taxes of a deal: each component once on its whole base (one rounding per tax and rate,
 * as on the bill of sale), the trade-in's credit taken off the vehicle lines where the jurisdiction
 * allows it (never below zero), then each amount allocated back to the lines for the breakdown.
 */
export function salesTax(lines: readonly TaxableLine[], context: TaxContext): SalesTax {
  const result: ComponentTax[] = [];
  const cap = context.jurisdiction.tradeInCreditCap;
  const credit = cap === undefined ? context.tradeInCredit : Math.min(context.tradeInCredit, cap);
  for (const row of context.jurisdiction.components) {
    if (row.percent.num === 0 && row.vehicleBands === undefined) continue;
    const own = lines.filter((l) => applies(l, row.component));
    if (own.length === 0) continue; // nothing this tax applies to: no line, rather than a tax of 0.00
    const vehicle = own.filter((l) => l.taxClass === 'vehicle');
    const general = own.filter((l) => l.taxClass === 'general');
    const vehicleSum = Math.max(0, vehicle.reduce((a, l) => a + l.amount, 0));
    const generalSum = Math.max(0, general.reduce((a, l) => a + l.amount, 0));
    const rowCredit = row.tradeInCredit ? Math.min(credit, vehicleSum) : 0;
    const band = bandOf(row, context.vehiclePurchasePrice);
    if (band === undefined || (band.percent.num === row.percent.num && band.percent.den === row.percent.den)) {
      result.push(componentTax(row.component, 'tax', row.percent, own, vehicleSum + generalSum, rowCredit));
      continue;
    }
    const onVehicle = componentTax(row.component, 'tax', band.percent, vehicle, vehicleSum, rowCredit);
    result.push(onVehicle);
    if (general.length > 0) result.push(componentTax(row.component, 'tax', row.percent, general, generalSum, 0));
    const gstRow = context.jurisdiction.components.find((c) => c.component === 'gst');
    if (band.gstOnPst && gstRow !== undefined && onVehicle.amount > 0) {
      const pstLine: TaxableLine = { key: `${row.component}`, amount: onVehicle.amount, taxClass: 'vehicle' };
      result.push(componentTax('gst', 'tax_on_pst', gstRow.percent, [pstLine], onVehicle.amount, 0));
    }
  }
  return { components: result, total: cents(result.reduce((a, c) => a + c.amount, 0)) };
}
