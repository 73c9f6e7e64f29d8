import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { createdAt } from '../shared/schema-columns';

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
  /** 'upload' (the API or the customer list) or 'inbox' (the watched folder). */
  source: text('source').notNull(),
  fileName: text('file_name').notNull(),
  importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  prospects: jsonb('prospects'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('adf_imports_document_idx').on(t.dealershipId, t.sha256),
  index('adf_imports_dealership_idx').on(t.dealershipId, t.id),
]);
