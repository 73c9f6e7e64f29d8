import type { CustomerHasNoEmail } from '../customers/customer-errors';
import type { OrderStatus } from '../shared/deal-states';

/** Actions on an archived deal wait until it is restored. */
export type OrderArchived = { readonly _tag: 'OrderArchived' };
export type OrderAlreadyConfirmed = { readonly _tag: 'OrderAlreadyConfirmed' };
/** A deal that ended (canceled, declined, refunded, expired, failed) cannot be confirmed. */
export type OrderNotConfirmable = { readonly _tag: 'OrderNotConfirmable'; readonly status: OrderStatus };
/**
 * The vehicle (same stock number or VIN) is already on active deals of the customer: a second deal
 * for it is most often a double click or a colleague's deal. Answered unless the request allows it.
 */
export type DuplicateOrder = {
  readonly _tag: 'DuplicateOrder';
  readonly duplicates: readonly { readonly id: number; readonly vehicle: string; readonly stockNumber: string; readonly createdAt: Date }[];
};

export type OrderError = OrderArchived | OrderAlreadyConfirmed | OrderNotConfirmable | CustomerHasNoEmail | DuplicateOrder;
