import { cents, type Cents } from '../../shared/money';
import { ratio } from './ratio';
import { pct, type ItemTaxability, type JurisdictionTax, type LeaseTaxMethod, type TaxComponentRate, type UsedVehicleTax } from './tax-jurisdiction';

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
  /** The rate by the vehicle's price before the trade-in, from each dollar amount up (Arkansas' used-vehicle tiers). */
  readonly tiers?: readonly { readonly from: number; readonly rate: string }[];
  /** A fixed amount on the `slice` (Oklahoma: $20 on a used vehicle's first $1,500): `rate` is then ignored. */
  readonly flat?: number;
}

/** How the state taxes a used vehicle where it differs from a new one, with its source. */
export interface UsUsedVehicleRule {
  /** Its taxes instead of the row's (empty: none). */
  readonly taxes?: readonly UsTaxPart[];
  /** No trade-in credit on a used vehicle. */
  readonly tradeIn?: 'none';
  /** The base is at least the vehicle's book value. */
  readonly bookValueFloor?: boolean;
  readonly source: string;
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
  /** A dealer's documentation fee, an optional service contract, GAP: taxed or not by the state's rule (`itemSource`). */
  readonly docFee: Taxability;
  readonly serviceContract: Taxability;
  readonly gap: Taxability;
  readonly itemSource: string;
  /** A used vehicle's own rule, where the state has one (Ohio, Oregon, Arkansas, Oklahoma, Georgia, DC, Delaware). */
  readonly used?: UsUsedVehicleRule;
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

/** A row as the regional files write it; its item taxability comes from us-tax-items.ts. */
export type UsItemKeys = 'docFee' | 'serviceContract' | 'gap' | 'itemSource';
export type UsVehicleTaxBase = Omit<UsVehicleTaxRow, UsItemKeys>;

export const SALES_TAX = { en: 'Sales tax', fr: 'Taxe de vente' } as const;
export const usd = (dollars: number): Cents => cents(Math.round(dollars * 100));

/** A state that taxes a vehicle at its general sales tax rate, with the usual rules. */
export function generalRate(code: string, name: string, rate: string, more: Partial<UsVehicleTaxBase> & Pick<UsVehicleTaxBase, 'sources' | 'leaseSource'>): UsVehicleTaxBase {
  return {
    code, name, taxes: [{ ...SALES_TAX, rate }], base: 'selling_price', tradeIn: 'full', rebatesReduceBase: false, lease: 'payment', leaseCapReductionTaxed: true,
    local: true, ...more,
  };
}

function component(part: UsTaxPart, tradeInCredit: boolean): TaxComponentRate {
  const flatOn = part.flat !== undefined && part.slice !== undefined ? part.slice[1] - part.slice[0] : null;
  const c: { -readonly [K in keyof TaxComponentRate]: TaxComponentRate[K] } = {
    component: 'state', percent: flatOn === null ? pct(part.rate) : ratio(Math.round((part.flat ?? 0) * 100), flatOn), tradeInCredit, name: { en: part.en, fr: part.fr },
  };
  if (flatOn !== null && part.flat !== undefined) c.minimum = usd(part.flat);
  if (part.tiers !== undefined) c.vehicleBands = part.tiers.map((t) => ({ from: usd(t.from), percent: pct(t.rate), gstOnPst: false }));
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

const TAXED: Readonly<Record<Taxability, boolean | undefined>> = { taxable: true, exempt: false, unverified: undefined };

function itemTaxability(row: UsVehicleTaxRow): ItemTaxability | undefined {
  const t: { -readonly [K in keyof ItemTaxability]: ItemTaxability[K] } = {};
  const docFee = TAXED[row.docFee];
  const serviceContract = TAXED[row.serviceContract];
  const gap = TAXED[row.gap];
  if (docFee !== undefined) t.docFee = docFee;
  if (serviceContract !== undefined) t.serviceContract = serviceContract;
  if (gap !== undefined) t.gap = gap;
  return Object.keys(t).length === 0 ? undefined : t;
}

function usedOf(rule: UsUsedVehicleRule, tradeInCredit: boolean): UsedVehicleTax {
  const u: { -readonly [K in keyof UsedVehicleTax]: UsedVehicleTax[K] } = {};
  if (rule.taxes !== undefined) u.components = rule.taxes.map((t) => component(t, tradeInCredit));
  if (rule.tradeIn === 'none') u.noTradeInCredit = true;
  if (rule.bookValueFloor === true) u.bookValueFloor = true;
  return u;
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
    sources: [...row.sources, row.leaseSource, row.itemSource, ...(row.used === undefined ? [] : [row.used.source])],
  };
  const items = itemTaxability(row);
  if (items !== undefined) j.itemTaxability = items;
  if (row.used !== undefined) j.used = usedOf(row.used, row.tradeIn !== 'none');
  if (typeof row.tradeIn === 'number') j.tradeInCreditCap = usd(row.tradeIn);
  if (row.rebatesReduceBase) j.rebatesReduceBase = true;
  if (!row.leaseCapReductionTaxed) j.leaseCapReductionTaxed = false;
  if (row.localBaseCap !== undefined) j.localBaseCap = usd(row.localBaseCap);
  if (!row.local) j.noLocalTax = true;
  if (row.taxes.some((t) => t.over !== undefined)) j.bandsOnSalesPrice = true;
  return j;
}
