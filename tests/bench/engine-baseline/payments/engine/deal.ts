import type { Cents } from '../../shared/money';
import type { FrequencyMethod, PaymentFrequency } from './frequency';
import type { Ratio } from './ratio';
import type { TaxComponent } from './tax-jurisdiction';

export const paymentMethods = ['cash', 'finance', 'lease'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * `owned`: the customer's own vehicle (a loan on it is `owing`): its credit reduces the taxable
 * amount where the jurisdiction allows. `leased`: a leased vehicle returned early, whose payout is
 * `owing`: the customer does not own it, so its credit gives no tax credit (decision; a customer
 * who buys out the lease first trades in an owned vehicle). `none`: no trade-in.
 */
export const tradeInTypes = ['none', 'owned', 'leased'] as const;
export type TradeInType = (typeof tradeInTypes)[number];

/** Which payment types a fee, discount or incentive applies to (spec: is_cash, is_finance, is_lease). */
export type PaymentScope = Readonly<Record<PaymentMethod, boolean>>;

export interface DealFee {
  readonly name: string;
  /** The French name, when the dealership gave one (it labels the breakdown line in French). */
  readonly nameFr?: string;
  readonly amount: Cents;
  /** The fee is taxed (spec: taxability). */
  readonly taxable: boolean;
  /** Lease: capitalized (financed in the cap cost) rather than paid at signing. */
  readonly capCost: boolean;
  /** Lease: also added to the residual (only with capCost). */
  readonly residualize: boolean;
  /** Lease: the up-front tax on this fee is capitalized instead of paid at signing. */
  readonly taxInCap: boolean;
  /** The store's MarketScan type of the fee (metadata: the breakdown line shows it, no amount depends on it). */
  readonly marketscanType?: string;
  readonly scope: PaymentScope;
  /** On the deal: chosen, or include_by_default when nobody chose. */
  readonly included: boolean;
}

export interface DealDiscount {
  readonly name: string;
  readonly nameFr?: string;
  readonly amount: Cents;
  /** The discount reduces the taxable amount (a dealer discount, before taxes). */
  readonly taxable: boolean;
  /** The store's MarketScan type of the discount (metadata, as a fee's). */
  readonly marketscanType?: string;
  readonly scope: PaymentScope;
  readonly included: boolean;
}

export interface DealIncentive {
  readonly name: string;
  readonly nameFr?: string;
  readonly amount: Cents;
  /**
   * true: a price reduction before taxes (an OEM delivery allowance). false (the default): a rebate
   * applied after taxes, which does not reduce the taxable amount (Manitoba RST Bulletin 012; ETA
   * s. 181 for GST/HST) and, on a lease, is a cap cost reduction taxed like cash down.
   */
  readonly beforeTax: boolean;
  readonly scope: PaymentScope;
}

export interface DealAccessory {
  readonly name: string;
  readonly nameFr?: string;
  readonly price: Cents;
  /** Charged when the accessory is installed (spec: install_accessories_ids, installation charge). */
  readonly installation: Cents;
  readonly installed: boolean;
}

/** What a plan is, where a US state's rule on its taxability depends on it (the table's serviceContract, gap). */
export const protectionKinds = ['service_contract', 'gap'] as const;
export type ProtectionKind = (typeof protectionKinds)[number];

export interface DealProtection {
  readonly name: string;
  readonly nameFr?: string;
  readonly price: Cents;
  /** The taxes that apply (the plan's gst/hst/pst/qst flags; `state` in the USA); empty = untaxed. */
  readonly taxes: readonly TaxComponent[] | 'all';
  /** A service contract or GAP: the state's rule on it wins over `taxes` where the table knows it; absent: `taxes` decides. */
  readonly kind?: ProtectionKind;
}

/** Québec and the rest of Canada: amounts a lessor pays for the customer (RDPRM registration…), never taxed. */
export interface LeaseDisbursement {
  readonly name: string;
  readonly amount: Cents;
  readonly capCost: boolean;
}

export interface RateProgramRow {
  readonly termFrom: number;
  readonly termTo: number;
  /** USA only: the row applies from this credit score up. */
  readonly minCreditScore: number | null;
  /** APR in percent, or a money factor for a lease program under the money_factor method. */
  readonly rate: Ratio;
}

export interface ResidualProgramRow {
  readonly term: number;
  /** km (Canada) or miles (USA) per year; null = any. */
  readonly distanceAllowance: number | null;
  /** Percent of MSRP. */
  readonly residual: Ratio;
}

export interface LenderProgram {
  readonly financeRates: readonly RateProgramRow[];
  readonly leaseRates: readonly RateProgramRow[];
  readonly residuals: readonly ResidualProgramRow[];
}

export type LeaseRateMethod = 'apr' | 'money_factor';

export interface PaymentSettings {
  readonly frequencyMethod: FrequencyMethod;
  /** lease_rate_calculation_method: the lease rate is an APR (money factor = APR / 2400) or a money factor. */
  readonly leaseRateMethod: LeaseRateMethod;
}

/** US: the store's local rate (county, city, district) for the buyer's ZIP on the deal's date. */
export interface LocalTaxRate {
  readonly percent: Ratio;
  /** The ZIP or ZIP prefix of the store's row that matched. */
  readonly zipPrefix: string;
  /** YYYY-MM-DD: the row's effective date. */
  readonly effectiveFrom: string;
}

/** A deal ready to price: every amount in cents, every rate exact, validated by `parseDeal`. */
export interface Deal {
  readonly method: PaymentMethod;
  /** The dealership's province or state. */
  readonly region: string;
  readonly postalCode: string | null;
  readonly vehiclePrice: Cents;
  readonly msrp: Cents | null;
  readonly optionsPrice: Cents;
  readonly accessories: readonly DealAccessory[];
  readonly protections: readonly DealProtection[];
  readonly fees: readonly DealFee[];
  readonly discounts: readonly DealDiscount[];
  readonly incentives: readonly DealIncentive[];
  readonly leaseDisbursements: readonly LeaseDisbursement[];
  readonly tradeIn: { readonly type: TradeInType; readonly credit: Cents; readonly owing: Cents };
  readonly downPayment: Cents;
  readonly term: number | null;
  readonly paymentFrequency: PaymentFrequency;
  readonly distanceAllowance: number | null;
  readonly creditScore: number | null;
  readonly includeTax: boolean;
  /** The rate the dealer set (rate_overwritten, or the deal's rate): APR percent, or money factor. */
  readonly rate: Ratio | null;
  /** Lease residual in percent of MSRP, when given rather than read from the lender program. */
  readonly residualPercent: Ratio | null;
  readonly lender: LenderProgram | null;
  readonly settings: PaymentSettings;
  /** US: the local rate the buyer's ZIP picked; null or absent: none (the state rate only). */
  readonly localTax?: LocalTaxRate | null;
  /** US: new or used, where a state taxes them apart (Ohio, Oregon, Arkansas, Oklahoma, Georgia, DC, Delaware); absent: new. */
  readonly vehicleCondition?: VehicleCondition;
  /** US: the vehicle's book value, the floor of a used vehicle's base in Georgia, DC and Delaware; null or absent: none (the selling price alone). */
  readonly bookValue?: Cents | null;
}

export const vehicleConditions = ['new', 'used'] as const;
export type VehicleCondition = (typeof vehicleConditions)[number];
