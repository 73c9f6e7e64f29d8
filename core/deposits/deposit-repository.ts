import type { Deposit, NewDeposit } from './deposit';

/** The deal a deposit belongs to, as far as deposits care (transfers stay with one customer). */
export interface DepositDeal {
  readonly orderId: number;
  readonly customerId: number;
  readonly isArchived: boolean;
}

/**
 * The deposits of deals (one per deal). Contract for adapters (the drizzle adapter comes with the
 * HTTP routes): reads never answer another dealership's record (null, as if unknown);
 * `save` writes all the given deposits in one transaction, each only when the stored version is
 * its `version - 1`, and answers false, writing nothing, when any was changed meanwhile; the
 * adapter keeps the deal's own deposit columns (status, mode, amount) in step in that transaction.
 */
export interface DepositRepository {
  byOrder(dealershipId: number, orderId: number): Promise<Deposit | null>;
  byId(dealershipId: number, id: number): Promise<Deposit | null>;
  /** The deal, or null when it is unknown or another dealership's. */
  deal(dealershipId: number, orderId: number): Promise<DepositDeal | null>;
  /** A new deposit (`created`, version 1); a deal that has one already keeps it and that one is answered. */
  create(input: NewDeposit, now: Date): Promise<Deposit>;
  save(deposits: readonly Deposit[]): Promise<boolean>;
  /** Holds whose period ended at or before `now`, every dealership, oldest first (the expiry job). */
  expiredHolds(now: Date, limit: number): Promise<readonly Deposit[]>;
}
