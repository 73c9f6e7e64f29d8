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
  /**
   * What is taxed: a sale (default); a lease's vehicle price or depreciation, taxed once at signing
   * (`lease_price`); or a lease's rent — each payment, the payments' total, a cap cost reduction
   * (`lease_rent`: no floor, ceiling or slice, which are a vehicle's).
   */
  readonly scope?: 'sale' | 'lease_price' | 'lease_rent';
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
  /** The tax's name on the buyer's paperwork, when the table gives one. */
  readonly name?: { readonly en: string; readonly fr: string } | undefined;
}

export interface SalesTax {
  readonly components: readonly ComponentTax[];
  readonly total: Cents;
}

function applies(line: TaxableLine, component: TaxComponent): boolean {
  return line.components === undefined || line.components.includes(component === 'local' ? 'state' : component);
}

/** A sliced component's base: the part of the vehicle's base, after the credit, between its bounds. */
function slicedBase(slice: NonNullable<TaxComponentRate['slice']>, vehicleBase: number): number {
  return Math.max(0, Math.min(vehicleBase, slice.upTo) - slice.from);
}

const named = (tax: ComponentTax, row: TaxComponentRate): ComponentTax => (row.name === undefined ? tax : { ...tax, name: row.name });

/** The floor and ceiling of a component (a sale, a lease's signing), on a positive base only. */
function bounded(tax: ComponentTax, row: TaxComponentRate, lines: readonly TaxableLine[]): ComponentTax {
  if (tax.base <= 0) return tax;
  let amount: number = tax.amount;
  if (row.maximum !== undefined) amount = Math.min(amount, row.maximum);
  if (row.minimum !== undefined) amount = Math.max(amount, row.minimum);
  if (amount === tax.amount) return tax;
  const shares = allocate(cents(amount), lines.map((l) => Math.max(0, l.amount)));
  return { ...tax, amount: cents(amount), allocations: lines.map((l, i) => ({ key: l.key, amount: shares[i] ?? cents(0) })) };
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
  const scope = context.scope ?? 'sale';
  for (const row of context.jurisdiction.components) {
    if (row.percent.num === 0 && row.vehicleBands === undefined) continue;
    if (row.appliesTo !== undefined && (row.appliesTo === 'sale') !== (scope === 'sale')) continue;
    const own = lines.filter((l) => applies(l, row.component));
    if (own.length === 0) continue; // nothing this tax applies to: no line, rather than a tax of 0.00
    const vehicle = own.filter((l) => l.taxClass === 'vehicle');
    const general = own.filter((l) => l.taxClass === 'general');
    const vehicleSum = Math.max(0, vehicle.reduce((a, l) => a + l.amount, 0));
    const generalSum = Math.max(0, general.reduce((a, l) => a + l.amount, 0));
    const rowCredit = row.tradeInCredit ? Math.min(credit, vehicleSum) : 0;
    // A lease's rent (a payment, a cap cost reduction) is no single article: a band that starts
    // above zero (Tennessee's $1,600.01–$3,200) does not apply to it; a local cap is left out.
    if (row.slice !== undefined && scope === 'lease_rent' && row.slice.from > 0) continue;
    if (row.slice !== undefined && scope !== 'lease_rent') {
      if (vehicle.length === 0) continue;
      const base = slicedBase(row.slice, vehicleSum - rowCredit);
      if (base === 0) continue; // below the band: no line, rather than a tax of 0.00
      const sliced = componentTax(row.component, 'tax', row.percent, vehicle, base, 0);
      result.push(bounded(named({ ...sliced, grossBase: cents(vehicleSum), tradeInCredit: cents(rowCredit) }, row), row, vehicle));
      continue;
    }
    const band = bandOf(row, context.vehiclePurchasePrice);
    if (band === undefined || (band.percent.num === row.percent.num && band.percent.den === row.percent.den)) {
      const whole = named(componentTax(row.component, 'tax', row.percent, own, vehicleSum + generalSum, rowCredit), row);
      result.push(scope === 'lease_rent' ? whole : bounded(whole, row, own));
      continue;
    }
    // A band at 0 % (Arkansas' used vehicle under $4,000): no line, rather than a tax of 0.00.
    if (band.percent.num === 0 && general.length === 0) continue;
    const onVehicle = named(componentTax(row.component, 'tax', band.percent, vehicle, vehicleSum, rowCredit), row);
    result.push(scope === 'lease_rent' ? onVehicle : bounded(onVehicle, row, vehicle));
    if (general.length > 0) result.push(named(componentTax(row.component, 'tax', row.percent, general, generalSum, 0), row));
    const gstRow = context.jurisdiction.components.find((c) => c.component === 'gst');
    if (band.gstOnPst && gstRow !== undefined && onVehicle.amount > 0) {
      const pstLine: TaxableLine = { key: `${row.component}`, amount: onVehicle.amount, taxClass: 'vehicle' };
      result.push(componentTax('gst', 'tax_on_pst', gstRow.percent, [pstLine], onVehicle.amount, 0));
    }
  }
  return { components: result, total: cents(result.reduce((a, c) => a + c.amount, 0)) };
}
