import type { OrderFeeChoice } from './applicable-fees';
import type { FeeValues } from './fee-form';
import type { FeeKind, FeeOrDiscount, FeeScope } from './fee-or-discount';

export interface NewFee extends FeeValues {
  readonly kind: FeeKind;
  readonly scope: FeeScope;
  readonly orderId: number | null;
  readonly createdBy: number;
}

/**
 * Fees and discounts of one dealership (tables fees_and_discounts, order_fees_and_discounts).
 * Contract: every call is scoped to `dealershipId`; another dealership's row is null/false.
 */
export interface FeeRepository {
  /** Rows of a kind and scope, by sort order then id; `orderId` narrows custom rows to one order. */
  list(dealershipId: number, kind: FeeKind, scope: FeeScope, orderId: number | null): Promise<readonly FeeOrDiscount[]>;
  byId(dealershipId: number, id: number): Promise<FeeOrDiscount | null>;
  create(dealershipId: number, fee: NewFee, at: Date): Promise<FeeOrDiscount>;
  update(dealershipId: number, id: number, values: FeeValues, at: Date): Promise<FeeOrDiscount | null>;
  /** Sets the MarketScan type of global rows of the dealership, all in one transaction; other dealerships' ids change nothing. */
  setMarketscanTypes(dealershipId: number, changes: readonly { readonly id: number; readonly marketscanType: string | null }[], at: Date): Promise<void>;
  /** Moves a custom row to another deal of the dealership. */
  moveToOrder(dealershipId: number, id: number, orderId: number): Promise<FeeOrDiscount | null>;
  /** Deletes the row and, with it, every order's choice on it. */
  delete(dealershipId: number, id: number): Promise<boolean>;
  /** How many open deals (not archived, not completed) carry each global row (default or added, not taken off). */
  openOrdersCarrying(dealershipId: number, ids: readonly number[]): Promise<ReadonlyMap<number, number>>;
  /** Every global row of the dealership and the custom rows of the order, with the order's choices. */
  forOrder(dealershipId: number, orderId: number): Promise<{ readonly fees: readonly FeeOrDiscount[]; readonly choices: readonly OrderFeeChoice[] }>;
  /** Records (or replaces) the order's choice on a global row. */
  setChoice(orderId: number, feeId: number, included: boolean, userId: number, at: Date): Promise<void>;
}
