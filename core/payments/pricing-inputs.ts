import type { PaymentMethod, ProtectionKind, TradeInType } from './engine/deal';
import type { PaymentFrequency } from './engine/frequency';
import type { Country } from './engine/tax-jurisdiction';

/**
 * What the database holds that a price needs, read through `PricingReads`: plain records, money in
 * cents, rates as decimal text exactly as stored ("6.990000").
 */

/** An order's record for one payment method (spec 002 "Payment type record"). */
export interface PaymentTypeRecord {
  readonly id: number;
  readonly orderId: number;
  readonly method: PaymentMethod;
  readonly isActive: boolean;
  readonly includeTax: boolean;
  readonly term: number | null;
  /** rate_overwritten, as decimal text; null = the lender program's. */
  readonly rate: string | null;
  readonly paymentFrequency: PaymentFrequency;
  readonly creditScore: number | null;
  readonly downPaymentCents: number;
  readonly distanceAllowance: number | null;
  readonly tradeInType: TradeInType;
  readonly tradeInCreditCents: number;
  readonly tradeInOwingCents: number;
  readonly postalCode: string | null;
  readonly lenderId: number | null;
  readonly totalPurchasePriceCents: number | null;
  readonly paymentCents: number | null;
  readonly pricedAt: string | null;
}

/** The details a price is computed with, stored on the record when it succeeds. */
export type PaymentDetails = Pick<PaymentTypeRecord,
  'includeTax' | 'term' | 'rate' | 'paymentFrequency' | 'creditScore' | 'downPaymentCents' | 'distanceAllowance' | 'tradeInType'
  | 'tradeInCreditCents' | 'tradeInOwingCents' | 'postalCode' | 'lenderId'>;

export interface PricedTotals {
  readonly totalPurchasePriceCents: number;
  readonly paymentCents: number;
}

export interface VehicleForPricing {
  readonly id: number;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  /** 'New' | 'Used' | 'CPO' (certified pre-owned). */
  readonly condition: string;
  /** I T D P S V R U As-is (inventory stock status codes). */
  readonly stockStatus: string;
  readonly bodyType: string;
  readonly priceCents: number;
  readonly msrpCents: number | null;
  /**
   * What the store paid for the vehicle (vehicles.cost_cents; null: not known). Read by the
   * pricing read for the desking's front gross; absent where a vehicle is priced without it
   * (quotes). Never priced and never sent to a sales rep (front-gross.ts).
   */
  readonly costCents?: number | null;
}

export interface OrderForPricing {
  readonly id: number;
  /** The order's chosen method (orders.payment_type). */
  readonly paymentType: PaymentMethod;
  readonly vehicle: VehicleForPricing | null;
  readonly optionsPriceCents: number;
  readonly accessoryIds: readonly number[];
  readonly installAccessoryIds: readonly number[];
  readonly protectionIds: readonly number[];
  readonly incentiveIds: readonly number[];
  /** The buyer's postal code on the customer record (null when blank): where the deal is taxed unless the deal says otherwise. */
  readonly customerPostalCode: string | null;
}

export interface IncentiveRecord {
  readonly id: number;
  readonly name: string;
  readonly nameFr?: string;
  readonly amountCents: number;
  readonly beforeTax: boolean;
  readonly isCash: boolean;
  readonly isFinance: boolean;
  readonly isLease: boolean;
  readonly isConditional: boolean;
  readonly applicableNew: boolean;
  readonly applicableUsed: boolean;
  readonly make: string | null;
  readonly model: string | null;
  readonly yearFrom: number | null;
  readonly yearTo: number | null;
  /** YYYY-MM-DD. */
  readonly startsOn: string | null;
  readonly endsOn: string | null;
  readonly active: boolean;
}

export interface AccessoryRecord {
  readonly id: number;
  readonly name: string;
  /** The French name; empty or absent: none. */
  readonly nameFr?: string;
  readonly priceCents: number;
  readonly installationCents: number;
  readonly active: boolean;
}

export interface PlanPrice {
  readonly term: number;
  readonly distance: number | null;
  readonly priceCents: number;
  readonly minVehiclePriceCents: number | null;
  readonly maxVehiclePriceCents: number | null;
}

export interface TaxFlags { readonly gst: boolean; readonly hst: boolean; readonly pst: boolean; readonly qst: boolean }

export interface ProtectionPlanRecord {
  readonly id: number;
  readonly name: string;
  readonly nameFr?: string;
  readonly paymentTypes: readonly string[];
  readonly active: boolean;
  /** A service contract or GAP: a US state's rule on its tax wins over `taxes` (vehicle-condition-tax.ts); null = other. */
  readonly kind: ProtectionKind | null;
  readonly taxes: TaxFlags;
  /** protection_plan_province_taxes: the flags in force in a province, over the plan's own. */
  readonly provinceTaxes: Readonly<Record<string, TaxFlags>>;
  readonly prices: readonly PlanPrice[];
}

export interface RateRow { readonly termFrom: number; readonly termTo: number; readonly minCreditScore: number | null; readonly rate: string }
export interface ResidualRow { readonly term: number; readonly distanceAllowance: number | null; readonly residual: string }

export interface LenderRecord {
  readonly id: number;
  readonly name: string;
  readonly kind: 'bank' | 'oem';
  readonly active: boolean;
  readonly financeRates: readonly RateRow[];
  readonly leaseRates: readonly RateRow[];
  readonly residuals: readonly ResidualRow[];
}

/** A stored province_taxes row: percentages as decimal text. */
export interface StoredTaxRate {
  readonly region: string;
  readonly country: Country;
  readonly gst: string;
  readonly pst: string;
  readonly hst: string;
  readonly qst: string;
  readonly state: string;
  readonly source: string;
  readonly updatedAt: string | null;
}
