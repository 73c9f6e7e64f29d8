import type { PaymentDetails, PaymentTypeRecord } from '../pricing-inputs';

/** Where a stored change of the deal came from. */
export const PENCIL_SOURCES = ['worksheet', 'grid', 'target', 'restore'] as const;
export type PencilSource = (typeof PENCIL_SOURCES)[number];

/**
 * A pencil: one stored change of a payment type's deal (who, when, what changed, the payment before
 * and after) with the details it was priced with, so that it can be put back.
 */
export interface Pencil {
  readonly id: number;
  readonly paymentTypeId: number;
  readonly userId: number | null;
  /** The user's name as it was shown (null: unknown or removed). */
  readonly userName: string | null;
  /** ISO 8601. */
  readonly at: string;
  readonly source: PencilSource;
  /** The wire names of the details that changed (`term`, `down_payment`…). */
  readonly changed: readonly string[];
  readonly oldPaymentCents: number | null;
  readonly newPaymentCents: number;
  readonly snapshot: PaymentDetails;
}

export type NewPencil = Omit<Pencil, 'id' | 'userName'>;

/** The wire name of each detail (the pricing body's keys). */
const WIRE: Readonly<Record<keyof PaymentDetails, string>> = {
  includeTax: 'include_tax', term: 'term', rate: 'rate_overwritten', paymentFrequency: 'payment_frequency', creditScore: 'credit_score',
  downPaymentCents: 'down_payment', distanceAllowance: 'distance_allowance', tradeInType: 'trade_in_type', tradeInCreditCents: 'trade_in_credit',
  tradeInOwingCents: 'trade_in_owing', postalCode: 'postal_code', lenderId: 'lender',
};

/** The wire names of the details that differ between the record as it was and the details stored. */
export function changedDetails(before: PaymentTypeRecord, after: PaymentDetails): string[] {
  return (Object.keys(WIRE) as (keyof PaymentDetails)[]).filter((k) => before[k] !== after[k]).map((k) => WIRE[k]);
}
