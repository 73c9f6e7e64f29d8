import { sql } from 'drizzle-orm';
import type { MessageChannel } from '@dealer-panel/core/messages/message';
import type { MessageKind } from '@dealer-panel/core/shared/message-meta';
import type { OutgoingAttachment } from '@dealer-panel/core/messages/providers';
import type { ClaimedMessage, RelayStore } from '@dealer-panel/core/messages/relay-store';
import type { Db } from '../shared/database';
import { rowsOf } from '../shared/execute-rows';

/** A late "sent" may land on a message the recovery rule already failed as interrupted: it did go, so it says so. */
const MARKABLE = sql`(state = 'sending' or (state = 'failed' and last_error = 'interrupted_maybe_sent'))`;

/**
 * The relay's store over outbound_messages (PGlite and PostgreSQL alike).
 *
 * The claim is one statement: the due rows are chosen `for update skip locked` (a row another
 * transaction is claiming is passed over, not waited for) and moved to `sending` in the same
 * UPDATE, so two relays, in one process or in several on one PostgreSQL, never take one message
 * (a row claimed and committed meanwhile is re-checked by FOR UPDATE: no longer `queued`, left out).
 * No `state = 'queued'` on the outer WHERE: PGlite then updates the row and returns nothing.
 * The store's name and e-mail (the sender's display name and reply-to) are read from the
 * dealership at the claim and kept on the row, so the Messages screen shows what was used.
 */
export function drizzleRelayStore(db: Db): RelayStore {
  return {
    async claim(now, leaseUntil, limit) {
      const result = await db.execute(sql`
        update outbound_messages o set
          state = 'sending', lease_until = ${leaseUntil.toISOString()}::timestamptz, attempts = o.attempts + 1, state_changed_at = ${now.toISOString()}::timestamptz,
          sender_name = coalesce(o.sender_name, (select d.name from dealerships d where d.id = o.dealership_id)),
          reply_to = coalesce(o.reply_to, (select nullif(d.email, '') from dealerships d where d.id = o.dealership_id))
        where o.id in (
          select id from outbound_messages
          where state = 'queued' and channel in ('email', 'sms') and (next_attempt_at is null or next_attempt_at <= ${now.toISOString()}::timestamptz)
          order by (kind = 'one_time_code') desc, id
          limit ${limit}
          for update skip locked
        )
        returning o.id, o.channel, o.kind, o."to", o.subject, o.body, o.attachments, o.attempts, o.sender_name, o.reply_to`);
      return rowsOf(result).map((r): ClaimedMessage => ({
        id: Number(r.id), channel: r.channel as MessageChannel, kind: r.kind as MessageKind, to: String(r.to), subject: String(r.subject), body: String(r.body),
        attachments: attachmentsOf(r.attachments), attempts: Number(r.attempts),
        senderName: typeof r.sender_name === 'string' && r.sender_name !== '' ? r.sender_name : null,
        replyTo: typeof r.reply_to === 'string' && r.reply_to !== '' ? r.reply_to : null,
      })).sort((a, b) => Number(b.kind === 'one_time_code') - Number(a.kind === 'one_time_code') || a.id - b.id);
    },
    async markSent(id, s) {
      await db.execute(sql`update outbound_messages set state = 'sent', provider = ${s.provider}, provider_id = ${s.providerId}, sent_at = ${s.at.toISOString()}::timestamptz,
        state_changed_at = ${s.at.toISOString()}::timestamptz, lease_until = null, last_error = null where id = ${id} and ${MARKABLE}`);
    },
    async retryLater(id, s) {
      await db.execute(sql`update outbound_messages set state = 'queued', next_attempt_at = ${s.nextAttemptAt.toISOString()}::timestamptz, last_error = ${s.lastError},
        state_changed_at = ${s.at.toISOString()}::timestamptz, lease_until = null where id = ${id} and state = 'sending'`);
    },
    async markFailed(id, s) {
      await db.execute(sql`update outbound_messages set state = 'failed', last_error = ${s.lastError}, state_changed_at = ${s.at.toISOString()}::timestamptz, lease_until = null
        where id = ${id} and state = 'sending'`);
    },
    async markOptedOut(id, at) {
      await db.execute(sql`update outbound_messages set state = 'opted_out', state_changed_at = ${at.toISOString()}::timestamptz, lease_until = null where id = ${id} and state = 'sending'`);
    },
    async failInterrupted(now, reason) {
      const result = await db.execute(sql`update outbound_messages set state = 'failed', last_error = ${reason}, state_changed_at = ${now.toISOString()}::timestamptz, lease_until = null
        where state = 'sending' and lease_until < ${now.toISOString()}::timestamptz returning id`);
      return rowsOf(result).length;
    },
  };
}

/** jsonb comes back parsed from both drivers; a string (an older driver's) is parsed here. */
function attachmentsOf(value: unknown): readonly OutgoingAttachment[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.map((a: { filename: string; contentType: string; content: string; encoding?: 'base64' }) => ({
    filename: a.filename, contentType: a.contentType, content: a.content, ...(a.encoding === 'base64' ? { encoding: 'base64' as const } : {}),
  }));
}
