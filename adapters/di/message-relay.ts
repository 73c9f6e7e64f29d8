import type { OptOuts } from '@dealer-panel/core/messages/opt-outs';
import type { EmailProvider, TextProvider } from '@dealer-panel/core/messages/providers';
import { relayMessages, type RelayRun } from '@dealer-panel/core/messages/relay-messages';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import { smtpEmailProvider } from '../email/smtp-email-provider';
import type { JobQueue } from '../jobs/job-queue';
import { startMessageRelayOnPostgres, startMessageRelayTimer, type MessageRelayRunner } from '../jobs/message-relay-job';
import { drizzleRelayStore } from '../persistence/messages/drizzle-relay-store';
import type { Db } from '../persistence/shared/database';
import type { QueuedBell } from '../persistence/shared/outbox/outbox-meta';
import type { MessagingConfig } from './messaging-config';

type Log = (msg: string, fields: object) => void;

/** The outbox senders' bell: silent until the relay starts, then it wakes the relay after each write. */
export function relayBell(): { readonly ring: QueuedBell; use(wake: () => void): void } {
  let wake: () => void = () => undefined;
  return {
    ring: () => { try { wake(); } catch { /* the message is written; the relay's timer or cron takes it */ } },
    use: (w) => { wake = w; },
  };
}

export interface MessageRelayOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly messaging: MessagingConfig;
  readonly mode: 'demo' | 'production';
  /** Twilio's provider (twilioTextProvider(config.messaging.twilio)) or null: texts stay in the demo inbox (demo) or fail `no_text_provider`. */
  readonly text: TextProvider | null;
  readonly optOuts: OptOuts;
  /** The e-mail provider; default: SMTP from `messaging.smtp`, or none (demo inbox) without it. */
  readonly email?: EmailProvider | null;
  readonly log: Log;
}

/** The relay's pass bound to its ports: claims and sends until nothing is due (or 100 were handled), logs what it did. */
export function relayPass(options: MessageRelayOptions): () => Promise<number> {
  const email = options.email !== undefined ? options.email : options.messaging.smtp === null ? null : smtpEmailProvider(options.messaging.smtp);
  const relay = relayMessages({ store: drizzleRelayStore(options.db), clock: options.clock, email, text: options.text, optOuts: options.optOuts, mode: options.mode });
  return async () => {
    const run: RelayRun = await relay(100);
    const handled = run.sent + run.retried + run.failed + run.optedOut;
    if (handled + run.interrupted > 0) options.log('messages relayed', { ...run });
    return handled;
  };
}

/**
 * Starts the relay of this process (PostgreSQL: with the fleet's pg-boss sweep; PGlite: a timer)
 * and points the senders' bell at it; a first run takes what was queued while no process ran.
 */
export async function startMessageRelay(options: MessageRelayOptions & { readonly jobs: JobQueue | null; readonly bell: ReturnType<typeof relayBell> }): Promise<MessageRelayRunner> {
  const pass = relayPass(options);
  const runner = options.jobs === null ? startMessageRelayTimer(pass, { log: options.log }) : await startMessageRelayOnPostgres(options.jobs, pass, { log: options.log });
  options.bell.use(runner.wake);
  runner.wake();
  return runner;
}
