import type { MessageChannel } from './message';
import type { ProviderFailure } from './providers';

/**
 * The relay's decisions (issue 30.3), pure: how long to wait before the next try, when to give up,
 * and what becomes of a message that cannot or must not go. The relay (relay-messages.ts) applies them.
 */
export interface RetryPolicy {
  /** Tries in all, the first included; the last failed try makes the message `failed` (the dead letter). */
  readonly maxAttempts: number;
  /** The wait after the first failed try; it doubles after each, up to `maxWaitMs`. */
  readonly baseWaitMs: number;
  readonly maxWaitMs: number;
}

/** 8 tries over about 3 hours: 30 s, 1, 2, 4, 8, 16, 30, 30 min… enough for an SMTP server's restart or a provider's outage. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseWaitMs: 30_000, maxWaitMs: 30 * 60_000 };

/** How long a claimed message belongs to the process sending it; past it, that process is taken for dead. */
export const RELAY_LEASE_MS = 5 * 60_000;

/** Why a message ended `failed` without its provider's words. */
export const RELAY_REASONS = {
  /** Found `sending` past its lease: its process died between handing it over and marking it; not sent again (at most once). */
  interrupted: 'interrupted_maybe_sent',
  invalidPhone: 'invalid_phone',
  noTextProvider: 'no_text_provider',
  noEmailProvider: 'no_email_provider',
} as const;

/** The wait after the `attempts`-th failed try (1 → base): doubling, capped; never negative, never past the cap. */
export function retryWaitMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const n = Math.max(1, Math.floor(attempts));
  // 2^(n-1) overflows to Infinity for a large n; the cap holds it.
  return Math.min(policy.maxWaitMs, policy.baseWaitMs * 2 ** Math.min(n - 1, 52));
}

export type FailureOutcome =
  | { readonly state: 'queued'; readonly nextAttemptAt: Date; readonly lastError: string }
  | { readonly state: 'failed'; readonly lastError: string };

/**
 * After a provider refused the `attempts`-th try: a transient failure is tried again after the
 * doubling wait, unless it was the last try; a permanent one fails at once. The reason is kept either way.
 */
export function afterFailure(attempts: number, failure: ProviderFailure, now: Date, policy: RetryPolicy = DEFAULT_RETRY_POLICY): FailureOutcome {
  if (!failure.transient || attempts >= policy.maxAttempts) return { state: 'failed', lastError: failure.reason };
  return { state: 'queued', nextAttemptAt: new Date(now.getTime() + retryWaitMs(attempts, policy)), lastError: failure.reason };
}

/** Where a message goes when its channel has no provider: the demo inbox in demo mode (marked sent there), a failure in production. */
export function withoutProvider(channel: MessageChannel, mode: 'demo' | 'production'): { readonly state: 'sent'; readonly provider: 'demo-inbox' } | { readonly state: 'failed'; readonly lastError: string } {
  if (mode === 'demo') return { state: 'sent', provider: 'demo-inbox' };
  return { state: 'failed', lastError: channel === 'sms' ? RELAY_REASONS.noTextProvider : RELAY_REASONS.noEmailProvider };
}
