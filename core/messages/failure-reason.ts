import type { MessageState } from './message';

/**
 * Why a message did not reach its person, as a code the screens word in both languages; the
 * provider's own text is shown beside it. Read from the provider's words (ProviderFailure.reason)
 * so that any relay or callback that writes last_error is understood the same way.
 */
export const FAILURE_REASONS = ['opted_out', 'bad_address', 'bad_number', 'mailbox_full', 'rejected', 'provider_unavailable', 'undelivered', 'unknown'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

const RULES: readonly (readonly [RegExp, FailureReason])[] = [
  [/\b21610\b|unsubscrib|opted[ _-]?out|\bSTOP\b/i, 'opted_out'],
  [/\b(21211|21614|21217|21408)\b|not a valid (mobile|phone)|invalid .*number|landline/i, 'bad_number'],
  [/\b552\b|5\.2\.2|mailbox full|quota/i, 'mailbox_full'],
  [/\b55[01]\b|5\.1\.[0-9]|no such user|user unknown|mailbox unavailable|does not exist|bounced?/i, 'bad_address'],
  [/\b30003\b|\b30005\b|\b30006\b|undeliver|unreachable/i, 'undelivered'],
  [/ECONNREFUSED|ETIMEDOUT|ENOTFOUND|ECONNRESET|timed? ?out|\b(421|450|451|452|429|500|502|503|504)\b|unavailable|connection/i, 'provider_unavailable'],
  [/\b5\d\d\b|rejected|refused|blocked|spam|30007/i, 'rejected'],
];

/** The reason of a message in `state` with `lastError`; null when nothing went wrong (or not yet). */
export function failureReason(state: MessageState, lastError: string | null): FailureReason | null {
  if (state === 'opted_out') return 'opted_out';
  if (state !== 'failed' && (lastError === null || lastError === '')) return null;
  if (lastError === null || lastError === '') return state === 'failed' ? 'unknown' : null;
  for (const [pattern, reason] of RULES) if (pattern.test(lastError)) return reason;
  return 'unknown';
}
