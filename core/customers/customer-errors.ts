import type { DuplicateMatch } from './customer-repository';

/** Same e-mail or phone as customers already in the dealership; answered unless the request allows duplicates. */
export type DuplicateCustomer = { readonly _tag: 'DuplicateCustomer'; readonly duplicates: readonly DuplicateMatch[] };
/** Deals are archived, never deleted with their customer. */
export type CustomerHasOrders = { readonly _tag: 'CustomerHasOrders' };
