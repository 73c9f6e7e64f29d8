import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { bytea, createdAt, tstz } from '../shared/schema-columns';

// The leads context's table (issue 18.3): one row per ADF document imported into a store.

/**
 * An ADF document imported into a store, once per store (its SHA-256: a re-sent document is
 * answered from here, nothing done twice). `prospects` is null while the import runs, then the
 * report (one outcome per prospect: created, matched or refused with its reasons).
 */
export const adfImports = pgTable('adf_imports', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  sha256: text('sha256').notNull(),
  /** 'upload' (the API or the customer list), 'inbox' (the watched folder), 'smtp' or 'imap' (received by e-mail, issue 30.6). */
  source: text('source').notNull(),
  /** The e-mail address the document came from (SMTP's MAIL FROM, else the From header); null for uploads and the folder. */
  sender: text('sender'),
  fileName: text('file_name').notNull(),
  importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  prospects: jsonb('prospects'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('adf_imports_document_idx').on(t.dealershipId, t.sha256),
  index('adf_imports_dealership_idx').on(t.dealershipId, t.id),
]);

/**
 * A store's address for ADF leads by e-mail (issue 30.6): leads+<token>@ADF_SMTP_DOMAIN, the token
 * random and unguessable (made the first time an admin asks for the address), so that only
 * providers the store gave it to can send leads to it.
 */
export const adfMailAddresses = pgTable('adf_mail_addresses', {
  dealershipId: integer('dealership_id').primaryKey().references(() => dealerships.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('adf_mail_addresses_token_idx').on(t.token)]);

/**
 * An e-mail received for a store that could not be imported whole (no ADF in it, a malformed
 * document, a refused prospect, the importing account may not import): kept with its reason and its
 * raw bytes (bounded: `truncated` when cut) so that nothing a provider sent is lost.
 */
export const adfRejectedMail = pgTable('adf_rejected_mail', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  /** 'smtp' or 'imap'. */
  channel: text('channel').notNull(),
  sender: text('sender').notNull(),
  subject: text('subject').notNull(),
  receivedAt: tstz('received_at').notNull(),
  /** A code (no_adf, adf.<refusal>, prospect_refused, forbidden, unreadable) and its English detail. */
  reason: text('reason').notNull(),
  detail: text('detail').notNull(),
  /** The imports the same e-mail's good documents made (adf_imports ids). */
  importIds: jsonb('import_ids').notNull().default([]),
  raw: bytea('raw').notNull(),
  truncated: boolean('truncated').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('adf_rejected_mail_dealership_idx').on(t.dealershipId, t.id)]);

/**
 * An e-mail of leads already handled for a store (issue 30 leftovers), keyed by the SHA-256 of its
 * raw bytes: the IMAP poller reads an e-mail again when the connection drops before it is marked
 * seen (an SMTP sender sends it again when our answer is lost); the second time it is answered from
 * here, never imported nor kept aside twice. `kept_aside_id` is its adf_rejected_mail row, if any.
 */
export const inboundMailSeen = pgTable('inbound_mail_seen', {
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  mailKey: text('mail_key').notNull(),
  channel: text('channel').notNull(),
  importIds: jsonb('import_ids').notNull().default([]),
  keptAsideId: integer('kept_aside_id').references(() => adfRejectedMail.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.dealershipId, t.mailKey] })]);
