import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { DetailKey } from './payment-details';

/**
 * How a column sorts its details on screen (issue 10.3: the columns did not say which details the
 * three methods share): `all`, shared by the three methods (a change is copied to every column);
 * `credit`, shared by finance and lease; `own`, the method's alone. The sync rule itself is
 * SHARED_DETAILS and METHODS_OF; detail-groups.test.ts holds this list to it. Fees and discounts
 * are the deal's rows, included on the order for every method they apply to: shared too.
 */
export const DETAIL_GROUPS = {
  all: ['down_payment', 'trade_in_credit', 'trade_in_owing', 'postal_code', 'include_tax', 'fees', 'discounts', 'accessories', 'install_accessories_ids'],
  credit: ['term', 'payment_frequency', 'credit_score'],
  own: ['rate', 'distance_allowance', 'incentives', 'protections'],
} as const satisfies Readonly<Record<string, readonly DetailKey[]>>;

export type DetailGroup = keyof typeof DETAIL_GROUPS;

/** The groups a method's column shows, in order: cash has no term, frequency or credit score. */
export function groupsOf(method: PaymentMethod): readonly DetailGroup[] {
  return method === 'cash' ? ['all', 'own'] : ['all', 'credit', 'own'];
}
