import type { Cents } from '../shared/money';

/** Fees add to the price, discounts take off it (spec 002 section 3). */
export const FEE_KINDS = ['fee', 'discount'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** A global row is the dealership's catalogue; a custom row belongs to one order (spec 002 section 3). */
export const FEE_SCOPES = ['global', 'custom'] as const;
export type FeeScope = (typeof FEE_SCOPES)[number];

export const FEE_PAYMENT_METHODS = ['cash', 'finance', 'lease'] as const;
export type FeePaymentMethod = (typeof FEE_PAYMENT_METHODS)[number];

/** The vehicle's condition as fees see it; CPO is a used vehicle certified by the manufacturer. */
export const FEE_CONDITIONS = ['new', 'used', 'cpo'] as const;
export type FeeCondition = (typeof FEE_CONDITIONS)[number];

/** The stock-state flags of a global fee or discount, in the order the screen shows them. */
export const STOCK_FLAGS = ['isDemo', 'isInStock', 'isPending', 'isInTransit', 'isVirtual', 'isAsIs'] as const;
export type StockFlag = (typeof STOCK_FLAGS)[number];

/** The vehicle types a global row can be limited to (the inventory's body types); none = every type. */
export const FEE_VEHICLE_TYPES = ['Sedan', 'Hatchback', 'SUV', 'Truck', 'Coupe', 'Minivan', 'Wagon', 'Convertible'] as const;

/** MarketScan fee types a dealer can map a fee or discount to (desking export). */
export const MARKETSCAN_TYPES = ['doc_fee', 'registration', 'title', 'license', 'tire_levy', 'air_tax', 'ppsa', 'omvic', 'dealer_fee', 'rebate', 'dealer_discount', 'other'] as const;
export type MarketscanType = (typeof MARKETSCAN_TYPES)[number];

/** Fee types (the customer side groups fees by them). */
export const FEE_TYPES = ['government', 'dealer', 'registration', 'other'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** One fee or discount row of a dealership, global or custom (table fees_and_discounts). */
export interface FeeOrDiscount {
  readonly id: number;
  readonly dealershipId: number;
  readonly kind: FeeKind;
  readonly scope: FeeScope;
  /** Set on custom rows only. */
  readonly orderId: number | null;
  readonly name: string;
  readonly nameFr: string;
  readonly descriptionEn: string;
  readonly descriptionFr: string;
  /** Always positive: a discount of $500 is 50000, the sign comes from the kind. */
  readonly amountCents: Cents;
  readonly taxability: boolean;
  readonly includeByDefault: boolean;
  readonly isCash: boolean;
  readonly isFinance: boolean;
  readonly isLease: boolean;
  readonly applicableNew: boolean;
  readonly applicableUsed: boolean;
  readonly applicableCpo: boolean;
  readonly isDemo: boolean;
  readonly isInStock: boolean;
  readonly isPending: boolean;
  readonly isInTransit: boolean;
  readonly isVirtual: boolean;
  readonly isAsIs: boolean;
  readonly vehicleTypes: readonly string[];
  readonly marketscanType: string | null;
  readonly capCost: boolean;
  readonly residualize: boolean;
  readonly taxInCap: boolean;
  readonly selectableByCustomer: boolean;
  readonly type: string | null;
  readonly sortOrder: number;
}
