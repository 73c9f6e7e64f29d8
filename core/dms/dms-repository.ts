import type { DmsDealFacts, DmsFieldError } from './dms';
import type { DmsPush, PushState } from './dms-push';

/** The deal's sync record: the DMS deal it is (once a push was accepted), and when and by which push. */
export interface DmsSyncRecord {
  readonly orderId: number;
  readonly dmsDealNumber: string | null;
  readonly lastPushedAt: Date | null;
}

/** What a move writes besides the state (each field left out is kept). */
export interface PushPatch {
  readonly attempts?: number;
  readonly startedAt?: Date;
  readonly finishedAt?: Date | null;
  readonly nextRetryAt?: Date | null;
  readonly dmsDealNumber?: string | null;
  readonly fieldErrors?: readonly DmsFieldError[];
  readonly failure?: string | null;
}

/**
 * The deal's DMS sync record and its pushes (tests/conformance/dms-repository.contract.ts):
 * - `request` opens a queued push for the deal unless one is active (queued, pushing, retrying),
 *   atomically across processes (two requests at once open one push); it answers the active push
 *   and whether it was opened now;
 * - `move` changes a push's state only while it is in one of `from` (null otherwise); a move to
 *   `pushed` writes the deal's sync record (DMS deal number, when) in the same transaction;
 * - reads never answer another store's deal or push.
 */
export interface DmsRepository {
  /**
   * The deal as the DMS is sent it, read from the deal, its customer, vehicle and trade-in; null when
   * the store has no such deal. Its price is not read here: it is the stored deal's, priced (dms-price.ts).
   */
  deal(dealershipId: number, orderId: number): Promise<DmsDealFacts | null>;
  request(dealershipId: number, orderId: number, userId: number | null, now: Date): Promise<{ readonly push: DmsPush; readonly created: boolean }>;
  setJob(pushId: number, jobId: string): Promise<void>;
  byId(pushId: number): Promise<DmsPush | null>;
  move(pushId: number, from: readonly PushState[], to: PushState, patch: PushPatch, now: Date): Promise<DmsPush | null>;
  sync(dealershipId: number, orderId: number): Promise<DmsSyncRecord | null>;
  /** The deal's pushes, newest first. */
  history(dealershipId: number, orderId: number, limit: number): Promise<readonly DmsPush[]>;
  /** Pushes a worker of the embedded database should run now: queued, retrying whose time came, and pushing ones (left by a process that died), oldest first. */
  due(now: Date, limit: number): Promise<readonly DmsPush[]>;
}

/** The job queue pushes wait on (pg-boss on PostgreSQL; the pushes table itself on the embedded database). */
export interface DmsPushQueue {
  /** Queues a run of the push at `runAt` (null: now); answers the job's id. Once per deal at a time (singleton per deal). */
  enqueue(push: { readonly id: number; readonly orderId: number }, runAt: Date | null): Promise<string>;
}
