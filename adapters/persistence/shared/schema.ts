import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

// Platform tables no context owns: the outbox, the audit log, application settings, rate-limit counters.

export const outboundMessages = pgTable('outbound_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(), // 'sms' | 'email'
  to: text('to').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  /** An e-mail's files: `[{ filename, contentType, content }]` (text content, e.g. an appointment's .ics). */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
}, (t) => [index('outbound_messages_created_idx').on(t.createdAt)]);

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
