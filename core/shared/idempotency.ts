import * as E from 'fp-ts/Either';
import type { IdempotencyStore, Json } from './ports/idempotency-store';

/** Another request with this key is still running: try again shortly with the same key (HTTP 409). */
export interface IdempotencyInProgress { readonly _tag: 'IdempotencyInProgress' }
/** This key was used for another request (HTTP 422, as Stripe answers). */
export interface IdempotencyKeyReused { readonly _tag: 'IdempotencyKeyReused' }
/** The key is missing or malformed: 1 to 255 letters, digits, `-`, `_`, `.` or `:`. */
export interface InvalidIdempotencyKey { readonly _tag: 'InvalidIdempotencyKey' }
export type IdempotencyError = IdempotencyInProgress | IdempotencyKeyReused | InvalidIdempotencyKey;

/** A claim unfinished after 2 minutes is presumed dead (well beyond the processor's own 80 s timeout). */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;
/**
 * How long a key answers its first result: a week (Stripe keeps its own 24 hours). A client retries
 * within minutes; a week covers a retry after a long outage. The daily purge job forgets older ones.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

const KEY = /^[A-Za-z0-9_.:-]{1,255}$/;
export const isIdempotencyKey = (key: string): boolean => KEY.test(key);

/** How a use case's answer is kept in the store and given back. */
export interface ResultCodec<Err, A> {
  encode(result: E.Either<Err, A>): Json;
  decode(stored: Json): E.Either<Err, A>;
}

export interface IdempotentRun {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly now: Date;
  readonly leaseMs?: number;
  /** Refusals that must not be kept (a conflict worth retrying with the same key): the key is released. */
  readonly retryable?: (error: unknown) => boolean;
}

/**
 * Runs `run` once per (scope, key). The first caller runs it and its answer, refusal or success, is
 * kept; a repeated key answers that first result without running again (so without a second
 * movement); a concurrent one answers IdempotencyInProgress; the same key for another request
 * answers IdempotencyKeyReused. When `run` throws (a technical failure, no answer) the claim is
 * released and the error rethrown, so the client may retry with the same key: the processor's
 * own idempotency (our key is passed through) keeps that retry from moving money twice.
 */
export async function idempotent<Err, A>(
  store: Pick<IdempotencyStore, 'claim' | 'complete' | 'release'>, request: IdempotentRun, codec: ResultCodec<Err, A>, run: () => Promise<E.Either<Err, A>>,
): Promise<E.Either<Err | IdempotencyError, A>> {
  if (!isIdempotencyKey(request.key)) return E.left({ _tag: 'InvalidIdempotencyKey' });
  const claim = await store.claim({
    scope: request.scope, key: request.key, fingerprint: request.fingerprint, now: request.now, leaseMs: request.leaseMs ?? IDEMPOTENCY_LEASE_MS,
  });
  switch (claim.status) {
    case 'done': return codec.decode(claim.result);
    case 'in_progress': return E.left({ _tag: 'IdempotencyInProgress' });
    case 'mismatch': return E.left({ _tag: 'IdempotencyKeyReused' });
    case 'claimed': break;
  }
  let result: E.Either<Err, A>;
  try {
    result = await run();
  } catch (error) {
    await store.release(request.scope, request.key, claim.token);
    throw error;
  }
  if (E.isLeft(result) && request.retryable?.(result.left) === true) {
    await store.release(request.scope, request.key, claim.token);
    return result;
  }
  await store.complete(request.scope, request.key, claim.token, codec.encode(result));
  return result;
}
