import type { QuoteMessages } from '../quotes/quote-repository';
import type { AuditEntry, AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { EmailSender } from '../shared/ports/message-senders';
import type { Secrets } from '../shared/ports/secrets';

/** A clock that moves only when told: every `now()` is the same instant until `advance` or `set`. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

export function fakeClock(start: Date): FakeClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => { now += ms; },
    set: (at) => { now = at.getTime(); },
  };
}

/** Predictable secrets: tokens `token-1`, `token-2`…; codes preset or counted; `hash(s)` is `h:` + s. Never for production. */
export interface FakeSecrets extends Secrets {
  /** The next codes `digits()` hands out, in order; once used up it counts 000001, 000002… */
  presetDigits(...codes: string[]): void;
}

export function fakeSecrets(): FakeSecrets {
  let tokens = 0;
  let fallback = 0;
  const queue: string[] = [];
  return {
    token: () => `token-${++tokens}`,
    digits(length) {
      const next = queue.shift() ?? String(++fallback % 10 ** length).padStart(length, '0');
      if (next.length !== length) throw new Error(`preset code ${next} is not ${length} digits`);
      return next;
    },
    hash: (value) => `h:${value}`,
    presetDigits: (...codes) => { queue.push(...codes); },
  };
}

/** A sender that keeps what it was given, in order. */
export interface Recorder<M> {
  readonly sent: readonly M[];
}

export type SentEmail = Parameters<EmailSender['send']>[0];

export function recordingEmail(): EmailSender & Recorder<SentEmail> {
  const sent: SentEmail[] = [];
  return { sent, send: async (message) => { sent.push(message); } };
}

/** The audit trail in memory: `entries` in order, `actions()` their action names. */
export function recordingAudit(): AuditLog & { readonly entries: readonly AuditEntry[]; actions(): readonly string[] } {
  const entries: AuditEntry[] = [];
  return { entries, record: async (entry) => { entries.push(entry); }, actions: () => entries.map((e) => e.action) };
}

/** The quotes e-mail as plain, language-tagged text (the app's wording lives in its locales): what a test can look for. */
export const plainQuoteMessages: QuoteMessages = {
  quotesSubmittedEmail: (language, p) => ({
    subject: `[${language}] ${p.dealershipName}: ${p.count} quote(s)`,
    body: `[${language}] ${p.customerName}, ${p.message} ${p.link}${p.expiry === null ? '' : ` (until ${p.expiry})`}`,
  }),
};
