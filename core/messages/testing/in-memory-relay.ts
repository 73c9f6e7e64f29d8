import type { MessageChannel, MessageState } from '../message';
import type { MessageKind } from '../../shared/message-meta';
import type { OptOuts } from '../opt-outs';
import type { ClaimedMessage, RelayStore } from '../relay-store';

/** An outbox row as the in-memory relay store keeps it (tests). */
export interface MemoryMessage {
  id: number;
  channel: MessageChannel;
  kind: MessageKind;
  to: string;
  subject: string;
  body: string;
  state: MessageState;
  attempts: number;
  nextAttemptAt: Date | null;
  leaseUntil: Date | null;
  provider: string | null;
  providerId: string | null;
  lastError: string | null;
  sentAt: Date | null;
}

/** The relay's store in memory, with the same contract as the drizzle one (claims are synchronous, so never shared). */
export function inMemoryRelayStore() {
  const rows: MemoryMessage[] = [];
  let nextId = 1;
  const byId = (id: number) => rows.find((r) => r.id === id);
  const live = (id: number) => { const r = byId(id); return r !== undefined && (r.state === 'sending' || (r.state === 'failed' && r.lastError === 'interrupted_maybe_sent')) ? r : undefined; };
  const sending = (id: number) => { const r = byId(id); return r?.state === 'sending' ? r : undefined; };
  const store: RelayStore = {
    async claim(now, leaseUntil, limit) {
      const due = rows.filter((r) => r.state === 'queued' && (r.nextAttemptAt === null || r.nextAttemptAt <= now))
        .sort((a, b) => Number(b.kind === 'one_time_code') - Number(a.kind === 'one_time_code') || a.id - b.id).slice(0, limit);
      return due.map((r): ClaimedMessage => {
        Object.assign(r, { state: 'sending', leaseUntil, attempts: r.attempts + 1 });
        return { id: r.id, channel: r.channel, kind: r.kind, to: r.to, subject: r.subject, body: r.body, attachments: [], attempts: r.attempts, senderName: 'Auto Lac', replyTo: 'ventes@autolac.example' };
      });
    },
    async markSent(id, s) { const r = live(id); if (r) Object.assign(r, { state: 'sent', provider: s.provider, providerId: s.providerId, sentAt: s.at, leaseUntil: null }); },
    async retryLater(id, s) { const r = sending(id); if (r) Object.assign(r, { state: 'queued', nextAttemptAt: s.nextAttemptAt, lastError: s.lastError, leaseUntil: null }); },
    async markFailed(id, s) { const r = sending(id); if (r) Object.assign(r, { state: 'failed', lastError: s.lastError, leaseUntil: null }); },
    async markOptedOut(id) { const r = sending(id); if (r) Object.assign(r, { state: 'opted_out', leaseUntil: null }); },
    async failInterrupted(now, reason) {
      const stale = rows.filter((r) => r.state === 'sending' && r.leaseUntil !== null && r.leaseUntil < now);
      for (const r of stale) Object.assign(r, { state: 'failed', lastError: reason, leaseUntil: null });
      return stale.length;
    },
  };
  return {
    store,
    rows,
    add(m: { readonly channel: MessageChannel; readonly to: string; readonly kind?: MessageKind; readonly body?: string }): MemoryMessage {
      const row: MemoryMessage = {
        id: nextId++, channel: m.channel, kind: m.kind ?? 'other', to: m.to, subject: m.channel === 'email' ? 'Subject' : '', body: m.body ?? 'Hello',
        state: 'queued', attempts: 0, nextAttemptAt: null, leaseUntil: null, provider: null, providerId: null, lastError: null, sentAt: null,
      };
      rows.push(row);
      return row;
    },
  };
}

/** Opt-outs in memory (tests; the database's are drizzle-opt-outs.ts). */
export function inMemoryOptOuts(stopped: Iterable<string> = []): OptOuts & { readonly numbers: Set<string> } {
  const numbers = new Set(stopped);
  return {
    numbers,
    async isOptedOut(phone) { return numbers.has(phone); },
    async stop(phone) { numbers.add(phone); },
    async start(phone) { numbers.delete(phone); },
  };
}
