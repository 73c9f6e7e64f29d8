import type { Cents } from '../../shared/money';
import { parseDecimalRatio, type Ratio } from './ratio';

/** The tax fields of spec 002 (gst, hst, pst, qst; Manitoba's RST is its pst) and a US state's tax: a plan's flags, a stored row's rates. */
export const taxComponents = ['gst', 'hst', 'pst', 'qst', 'state'] as const;
/**
 * A component of a computed tax: one of the above, or `local` — a US county, city or district rate
 * the store's local table gives for the buyer's ZIP. A line taxed by `state` is taxed by `local` too.
 */
export type TaxComponent = TaxFlag | 'local';
/** A component a plan's flags and a stored row name. */
export type TaxFlag = (typeof taxComponents)[number];

export type Country = 'CA' | 'US';

/**
 * How a lease is taxed:
 * - `payment`: each payment is taxed, and so is what is paid up front as a cap cost reduction
 *   (cash down, rebates applied after tax) and taxable fees paid at signing. Every Canadian
 *   province (Revenu Québec, "Lease of a Road Vehicle by a Dealer") and most US states.
 * - `upfront_depreciation`: the tax is due once, at signing, on the original acquisition cost less
 *   the lease-end (residual) value (Vermont DMV, "Leased Vehicles": "Original Acquisition Cost −
 *   Lease End Value = Purchase Price").
 * - `upfront_payments`: the tax is due at signing on the total of the base payments (and on the cap
 *   cost reduction where the state taxes it): New York, New Jersey, Ohio, Minnesota…
 * - `upfront_price`: the tax is due at signing on the vehicle's price as on a sale (the lessor
 *   titles the vehicle and pays the state's motor-vehicle tax): Texas, Virginia, Georgia's TAVT…
 */
export type LeaseTaxMethod = 'payment' | 'upfront_depreciation' | 'upfront_payments' | 'upfront_price';

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
  /** The name on the buyer's paperwork ("Highway use tax"), in English and French; absent: the component's. */
  readonly name?: { readonly en: string; readonly fr: string };
  /** A floor and a ceiling on this tax on a sale or at a lease's signing (Virginia: at least $75; South Carolina: at most $500). */
  readonly minimum?: Cents;
  readonly maximum?: Cents;
  /**
   * Only the part of the vehicle's base (after the trade-in) between `from` and `upTo` is taxed
   * (Tennessee's single-article tax on $1,600.01–$3,200; Florida's surtax on the first $5,000).
   * The component then applies to the vehicle lines only; it is not applied per lease payment.
   */
  readonly slice?: { readonly from: Cents; readonly upTo: Cents };
  /** The component applies to sales only or to leases only (Alabama: 2 % on a sale, 1.5 % on a lease; Pennsylvania's 3 % lease tax). */
  readonly appliesTo?: 'sale' | 'lease';
}

/**
 * US: how a used vehicle is taxed where the state taxes it otherwise than a new one (the row's
 * `used` in us-tax-*.ts, with its source). A stored rate (province-tax) changes the new vehicle's
 * rates; a used vehicle keeps these when they replace the components.
 */
export interface UsedVehicleTax {
  /** The taxes of a used vehicle instead (Oregon: none; Arkansas: price tiers; Oklahoma: $20 on the first $1,500). */
  readonly components?: readonly TaxComponentRate[];
  /** A trade-in gives no credit on a used vehicle (Ohio). */
  readonly noTradeInCredit?: boolean;
  /** The base is at least the vehicle's book value (Georgia's TAVT, DC's excise, Delaware's document fee). */
  readonly bookValueFloor?: boolean;
}

/**
 * US: the state's rule on a dealer's documentation fee, a service contract and GAP, which wins over
 * the store's own flag on the fee or the plan (true: taxed; false: not); absent: not verified, the
 * store's flag decides.
 */
export interface ItemTaxability {
  readonly docFee?: boolean;
  readonly serviceContract?: boolean;
  readonly gap?: boolean;
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
  /** US: manufacturer rebates (after-tax incentives) reduce the taxable amount (Georgia's TAVT). */
  readonly rebatesReduceBase?: boolean;
  /** Lease taxed per payment or on the payments' total: the cap cost reduction (cash down, rebates) is taxed at signing. Default true. */
  readonly leaseCapReductionTaxed?: boolean;
  /** US: the state's vehicle tax leaves no room for local rates (Georgia's TAVT, Texas' motor vehicle tax…). */
  readonly noLocalTax?: boolean;
  /** US: a local rate applies to at most this much of the vehicle's base (Florida $5,000, Tennessee $1,600). */
  readonly localBaseCap?: Cents;
  /**
   * US: a sale's rate band is chosen by the whole sales price, taxable fees included (Connecticut's
   * "sales price exceeding $50,000" counts the dealer conveyance fee, § 12-407(a)(8)); absent: by the
   * vehicle's price (British Columbia's bands).
   */
  readonly bandsOnSalesPrice?: boolean;
  /** US: a used vehicle's rule, where it differs (vehicle-condition-tax.ts applies it). */
  readonly used?: UsedVehicleTax;
  /** US: the sale's taxable vehicle amount is at least the deal's book value (set for a used vehicle by `used`). */
  readonly bookValueFloor?: boolean;
  readonly itemTaxability?: ItemTaxability;
  readonly sources: readonly string[];
}

/** A percentage from its decimal text, for the tables ("9.975" → 9975/1000). */
export function pct(text: string): Ratio {
  const value = parseDecimalRatio(text, 6);
  if (value === null) throw new RangeError(`not a percentage: ${text}`);
  return value;
}
