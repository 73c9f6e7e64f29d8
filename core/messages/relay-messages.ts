import type { Clock } from '../shared/ports/clock';
import { ignoresOptOut } from './message';
import type { OptOuts } from './opt-outs';
import { isProviderFailure, providerFailure, toE164, type EmailProvider, type TextProvider } from './providers';
import { afterFailure, DEFAULT_RETRY_POLICY, RELAY_LEASE_MS, RELAY_REASONS, withoutProvider, type RetryPolicy } from './relay-policy';
import type { ClaimedMessage, RelayStore } from './relay-store';

export interface RelayDeps {
  readonly store: RelayStore;
  readonly clock: Clock;
  /** The SMTP server's provider; null: e-mails stay in the demo inbox (demo) or fail (production refuses to start without SMTP). */
  readonly email: EmailProvider | null;
  /** Twilio's provider; null: texts stay in the demo inbox (demo) or fail `no_text_provider` (production). */
  readonly text: TextProvider | null;
  readonly optOuts: OptOuts;
  readonly mode: 'demo' | 'production';
  readonly policy?: RetryPolicy;
}

export interface RelayRun {
  readonly sent: number;
  readonly retried: number;
  readonly failed: number;
  readonly optedOut: number;
  readonly interrupted: number;
}

type Outcome = 'sent' | 'retried' | 'failed' | 'optedOut';

/**
 * One pass of the relay: fails what a dead process left `sending` (never sent again: at most once
 * to the customer, staff may resend), then claims due messages one at a time and hands each to its
 * provider, until none is due or `max` were handled. Several passes may run at once, in one
 * process or many: the store's claim gives each message to one of them.
 */
export const relayMessages = (deps: RelayDeps) => async (max = 100): Promise<RelayRun> => {
  const counts = { sent: 0, retried: 0, failed: 0, optedOut: 0, interrupted: 0 };
  counts.interrupted = await deps.store.failInterrupted(deps.clock.now(), RELAY_REASONS.interrupted);
  while (counts.sent + counts.retried + counts.failed + counts.optedOut < max) {
    const now = deps.clock.now();
    const [message] = await deps.store.claim(now, new Date(now.getTime() + RELAY_LEASE_MS), 1);
    if (message === undefined) break;
    counts[await relayOne(deps, message)] += 1;
  }
  return counts;
};

async function relayOne(deps: RelayDeps, message: ClaimedMessage): Promise<Outcome> {
  if (message.channel === 'sms') {
    const to = toE164(message.to);
    if (to === null) return fail(deps, message.id, RELAY_REASONS.invalidPhone);
    if (!ignoresOptOut(message.kind) && (await deps.optOuts.isOptedOut(to))) {
      await deps.store.markOptedOut(message.id, deps.clock.now());
      return 'optedOut';
    }
    const provider = deps.text;
    if (provider === null) return noProvider(deps, message);
    return attempt(deps, message, provider.name, () => provider.send({ messageId: message.id, to, body: message.body }));
  }
  const provider = deps.email;
  if (provider === null) return noProvider(deps, message);
  return attempt(deps, message, provider.name, () => provider.send({
    messageId: message.id, to: message.to, subject: message.subject, text: message.body,
    senderName: message.senderName, replyTo: message.replyTo, attachments: message.attachments,
  }));
}

async function attempt(deps: RelayDeps, message: ClaimedMessage, provider: string, send: () => Promise<{ readonly providerId: string }>): Promise<Outcome> {
  let providerId: string;
  try {
    ({ providerId } = await send());
  } catch (error) {
    // A provider rejects with a ProviderFailure; anything else is a fault of ours or of the network, worth another try.
    const failure = isProviderFailure(error) ? error : providerFailure(true, `unexpected: ${error instanceof Error ? error.message : String(error)}`);
    const now = deps.clock.now();
    const outcome = afterFailure(message.attempts, failure, now, deps.policy ?? DEFAULT_RETRY_POLICY);
    if (outcome.state === 'failed') return fail(deps, message.id, outcome.lastError);
    await deps.store.retryLater(message.id, { nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.lastError, at: now });
    return 'retried';
  }
  // Outside the try: a database that fails here leaves the message `sending`; past its lease it
  // becomes interrupted_maybe_sent, never queued again (it did reach its provider).
  await deps.store.markSent(message.id, { provider, providerId, at: deps.clock.now() });
  return 'sent';
}

async function noProvider(deps: RelayDeps, message: ClaimedMessage): Promise<Outcome> {
  const outcome = withoutProvider(message.channel, deps.mode);
  if (outcome.state === 'failed') return fail(deps, message.id, outcome.lastError);
  await deps.store.markSent(message.id, { provider: outcome.provider, providerId: null, at: deps.clock.now() });
  return 'sent';
}

async function fail(deps: RelayDeps, id: number, lastError: string): Promise<Outcome> {
  await deps.store.markFailed(id, { lastError, at: deps.clock.now() });
  return 'failed';
}
