import type { DmsFieldError } from './dms';

/**
 * A push of a deal to the DMS (issue 16 item 6): queued as a job, pushing while the job runs,
 * pushed (the DMS took it and answered its deal number), failed (the DMS refused fields, or every
 * try failed), or retrying after a transient failure until its next try.
 */
export const PUSH_STATES = ['queued', 'pushing', 'pushed', 'failed', 'retrying'] as const;
export type PushState = (typeof PUSH_STATES)[number];

/**
 * - start: the job takes the push (also a push left `pushing` by a process that died: the re-run
 *   sends the same idempotency key, so the DMS answers its first answer);
 * - accepted / refused: the DMS's answer; transient: no answer, tried again later; give_up: no
 *   answer and no try left.
 */
export const PUSH_EVENTS = ['start', 'accepted', 'refused', 'transient', 'give_up'] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];

/** The one table of a push's life: state → event → next state; a missing entry is refused. */
export const PUSH_TRANSITIONS: Readonly<Record<PushState, Readonly<Partial<Record<PushEvent, PushState>>>>> = {
  queued: { start: 'pushing' },
  retrying: { start: 'pushing' },
  pushing: { start: 'pushing', accepted: 'pushed', refused: 'failed', transient: 'retrying', give_up: 'failed' },
  pushed: {},
  failed: {},
};

export const nextPushState = (state: PushState, event: PushEvent): PushState | null => PUSH_TRANSITIONS[state][event] ?? null;

/** A push still to come: a new "send" answers it instead of queueing another. */
export const isActivePush = (state: PushState): boolean => state === 'queued' || state === 'pushing' || state === 'retrying';

/** Tries and the wait between them: base × 2^(try − 1), at most `maxDelayMs`. */
export interface RetryPolicy {
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 15 * 60_000 };

/** The wait after the `attempt`-th try failed for a transient reason (1-based), or null when no try is left. */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number | null {
  if (attempt >= policy.maxAttempts) return null;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (Math.max(1, attempt) - 1));
}

export interface DmsPush {
  readonly id: number;
  readonly dealershipId: number;
  readonly orderId: number;
  readonly state: PushState;
  /** Tries started so far. */
  readonly attempts: number;
  /** Sent to the DMS with every try of this push. */
  readonly idempotencyKey: string;
  /** The queue's job id (pg-boss's, or `local-<id>` on the embedded database); null until queued. */
  readonly jobId: string | null;
  readonly requestedByUserId: number | null;
  readonly requestedByName: string | null;
  readonly requestedAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly nextRetryAt: Date | null;
  /** The DMS's deal number once pushed. */
  readonly dmsDealNumber: string | null;
  /** The fields the DMS refused (state failed), else empty. */
  readonly fieldErrors: readonly DmsFieldError[];
  /** The last transient failure (`unavailable`, `timeout`), kept while retrying and when given up. */
  readonly failure: string | null;
}
