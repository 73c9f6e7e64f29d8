import type { OrderStatus } from './order-statuses';

/** Actions on an archived deal wait until it is restored. */
export type OrderArchived = { readonly _tag: 'OrderArchived' };
export type OrderAlreadyConfirmed = { readonly _tag: 'OrderAlreadyConfirmed' };
/** A deal that ended (canceled, declined, refunded, expired, failed) cannot be confirmed. */
export type OrderNotConfirmable = { readonly _tag: 'OrderNotConfirmable'; readonly status: OrderStatus };
export type CustomerHasNoEmail = { readonly _tag: 'CustomerHasNoEmail' };

export type OrderError = OrderArchived | OrderAlreadyConfirmed | OrderNotConfirmable | CustomerHasNoEmail;
