import type { Cents } from '../../shared/money';
import { parseDecimalRatio, type Ratio } from './ratio';

/** The tax fields of spec 002 (gst, hst, pst, qst; Manitoba's RST is its pst) and a US state's sales tax. */
export const taxComponents = ['gst', 'hst', 'pst', 'qst', 'state'] as const;
export type TaxComponent = (typeof taxComponents)[number];

export type Country = 'CA' | 'US';

/**
 * How a lease is taxed:
 * - `payment`: each payment is taxed, and so is what is paid up front as a cap cost reduction
 *   (cash down, rebates applied after tax) and taxable fees paid at signing. Every Canadian
 *   province (Revenu Québec, "Lease of a Road Vehicle by a Dealer") and most US states.
 * - `upfront_depreciation`: the tax is due once, at signing, on the original acquisition cost less
 *   the lease-end (residual) value (Vermont DMV, "Leased Vehicles": "Original Acquisition Cost −
 *   Lease End Value = Purchase Price").
 */
export type LeaseTaxMethod = 'payment' | 'upfront_depreciation';

/** A rate that depends on the vehicle's purchase price (British Columbia's PST on passenger vehicles). */
export interface VehicleRateBand {
  /** The band starts at this purchase price, inclusive. */
  readonly from: Cents;
  readonly percent: Ratio;
  /** GST is charged on the PST too in this band (BC Notice 2018-003, for the 15 % and 20 % bands). */
  readonly gstOnPst: boolean;
}

export interface TaxComponentRate {
  readonly component: TaxComponent;
  readonly percent: Ratio;
  /** Does a trade-in's credit reduce this component's taxable amount on a vehicle sale? */
  readonly tradeInCredit: boolean;
  /** Replaces `percent` for the vehicle and what is sold with it, by purchase price. */
  readonly vehicleBands?: readonly VehicleRateBand[];
}

export interface JurisdictionTax {
  readonly code: string;
  readonly name: string;
  readonly country: Country;
  readonly components: readonly TaxComponentRate[];
  readonly leaseTaxMethod: LeaseTaxMethod;
  /**
   * Québec: the GST and QST of a lease payment are computed "disregarding any loan on the road
   * vehicle traded in" (Revenu Québec), so the share of each payment that repays a trade-in's lien
   * is not taxed. Elsewhere the whole payment is taxed, as lenders there quote it.
   */
  readonly leaseLienUntaxed: boolean;
  /** A ceiling on the trade-in credit against the tax (Illinois: $10,000 since 2020). */
  readonly tradeInCreditCap?: Cents;
  readonly sources: readonly string[];
}

/** A percentage from its decimal text, for the tables ("9.975" → 9975/1000). */
export function pct(text: string): Ratio {
  const value = parseDecimalRatio(text, 6);
  if (value === null) throw new RangeError(`not a percentage: ${text}`);
  return value;
}
