import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { createdAt, tstz } from '../shared/schema-columns';

// The customers context's table.

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  addressLine1: text('address_line_1').notNull().default(''),
  addressLine2: text('address_line_2').notNull().default(''),
  city: text('city').notNull().default(''),
  provinceCode: text('province_code').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  language: text('language').notNull().default('en_CA'),
  leadType: text('lead_type').notNull().default('website'),
  salesRepId: integer('sales_rep_id').references(() => users.id),
  archiveStatus: text('archive_status').notNull().default('Active'),
  /** While Lost or Sold: why (core/customers/archive-reasons.ts), when and by whom; cleared when Active again. */
  archiveReason: text('archive_reason'),
  archivedAt: tstz('archived_at'),
  archivedBy: integer('archived_by').references(() => users.id),
  note: text('note').notNull().default(''),
  /** Accent-folded lower-case name, e-mail, address and phone digits (core/customers/search-text.ts), kept by the repository. */
  searchText: text('search_text').notNull().default(''),
  /** Folded "last first" and "first last": human name order whatever the collation. */
  sortName: text('sort_name').notNull().default(''),
  sortFirst: text('sort_first').notNull().default(''),
  /** Who acts next on the customer's active deals ('dealer' | 'customer' | null), kept by the order repository. */
  awaiting: text('awaiting'),
  invitationToken: text('invitation_token'),
  invitationSharedAt: tstz('invitation_shared_at'),
  invitationShareType: text('invitation_share_type'),
  invitationSharedBy: integer('invitation_shared_by').references(() => users.id),
  prequal: jsonb('prequal').$type<Record<string, unknown>>(),
  /** When the customer first signed in to the customer side with one of their links: their account's creation (null: not yet). */
  accountOpenedAt: tstz('account_opened_at'),
  /** Set when the customer was merged into another (issue 18): hidden from every read, kept so the merge can be undone. */
  mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => customers.id),
  /** Consent to commercial e-mails (Canada's CASL, issue 31.3): given or withdrawn, its date and where it came from; null when unknown. */
  emailConsent: text('email_consent'),
  emailConsentAt: date('email_consent_at'),
  emailConsentSource: text('email_consent_source'),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
}, (t) => [
  index('customers_dealership_created_idx').on(t.dealershipId, t.createdAt),
  // The analytics dashboard (index-only): leads of a period by source and rep, and a deal's rep by its customer.
  index('customers_analytics_leads_idx').on(t.dealershipId, t.createdAt, t.leadType, t.salesRepId).where(sql`${t.mergedIntoId} is null`),
  index('customers_rep_of_idx').on(t.id, t.salesRepId),
  index('customers_dealership_rep_idx').on(t.dealershipId, t.salesRepId),
  uniqueIndex('customers_invitation_token_idx').on(t.invitationToken).where(sql`${t.invitationToken} is not null`), // public invitation links
  index('customers_dealership_status_created_idx').on(t.dealershipId, t.archiveStatus, t.createdAt, t.id),
  index('customers_dealership_sort_name_idx').on(t.dealershipId, t.sortName),
  // The CRM import's candidates by name AND postal code (issue 31.6): a name alone never makes a duplicate, and a common
  // name (Tremblay) holds thousands of the store's customers. The key is the duplicates engine's normalPostalCode.
  index('customers_dealership_name_postal_idx').on(t.dealershipId, t.sortName, sql`upper(regexp_replace(${t.postalCode}, '[[:space:]-]', '', 'g'))`),
  index('customers_dealership_awaiting_idx').on(t.dealershipId, t.awaiting),
  index('customers_dealership_email_idx').on(t.dealershipId, sql`lower(${t.email})`),
  index('customers_dealership_phone_idx').on(t.dealershipId, t.phone),
  // pg_trgm (created by the migration): LIKE '%gagne%' on the folded text uses the index.
  index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);

/**
 * One merge of two customers of a store (issue 18 item 4, docs/decisions/customers.md "Duplicate
 * customers and merge"): what the kept record was before, which rows moved (ids per table), and the kept
 * record's rows right after, so that an undo puts everything back exactly while nothing new came.
 */
export const customerMerges = pgTable('customer_merges', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  keptId: integer('kept_id').notNull().references(() => customers.id),
  mergedId: integer('merged_id').notNull().references(() => customers.id),
  mergedBy: integer('merged_by').references(() => users.id),
  mergedAt: tstz('merged_at').notNull(),
  /** The kept customer's own columns before the merge (fields, derived keys, account, updated_at). */
  keptBefore: jsonb('kept_before').$type<Record<string, unknown>>().notNull(),
  /** The merged-away customer's updated_at before the merge (restored by the undo). */
  mergedUpdatedAt: tstz('merged_updated_at').notNull(),
  /** Ids of the rows that moved, per table (customer_id changed), and of the rows that followed their deals. */
  moved: jsonb('moved').$type<Record<string, string[]>>().notNull(),
  /** The kept customer's rows right after the merge, per table: the undo's "nothing new" check. */
  footprint: jsonb('footprint').$type<Record<string, string[]>>().notNull(),
  /** The kept customer's updated_at right after the merge: an edit since then ends the undo. */
  keptUpdatedAt: tstz('kept_updated_at').notNull(),
  undoneAt: tstz('undone_at'),
  undoneBy: integer('undone_by').references(() => users.id),
}, (t) => [
  index('customer_merges_kept_idx').on(t.dealershipId, t.keptId, t.mergedAt),
  index('customer_merges_merged_idx').on(t.mergedId),
]);

/** A store's customer imports from another CRM (issue 31.3): history with counts and progress. */
export const customerImports = pgTable('customer_imports', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  fileName: text('file_name').notNull(),
  status: text('status').notNull().default('running'),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  created: integer('created').notNull().default(0),
  matched: integer('matched').notNull().default(0),
  refused: integer('refused').notNull().default(0),
  byUserId: integer('by_user_id').references(() => users.id),
  startedAt: tstz('started_at').notNull(),
  finishedAt: tstz('finished_at'),
  undoneAt: tstz('undone_at'),
}, (t) => [index('customer_imports_dealership_idx').on(t.dealershipId, t.startedAt)]);

/** One row of an import's report, with the before-image of the fields a match filled (the undo's). */
export const customerImportRows = pgTable('customer_import_rows', {
  importId: integer('import_id').notNull().references(() => customerImports.id),
  row: integer('row').notNull(),
  outcome: text('outcome').notNull(),
  customerId: integer('customer_id'),
  reasons: jsonb('reasons').$type<string[]>().notNull(),
  refusals: jsonb('refusals').$type<{ column: string; reason: string }[]>().notNull(),
  warnings: jsonb('warnings').$type<string[]>().notNull(),
  /** Matched: the filled columns' values before the import, and the customer's updated_at before and after. */
  before: jsonb('before').$type<Record<string, unknown>>(),
  /** Whether the undo removed (created) or restored (matched) this row's customer. */
  undone: boolean('undone').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.importId, t.row] }), index('customer_import_rows_customer_idx').on(t.customerId)]);

/** The store's saved column mapping (field → headers). */
export const customerImportMappings = pgTable('customer_import_mappings', {
  dealershipId: integer('dealership_id').primaryKey().references(() => dealerships.id),
  mapping: jsonb('mapping').$type<Record<string, string[]>>().notNull(),
  savedBy: integer('saved_by').references(() => users.id),
  savedAt: tstz('saved_at').notNull(),
});
