import type * as E from 'fp-ts/Either';

/** Another money move on the deal's deposit ran longer than we wait for it: nothing moved; try again (the same key may be reused). */
export interface DepositBusy { readonly _tag: 'DepositBusy' }
export const DEPOSIT_BUSY: DepositBusy = { _tag: 'DepositBusy' };

/**
 * Serializes the money moves of a deal's deposit (issue 29 item 8): a move reads the deposit,
 * checks it, asks the processor and records the answer while it holds the deal's lock, so the next
 * move sees it and a request either moves money and says so, or moves none. Locks are per deal
 * (one deposit per deal, and a transfer's target deposit may not exist yet). Contract
 * (tests/conformance/deposit-locks.contract.ts), the same for every adapter:
 * - `exclusive(orderIds, run)` runs `run` while holding the lock of every listed deal; two runs
 *   that share a deal never overlap; runs on other deals do not wait for each other.
 * - A caller waits for the holder; it answers DepositBusy, without running, only when the lock
 *   stays held past the adapter's wait (a move stuck at the processor).
 * - The lock is released when `run` settles, even when it rejects (the rejection is passed on).
 * - A holder that died (a crashed process) holds its lock at most the adapter's lease (longer than
 *   the processor's own timeout); then another caller takes it.
 * - Not reentrant: `run` must not ask for a lock it holds.
 */
export interface DepositLocks {
  exclusive<A>(orderIds: readonly number[], run: () => Promise<A>): Promise<E.Either<DepositBusy, A>>;
}
