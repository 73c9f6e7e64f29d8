/** A value the store keeps as it is (jsonb in PostgreSQL): no Date, no undefined, no class. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

export interface IdempotencyRequest {
  /** Keys are unique per scope (`dealership:<id>`): two stores may use the same key. */
  readonly scope: string;
  readonly key: string;
  /** What the request asks (action, record, amount…): the same key with another fingerprint is a mismatch. */
  readonly fingerprint: string;
  readonly now: Date;
  /** How long an unfinished claim blocks others: after it, the holder is presumed dead and the key may be claimed again. */
  readonly leaseMs: number;
}

export type IdempotencyClaim =
  /** This caller runs the request; `token` proves it when completing or releasing. */
  | { readonly status: 'claimed'; readonly token: string }
  /** The request ran before: its first result, exactly as completed. */
  | { readonly status: 'done'; readonly result: Json }
  /** Another caller holds the key and has not finished (within its lease). */
  | { readonly status: 'in_progress' }
  /** The key was used for a different request (another fingerprint). */
  | { readonly status: 'mismatch' };

/**
 * Remembers, per (scope, key), the first result of a money action so that a repeated or concurrent
 * request answers it without moving money a second time. Contract
 * (tests/conformance/idempotency-store.contract.ts), the same for every adapter:
 * - `claim` is atomic: of any number of concurrent claims of a new key exactly one is `claimed`;
 *   the others are `in_progress` (or `mismatch` when their fingerprint differs).
 * - A claim not completed within `leaseMs` of its `now` may be claimed again (a new token); the old
 *   token then completes or releases nothing.
 * - `complete(token, result)` stores the result once; every later claim with the same fingerprint
 *   answers `done` with it, for as long as the key is kept (at least 24 hours; leases do not apply).
 *   It answers false when the token no longer holds the key.
 * - `release(token)` forgets an unfinished claim (the request failed without an answer), so the
 *   same key may run again; it does nothing to a completed key or with a stale token.
 * - Scopes are independent. Technical failures reject.
 * - `purge(before)` forgets every key, done or not, whose claim's lease ended before `before` (the
 *   housekeeping job passes a week ago: IDEMPOTENCY_KEY_RETENTION_MS), and answers how many.
 */
export interface IdempotencyStore {
  purge(before: Date): Promise<number>;
  claim(request: IdempotencyRequest): Promise<IdempotencyClaim>;
  complete(scope: string, key: string, token: string, result: Json): Promise<boolean>;
  release(scope: string, key: string, token: string): Promise<void>;
}
