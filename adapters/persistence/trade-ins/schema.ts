import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import { createdAt, tstz, updatedAt } from '../shared/schema-columns';

// The trade-ins context's tables (issue 16): a trade-in per deal (or one per customer without a
// deal), each vendor's latest estimate, and the dealer's offers. Money in integer cents.

export const tradeIns = pgTable('trade_ins', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  /** null: the customer's trade-in without a deal (the trade-in-only page). */
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  trim: text('trim').notNull().default(''),
  color: text('color').notNull().default(''),
  transmission: text('transmission'),
  odometer: integer('odometer').notNull(),
  /** 'km' (Canada) | 'mi' (USA): the store's unit when the reading was taken. */
  odometerUnit: text('odometer_unit').notNull(),
  vin: text('vin'),
  condition: text('condition').notNull().default('good'),
  answers: jsonb('answers').$type<Record<string, string | boolean | string[]>>().notNull().default(sql`'{}'::jsonb`),
  financeAmountDueCents: integer('finance_amount_due_cents').notNull().default(0),
  leaseAmountDueCents: integer('lease_amount_due_cents').notNull().default(0),
  paymentsLeft: integer('payments_left'),
  residualValueCents: integer('residual_value_cents'),
  /** The yes/no questions of the record (YES_NO_FIELDS of core/trade-ins/trade-in.ts). */
  yesNo: jsonb('yes_no').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  /** Picture slot → stored file id (front, back, left, right, dashboard, seat_interior, vin). */
  pictures: jsonb('pictures').$type<Record<string, number | null>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('trade_ins_order_idx').on(t.orderId),
  uniqueIndex('trade_ins_customer_without_deal_idx').on(t.customerId).where(sql`${t.orderId} is null`),
  index('trade_ins_dealership_idx').on(t.dealershipId, t.customerId),
]);

export const tradeInEstimates = pgTable('trade_in_estimates', {
  id: serial('id').primaryKey(),
  tradeInId: integer('trade_in_id').notNull().references(() => tradeIns.id, { onDelete: 'cascade' }),
  vendor: text('vendor').notNull(),
  ok: boolean('ok').notNull(),
  /** One of VALUATION_ERRORS when not ok. */
  errorCode: text('error_code'),
  errorReason: text('error_reason'),
  catId: text('cat_id'),
  estimateId: text('estimate_id'),
  valueCents: integer('value_cents'),
  rangeMinCents: integer('range_min_cents'),
  rangeMaxCents: integer('range_max_cents'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('trade_in_estimates_vendor_idx').on(t.tradeInId, t.vendor)]);

export const tradeInOffers = pgTable('trade_in_offers', {
  id: serial('id').primaryKey(),
  tradeInId: integer('trade_in_id').notNull().references(() => tradeIns.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  comments: text('comments').notNull().default(''),
  declineComments: text('decline_comments').notNull().default(''),
  /** awaiting | accepted | declined | expired (core/trade-ins/offer.ts). */
  status: text('status').notNull(),
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  madeByUserId: integer('made_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  answeredAt: tstz('answered_at'),
}, (t) => [
  index('trade_in_offers_trade_in_idx').on(t.tradeInId, t.id),
  index('trade_in_offers_created_idx').on(t.createdAt), // the analytics dashboard's offers of a period
  // The expiry job reads awaiting offers by their last day.
  index('trade_in_offers_due_idx').on(t.expiryDate).where(sql`${t.status} = 'awaiting'`),
]);

/**
 * The store's trade-in questionnaire (issue 16 item 4): a tree of questions, texts in English and
 * French; a child is asked when its parent's answer equals parent_answer. Deleting a question
 * deletes those under it (the foreign key cascades).
 */
export const tradeInQuestions = pgTable('trade_in_questions', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => tradeInQuestions.id, { onDelete: 'cascade' }),
  /** Position among its siblings, from 0. */
  sortOrder: integer('sort_order').notNull().default(0),
  question: text('question').notNull(),
  questionFr: text('question_fr').notNull(),
  description: text('description').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
  /** yes_no | text | number | select | checkboxes (core/trade-ins/questions.ts FIELD_TYPES). */
  fieldType: text('field_type').notNull(),
  required: boolean('required').notNull().default(false),
  parentAnswer: text('parent_answer'),
  /** The options of a select or checkboxes question: value, label, label_fr. */
  checkboxes: jsonb('checkboxes').$type<{ value: string; label: string; labelFr: string }[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('trade_in_questions_dealership_idx').on(t.dealershipId, t.parentId, t.sortOrder)]);

/**
 * The trade-in's pictures (issue 16 item 5), one a slot; the bytes (re-encoded JPEG) are in the
 * FileStore under `storage_key`. `trade_ins.pictures` mirrors slot → id in the same transaction.
 */
export const tradeInPictures = pgTable('trade_in_pictures', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  tradeInId: integer('trade_in_id').notNull().references(() => tradeIns.id, { onDelete: 'cascade' }),
  slot: text('slot').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** 'staff' (uploaded_by_user_id set) or 'customer'. */
  uploader: text('uploader').notNull(),
  uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('trade_in_pictures_slot_idx').on(t.tradeInId, t.slot)]);

/** Shared gallery links (/gallery/<token>): only the token's SHA-256 is kept, with its expiry. */
export const tradeInGalleryLinks = pgTable('trade_in_gallery_links', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  tradeInId: integer('trade_in_id').notNull().references(() => tradeIns.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: tstz('expires_at').notNull(),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('trade_in_gallery_links_trade_in_idx').on(t.tradeInId, t.expiresAt)]);
