import { cents, type Cents } from '../../shared/money';
import { pct, type JurisdictionTax, type LeaseTaxMethod, type TaxComponentRate } from './tax-jurisdiction';

/**
 * How a US state (or DC) taxes a vehicle a dealer sells, as one row of data with its sources beside
 * it (us-tax-*.ts, by region). The figures are as of the author's knowledge (December 2026 session,
 * no internet): each row names the statute or agency page to check them against before go-live,
 * and `check` says what is least certain. Amounts are in whole dollars here, cents in the engine.
 */

/** One tax on the buyer's paperwork. */
export interface UsTaxPart {
  readonly en: string;
  readonly fr: string;
  /** Percent, as decimal text ("4.15"). */
  readonly rate: string;
  readonly minimum?: number;
  readonly maximum?: number;
  /** Only the base between these dollar amounts is taxed (Tennessee's single-article tax). */
  readonly slice?: readonly [number, number];
  /** A higher rate on the whole price from this price up (Connecticut's 7.75 % over $50,000). */
  readonly over?: { readonly price: number; readonly rate: string };
  readonly appliesTo?: 'sale' | 'lease';
}

/** Whether an item is taxed: known from the source, or not verified (the store's own flag decides). */
export type Taxability = 'taxable' | 'exempt' | 'unverified';

export interface UsVehicleTaxRow {
  readonly code: string;
  readonly name: string;
  /** Empty: no state tax on a vehicle. */
  readonly taxes: readonly UsTaxPart[];
  /**
   * `selling_price`: the dealer's selling price (with the dealer's charges). `fair_market_value`:
   * the state's value (Georgia, DC); for a dealer's sale the engine uses the selling price, which
   * the state accepts as that value for a new vehicle (see each row) — a used vehicle's book value
   * is not an input of the engine.
   */
  readonly base: 'selling_price' | 'fair_market_value';
  /** A trade-in reduces the base: fully, not at all, or up to a cap in dollars. */
  readonly tradeIn: 'full' | 'none' | number;
  readonly docFee: Taxability;
  readonly serviceContract: Taxability;
  readonly gap: Taxability;
  /** Manufacturer rebates reduce the base. */
  readonly rebatesReduceBase: boolean;
  readonly lease: LeaseTaxMethod;
  /** Lease (per payment or on the payments' total): cash down and rebates are taxed at signing. */
  readonly leaseCapReductionTaxed: boolean;
  /** Local rates (county, city, district) may apply to a vehicle; `localBaseCap`: on at most this many dollars. */
  readonly local: boolean;
  readonly localBaseCap?: number;
  readonly sources: readonly string[];
  readonly leaseSource: string;
  /** What to verify first against the source (absent: the row is believed exact). */
  readonly check?: string;
}

export const SALES_TAX = { en: 'Sales tax', fr: 'Taxe de vente' } as const;
export const usd = (dollars: number): Cents => cents(Math.round(dollars * 100));

/** A state that taxes a vehicle at its general sales tax rate, with the usual rules. */
export function generalRate(code: string, name: string, rate: string, more: Partial<UsVehicleTaxRow> & Pick<UsVehicleTaxRow, 'sources' | 'leaseSource'>): UsVehicleTaxRow {
  return {
    code, name, taxes: [{ ...SALES_TAX, rate }], base: 'selling_price', tradeIn: 'full', docFee: 'unverified', serviceContract: 'unverified',
    gap: 'unverified', rebatesReduceBase: false, lease: 'payment', leaseCapReductionTaxed: true, local: true, ...more,
  };
}

function component(part: UsTaxPart, tradeInCredit: boolean): TaxComponentRate {
  const c: { -readonly [K in keyof TaxComponentRate]: TaxComponentRate[K] } = {
    component: 'state', percent: pct(part.rate), tradeInCredit, name: { en: part.en, fr: part.fr },
  };
  if (part.minimum !== undefined) c.minimum = usd(part.minimum);
  if (part.maximum !== undefined) c.maximum = usd(part.maximum);
  if (part.slice !== undefined) c.slice = { from: usd(part.slice[0]), upTo: usd(part.slice[1]) };
  if (part.appliesTo !== undefined) c.appliesTo = part.appliesTo;
  if (part.over !== undefined) {
    c.vehicleBands = [
      { from: cents(0), percent: pct(part.rate), gstOnPst: false },
      { from: cents(usd(part.over.price) + 1), percent: pct(part.over.rate), gstOnPst: false },
    ];
  }
  return c;
}

/** The engine's jurisdiction of a row. */
export function jurisdictionOf(row: UsVehicleTaxRow): JurisdictionTax {
  const j: { -readonly [K in keyof JurisdictionTax]: JurisdictionTax[K] } = {
    code: row.code,
    name: row.name,
    country: 'US',
    components: row.taxes.map((t) => component(t, row.tradeIn !== 'none')),
    leaseTaxMethod: row.lease,
    leaseLienUntaxed: false,
    sources: [...row.sources, row.leaseSource],
  };
  if (typeof row.tradeIn === 'number') j.tradeInCreditCap = usd(row.tradeIn);
  if (row.rebatesReduceBase) j.rebatesReduceBase = true;
  if (!row.leaseCapReductionTaxed) j.leaseCapReductionTaxed = false;
  if (row.localBaseCap !== undefined) j.localBaseCap = usd(row.localBaseCap);
  if (!row.local) j.noLocalTax = true;
  if (row.taxes.some((t) => t.over !== undefined)) j.bandsOnSalesPrice = true;
  return j;
}
