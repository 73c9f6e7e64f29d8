import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './schema-columns';

// Platform tables no context owns: the outbox, the audit log, application settings, rate-limit counters.

export const outboundMessages = pgTable('outbound_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(), // 'sms' | 'email'
  to: text('to').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  /** An e-mail's files: `[{ filename, contentType, content }]` (text content, e.g. an appointment's .ics). */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string; encoding?: 'base64' }[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  // Issue 30: what the message is and what became of it (core/messages/message.ts).
  /** core MessageKind: one_time_code, invitation, password_reset, deal_link, receipt, … */
  kind: text('kind').notNull().default('other'),
  /** core MessageState: queued, sending, sent, delivered, failed, opted_out. Rows written before issue 30 read as sent. */
  state: text('state').notNull().default('queued'),
  dealershipId: integer('dealership_id'),
  customerId: integer('customer_id'),
  orderId: integer('order_id'),
  /** The staff member it was sent to (a code, an invitation, a reset link). */
  userId: integer('user_id'),
  /** The language the message was rendered in (en_CA, en_US, fr_CA: the recipient's at write time); null before session 19 and for messages written without one. */
  language: text('language'),
  /** The store's name as the e-mail's display name, and its address as reply-to (null: the platform's). */
  senderName: text('sender_name'),
  replyTo: text('reply_to'),
  /** Tries made so far, and when the next may start (null: now). */
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: tstz('next_attempt_at'),
  /** While `sending`: until when this try holds the message (a process that died past it leaves it to the recovery rule). */
  leaseUntil: tstz('lease_until'),
  /** The provider's id for it (SMTP Message-ID, Twilio SID): status callbacks find the message by it. */
  providerId: text('provider_id'),
  provider: text('provider'),
  /** The provider's reason for the last failure (never the body). */
  lastError: text('last_error'),
  sentAt: tstz('sent_at'),
  deliveredAt: tstz('delivered_at'),
  stateChangedAt: tstz('state_changed_at'),
}, (t) => [
  index('outbound_messages_created_idx').on(t.createdAt),
  index('outbound_messages_due_idx').on(t.state, t.nextAttemptAt),
  index('outbound_messages_dealership_idx').on(t.dealershipId, t.createdAt),
  index('outbound_messages_customer_idx').on(t.customerId, t.createdAt),
  index('outbound_messages_order_idx').on(t.orderId, t.createdAt),
  // A store's Messages screen lists its staff's messages written for no store (password resets): by user.
  index('outbound_messages_user_idx').on(t.userId, t.createdAt),
  index('outbound_messages_provider_idx').on(t.providerId),
]);

/** Numbers that replied STOP (E.164), until they reply START (issue 30.2). */
export const messageOptOuts = pgTable('message_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: tstz('opted_out_at').notNull(),
  /** What stopped it: "STOP reply", "carrier 21610", … */
  source: text('source').notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: createdAt(),
  action: text('action').notNull(),
  userId: integer('user_id'),
  dealershipId: integer('dealership_id'),
  ip: text('ip').notNull().default(''),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** Issue 13: the changed fields before and after (role, permissions, active status, dealership settings). */
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
}, (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_dealership_at_idx').on(t.dealershipId, t.at)]);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Rate-limit counters shared by every server process on one PostgreSQL (issue 12.6): one row per
 * limited door and client (`route|address|…`), counted until `expires_at`, then started again.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)]);
