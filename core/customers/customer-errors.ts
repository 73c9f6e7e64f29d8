import type { DuplicateMatch } from './customer-repository';

/** Same e-mail or phone as customers already in the dealership; answered unless the request allows duplicates. */
export type DuplicateCustomer = { readonly _tag: 'DuplicateCustomer'; readonly duplicates: readonly DuplicateMatch[] };
/** Deals are archived, never deleted with their customer. */
/** A customer without an e-mail address cannot be sent a link or a code by e-mail. */
export type CustomerHasNoEmail = { readonly _tag: 'CustomerHasNoEmail' };
export type CustomerHasOrders = { readonly _tag: 'CustomerHasOrders' };
