import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
}, (t) => [
  index('customers_dealership_created_idx').on(t.dealershipId, t.createdAt),
  index('customers_dealership_rep_idx').on(t.dealershipId, t.salesRepId),
  uniqueIndex('customers_invitation_token_idx').on(t.invitationToken).where(sql`${t.invitationToken} is not null`), // public invitation links
  index('customers_dealership_status_created_idx').on(t.dealershipId, t.archiveStatus, t.createdAt, t.id),
  index('customers_dealership_sort_name_idx').on(t.dealershipId, t.sortName),
  index('customers_dealership_awaiting_idx').on(t.dealershipId, t.awaiting),
  index('customers_dealership_email_idx').on(t.dealershipId, sql`lower(${t.email})`),
  index('customers_dealership_phone_idx').on(t.dealershipId, t.phone),
  // pg_trgm (created by the migration): LIKE '%gagne%' on the folded text uses the index.
  index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);
