import type { CustomerFields } from './customer';
import type { DuplicateProbe } from './duplicate-score';

/** A customer as the duplicates screen shows it beside its likely twin. */
export interface DuplicateCandidate extends DuplicateProbe {
  readonly city: string;
  readonly createdAt: Date;
  readonly activeOrders: number;
}

/** The rows a merge moves, counted per kind (the preview's "3 deals, 2 notes…"). */
export const MERGE_COUNT_KINDS = ['deals', 'notes', 'timeline', 'documents', 'deposits', 'credit_applications', 'trade_ins', 'quotes', 'notifications'] as const;
export type MergeCountKind = (typeof MERGE_COUNT_KINDS)[number];
export type MergeCounts = Readonly<Record<MergeCountKind, number>>;

/** A merge as stored. */
export interface CustomerMerge {
  readonly id: number;
  readonly keptId: number;
  readonly mergedId: number;
  readonly mergedName: string;
  readonly mergedAt: Date;
  readonly undoneAt: Date | null;
  /** Row ids that moved or followed their deals, per table. */
  readonly moved: Readonly<Record<string, readonly string[]>>;
}

export type MergeOutcome =
  | { readonly _tag: 'merged'; readonly merge: CustomerMerge }
  | { readonly _tag: 'not_found' }
  /** Both customers have a trade-in without a deal (a customer has at most one). */
  | { readonly _tag: 'conflict'; readonly reason: 'trade_in' };

export type UndoOutcome = 'undone' | 'not_found' | 'already_undone' | 'changed_since';

/**
 * The store's duplicates and merges. Contract: every method is scoped to `dealershipId` and never
 * sees a customer hidden by a merge (merged_into_id set). `merge` and `undo` each run in ONE
 * transaction with both customers locked: all of it or none of it.
 *
 * "Nothing new since the merge" (when `undo` answers 'changed_since' instead): the kept customer's
 * record was edited after the merge (its updated_at moved), or the set of rows belonging to it —
 * its deals, deposits, credit applications, trade-ins (with estimates and offers) and
 * notifications, and its deals' timeline entries, documents, quote flows and quotes, payment types,
 * custom fees and discounts, fee choices and Reserve It fields — is not exactly the set recorded
 * right after the merge (a row added, or removed), or the merged-away customer is no longer hidden
 * by this merge (it cannot be: hidden customers are unreachable).
 */
export interface CustomerMergeRepository {
  /** Pairs that share an e-mail, phone digits, or folded name and postal code (found by index), at most `limit`. */
  candidatePairs(dealershipId: number, limit: number): Promise<readonly (readonly [DuplicateCandidate, DuplicateCandidate])[]>;
  /** What merging `customerId` away would move. */
  countsOf(dealershipId: number, customerId: number): Promise<MergeCounts>;
  merge(dealershipId: number, input: { readonly keptId: number; readonly mergedId: number; readonly fields: CustomerFields; readonly userId: number; readonly at: Date }): Promise<MergeOutcome>;
  undo(dealershipId: number, mergeId: number, userId: number, at: Date): Promise<UndoOutcome>;
  /** The newest merge into `keptId` that is not undone, and whether it may still be undone; null when none. */
  latestInto(dealershipId: number, keptId: number): Promise<{ readonly merge: CustomerMerge; readonly undoable: boolean } | null>;
}
