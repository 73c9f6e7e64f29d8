import { cents, type Cents } from '../../shared/money';
import type { Ratio } from './ratio';
import { allocateOver, applyPercent } from './rounding';
import type { JurisdictionTax, TaxComponent, TaxComponentRate, VehicleRateBand } from './tax-jurisdiction';

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

/** The lines a component applies to: the array itself when it applies to them all (no copy). */
function linesOf(lines: readonly TaxableLine[], component: TaxComponent): readonly TaxableLine[] {
  let all = true;
  for (const l of lines) if (!applies(l, component)) { all = false; break; }
  return all ? lines : lines.filter((l) => applies(l, component));
}

/** The vehicle lines among a component's lines: the array itself when it has no general ones. */
function vehicleLines(own: readonly TaxableLine[], generalCount: number): readonly TaxableLine[] {
  return generalCount === 0 ? own : own.filter((l) => l.taxClass === 'vehicle');
}

/** A sliced component's base: the part of the vehicle's base, after the credit, between its bounds. */
function slicedBase(slice: NonNullable<TaxComponentRate['slice']>, vehicleBase: number): number {
  return Math.max(0, Math.min(vehicleBase, slice.upTo) - slice.from);
}

/** The floor and ceiling of a component (a sale, a lease's signing), on a positive base only. */
function bounded(amount: Cents, base: number, row: TaxComponentRate): Cents {
  if (base <= 0) return amount;
  let bound: number = amount;
  if (row.maximum !== undefined) bound = Math.min(bound, row.maximum);
  if (row.minimum !== undefined) bound = Math.max(bound, row.minimum);
  return bound === amount ? amount : cents(bound);
}

function bandOf(row: TaxComponentRate, price: Cents): VehicleRateBand | undefined {
  const bands = row.vehicleBands;
  if (bands === undefined) return undefined;
  let chosen: VehicleRateBand | undefined;
  for (const band of bands) if (price >= band.from) chosen = band;
  return chosen;
}

/** What one component is computed from: its lines, the base before and after the credit shown, and its floor and ceiling when they apply. */
interface ComponentInput {
  readonly component: TaxComponent;
  readonly code: ComponentTax['code'];
  readonly percent: Ratio;
  readonly lines: readonly TaxableLine[];
  /** The base: max(0, taxed − credit). */
  readonly taxed: number;
  readonly credit: number;
  /** The gross base and the trade-in's credit shown on the line (a slice shows the vehicle's). */
  readonly grossBase: number;
  readonly shownCredit: number;
  /** The row whose floor and ceiling apply, or null (a lease's rent, a plan, GST on PST). */
  readonly bounds: TaxComponentRate | null;
  readonly name: TaxComponentRate['name'];
}

function componentTax(c: ComponentInput): ComponentTax {
  const base = cents(Math.max(0, c.taxed - c.credit));
  const rounded = applyPercent(base, c.percent);
  const amount = c.bounds === null ? rounded : bounded(rounded, base, c.bounds);
  const allocations = allocateOver(amount, c.lines);
  const grossBase = cents(c.grossBase);
  const tradeInCredit = cents(c.shownCredit);
  return c.name === undefined
    ? { component: c.component, code: c.code, percent: c.percent, grossBase, tradeInCredit, base, amount, allocations }
    : { component: c.component, code: c.code, percent: c.percent, grossBase, tradeInCredit, base, amount, allocations, name: c.name };
}

/** The credit shown for a base: what of it the base could absorb. */
const shown = (credit: number, grossBase: number): number => Math.min(credit, Math.max(0, grossBase));

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
  const rent = scope === 'lease_rent';
  let total = 0;
  for (const row of context.jurisdiction.components) {
    if (row.percent.num === 0 && row.vehicleBands === undefined) continue;
    if (row.appliesTo !== undefined && (row.appliesTo === 'sale') !== (scope === 'sale')) continue;
    const own = linesOf(lines, row.component);
    if (own.length === 0) continue; // nothing this tax applies to: no line, rather than a tax of 0.00
    let vehicleSum = 0;
    let generalSum = 0;
    let vehicleCount = 0;
    for (const l of own) if (l.taxClass === 'vehicle') { vehicleSum += l.amount; vehicleCount += 1; } else generalSum += l.amount;
    const generalCount = own.length - vehicleCount;
    vehicleSum = Math.max(0, vehicleSum);
    generalSum = Math.max(0, generalSum);
    const rowCredit = row.tradeInCredit ? Math.min(credit, vehicleSum) : 0;
    // A lease's rent (a payment, a cap cost reduction) is no single article: a band that starts
    // above zero (Tennessee's $1,600.01–$3,200) does not apply to it; a local cap is left out.
    if (row.slice !== undefined && rent && row.slice.from > 0) continue;
    if (row.slice !== undefined && !rent) {
      if (vehicleCount === 0) continue;
      const base = slicedBase(row.slice, vehicleSum - rowCredit);
      if (base === 0) continue; // below the band: no line, rather than a tax of 0.00
      const sliced = componentTax({ component: row.component, code: 'tax', percent: row.percent, lines: vehicleLines(own, generalCount), taxed: base, credit: 0, grossBase: vehicleSum, shownCredit: rowCredit, bounds: row, name: row.name });
      result.push(sliced);
      total += sliced.amount;
      continue;
    }
    const band = bandOf(row, context.vehiclePurchasePrice);
    if (band === undefined || (band.percent.num === row.percent.num && band.percent.den === row.percent.den)) {
      const taxed = vehicleSum + generalSum;
      const whole = componentTax({ component: row.component, code: 'tax', percent: row.percent, lines: own, taxed, credit: rowCredit, grossBase: taxed, shownCredit: shown(rowCredit, taxed), bounds: rent ? null : row, name: row.name });
      result.push(whole);
      total += whole.amount;
      continue;
    }
    // A band at 0 % (Arkansas' used vehicle under $4,000): no line, rather than a tax of 0.00.
    if (band.percent.num === 0 && generalCount === 0) continue;
    const onVehicle = componentTax({ component: row.component, code: 'tax', percent: band.percent, lines: vehicleLines(own, generalCount), taxed: vehicleSum, credit: rowCredit, grossBase: vehicleSum, shownCredit: shown(rowCredit, vehicleSum), bounds: rent ? null : row, name: row.name });
    result.push(onVehicle);
    total += onVehicle.amount;
    if (generalCount > 0) {
      const general = componentTax({ component: row.component, code: 'tax', percent: row.percent, lines: own.filter((l) => l.taxClass === 'general'), taxed: generalSum, credit: 0, grossBase: generalSum, shownCredit: 0, bounds: null, name: row.name });
      result.push(general);
      total += general.amount;
    }
    const gstRow = context.jurisdiction.components.find((c) => c.component === 'gst');
    if (band.gstOnPst && gstRow !== undefined && onVehicle.amount > 0) {
      const pstLine: TaxableLine = { key: `${row.component}`, amount: onVehicle.amount, taxClass: 'vehicle' };
      const onPst = componentTax({ component: 'gst', code: 'tax_on_pst', percent: gstRow.percent, lines: [pstLine], taxed: onVehicle.amount, credit: 0, grossBase: onVehicle.amount, shownCredit: 0, bounds: null, name: undefined });
      result.push(onPst);
      total += onPst.amount;
    }
  }
  return { components: result, total: cents(total) };
}
