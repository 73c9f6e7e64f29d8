import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { orders } from '../orders/schema';
import { bytea, createdAt } from '../shared/schema-columns';

// The documents context's tables (issue 14 item 5): the deal's documents, and the bytes of stored
// files when the FileStore is the database (the default; FILE_STORE=s3 keeps them elsewhere).

/** One document of a deal; its bytes are in the FileStore under `storage_key`. */
export const dealDocuments = pgTable('deal_documents', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** 'staff' (uploaded_by_user_id set) or 'customer'. */
  uploader: text('uploader').notNull(),
  uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  storageKey: text('storage_key').notNull().unique(),
  createdAt: createdAt(),
}, (t) => [index('deal_documents_order_idx').on(t.orderId, t.id)]);

/** The database FileStore's files, by the key their owner chose. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
