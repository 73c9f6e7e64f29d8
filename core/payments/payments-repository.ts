import type { PaymentMethod } from './engine/deal';
import type { OrderFeeChoice } from '../fees/applicable-fees';
import type { FeeOrDiscount } from '../fees/fee-or-discount';
import type { PaymentSettings, PaymentSettingsChange } from './payment-settings';
import type {
  AccessoryRecord, IncentiveRecord, LenderRecord, OrderForPricing, PaymentDetails, PaymentTypeRecord, PricedTotals,
  ProtectionPlanRecord, StoredTaxRate,
} from './pricing-inputs';
import type { TaxRateChange } from './province-tax';

export type NewPaymentType = Omit<PaymentTypeRecord, 'id' | 'orderId' | 'totalPurchasePriceCents' | 'paymentCents' | 'pricedAt'>;
export type IncentiveFields = Omit<IncentiveRecord, 'id'> & { readonly nameFr: string };
export type LenderFields = Omit<LenderRecord, 'id'>;

export interface PricingWanted {
  readonly accessoryIds: readonly number[] | null;
  readonly protectionIds: readonly number[] | null;
}

export interface PricingReads {
  readonly record: PaymentTypeRecord;
  readonly order: OrderForPricing;
  readonly settings: PaymentSettings;
  readonly fees: readonly FeeOrDiscount[];
  readonly choices: readonly OrderFeeChoice[];
  readonly incentives: readonly IncentiveRecord[];
  readonly lender: LenderRecord | null;
  readonly accessories: readonly AccessoryRecord[];
  readonly plans: readonly ProtectionPlanRecord[];
}

/** The payments area's storage: every read is scoped to a dealership (another's ids are not found). */
export interface PaymentsRepository {
  settings(dealershipId: number): Promise<PaymentSettings>;
  saveSettings(dealershipId: number, change: PaymentSettingsChange, userId: number): Promise<PaymentSettings>;
  /** The order's records, or null when the order is not the dealership's. */
  paymentTypes(dealershipId: number, orderId: number): Promise<readonly PaymentTypeRecord[] | null>;
  /** Adds the methods missing on the order (concurrent first reads add each once) and answers all three. */
  createPaymentTypes(orderId: number, records: readonly NewPaymentType[]): Promise<readonly PaymentTypeRecord[]>;
  paymentType(dealershipId: number, id: number): Promise<PaymentTypeRecord | null>;
  /** Changes a record; making it active deactivates the order's others and sets the order's payment type, in one transaction. */
  updatePaymentType(id: number, change: Partial<PaymentDetails> & { readonly isActive?: boolean }): Promise<PaymentTypeRecord>;
  savePriced(id: number, details: PaymentDetails, totals: PricedTotals): Promise<PaymentTypeRecord>;
  orderForPricing(dealershipId: number, orderId: number): Promise<OrderForPricing | null>;
  /**
   * Everything one price reads (pricing's hot path, one round trip): the payment type with its
   * order, vehicle and the dealership's settings, the dealership's global fees and discounts and the
   * order's custom rows with the order's choices, the incentives, the lender program (the record's,
   * else the settings' for its method), and the accessories and protection plans of the ids given
   * (null: the order's). Null when the payment type is not the dealership's.
   */
  pricingReads(dealershipId: number, paymentTypeId: number, wanted: PricingWanted): Promise<PricingReads | null>;
  incentives(dealershipId: number): Promise<readonly (IncentiveRecord & { readonly nameFr: string })[]>;
  incentive(dealershipId: number, id: number): Promise<(IncentiveRecord & { readonly nameFr: string }) | null>;
  saveIncentive(dealershipId: number, id: number | null, fields: IncentiveFields): Promise<IncentiveRecord & { readonly nameFr: string }>;
  deleteIncentive(dealershipId: number, id: number): Promise<boolean>;
  setOrderIncentives(orderId: number, ids: readonly number[]): Promise<void>;
  accessories(dealershipId: number, ids: readonly number[]): Promise<readonly AccessoryRecord[]>;
  protectionPlans(dealershipId: number, ids: readonly number[]): Promise<readonly ProtectionPlanRecord[]>;
  lenders(dealershipId: number): Promise<readonly LenderRecord[]>;
  lender(dealershipId: number, id: number): Promise<LenderRecord | null>;
  /** Creates (id null) or changes a lender; its program rows are replaced by the ones given. */
  saveLender(dealershipId: number, id: number | null, fields: LenderFields): Promise<LenderRecord>;
  deleteLender(dealershipId: number, id: number): Promise<boolean>;
  taxRates(): Promise<readonly StoredTaxRate[]>;
  saveTaxRate(region: string, change: TaxRateChange, userId: number): Promise<StoredTaxRate | null>;
}

export const METHODS: readonly PaymentMethod[] = ['cash', 'finance', 'lease'];
