import type { DuplicatesResponse, LastMergeResponse, MergeResponse, UndoMergeResponse } from '../../../../adapters/http/contract/customers/customer-merges';
import type { Answer } from '../../../shared/answer';

/** The duplicates and merge calls (adapters/http/contract/customers/customer-merges.ts), bound in customers-module.ts. */
export interface MergePort {
  duplicates(page: number): Answer<DuplicatesResponse>;
  /** The merge's preview (dry_run): nothing written. */
  preview(keep: number, merge: number): Answer<MergeResponse>;
  merge(keep: number, merge: number): Answer<MergeResponse>;
  undo(mergeId: number): Answer<UndoMergeResponse>;
  lastMerge(customerId: number): Answer<LastMergeResponse>;
}
