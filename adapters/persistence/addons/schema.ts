import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { dealerships, users } from '../access/schema';
import { bytea, createdAt, updatedAt } from '../shared/schema-columns';

// The addons context's tables: media, accessories, protection plans and their prices and taxes,
// plan types, PEN products, aftermarket questions. Money in integer cents.

/** Uploaded images and PDFs (add-on media), kept in the database so every server of a fleet serves them. */
export const media = pgTable('media', {
  id: text('id').primaryKey(), // random, unguessable
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  fileName: text('file_name').notNull().default(''),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/** Accessories (spec 002 section 3), categories A, E, I. */
export const accessories = pgTable('accessories', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  category: text('category').notNull(), // 'A' | 'E' | 'I'
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
  sku: text('sku').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  installationChargeOverrideCents: integer('installation_charge_override_cents'),
  preInstalled: boolean('pre_installed').notNull().default(false),
  active: boolean('active').notNull().default(true),
  vehicleTypes: jsonb('vehicle_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  imageMediaId: text('image_media_id').references(() => media.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('accessories_dealership_idx').on(t.dealershipId, t.id)]);

export const protectionPlanTypes = pgTable('protection_plan_types', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull().default(''),
});

/** A product of a PEN (provider exchange network) provider whose localized prices a plan may use. */
export const penProducts = pgTable('pen_products', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  provider: text('provider').notNull().default(''),
  productCode: text('product_code').notNull().default(''),
  coverages: jsonb('coverages').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
});

/** Protection plans (spec 002 section 3): category protection_plan, vw_upgrade, ppp or q. */
export const protectionPlans = pgTable('protection_plans', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  /** 'service_contract' | 'gap'; null = any other plan (a US state's rule on its tax follows it). */
  kind: text('kind'),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull().default(''),
  description: text('description').notNull().default(''),
  descriptionFr: text('description_fr').notNull().default(''),
  typeId: integer('type_id').references(() => protectionPlanTypes.id, { onDelete: 'set null' }),
  paymentTypes: jsonb('payment_type').$type<string[]>().notNull().default(sql`'["cash","finance","lease"]'::jsonb`),
  vehicleConditions: jsonb('vehicle_condition').$type<string[]>().notNull().default(sql`'["New","Used"]'::jsonb`),
  vehicleTypes: jsonb('vehicle_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  pdfUrl: text('pdf_url').notNull().default(''),
  pdfUrlFr: text('pdf_url_fr').notNull().default(''),
  videoUrl: text('video_url').notNull().default(''),
  videoUrlFr: text('video_url_fr').notNull().default(''),
  gst: boolean('gst').notNull().default(false),
  hst: boolean('hst').notNull().default(false),
  pst: boolean('pst').notNull().default(false),
  qst: boolean('qst').notNull().default(false),
  usePenForLocalizedPrices: boolean('use_pen_for_localized_prices').notNull().default(false),
  penCoverage: text('pen_coverage').notNull().default(''),
  penProductId: integer('pen_product_for_coverage').references(() => penProducts.id, { onDelete: 'set null' }),
  productCode: text('product_code').notNull().default(''),
  durationType: text('duration_type').notNull().default('months'),
  customDurationLabelEn: text('custom_duration_label_en').notNull().default(''),
  customDurationLabelFr: text('custom_duration_label_fr').notNull().default(''),
  active: boolean('active').notNull().default(true),
  imageMediaId: text('image_media_id').references(() => media.id, { onDelete: 'set null' }),
  pdfMediaId: text('pdf_media_id').references(() => media.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('protection_plans_dealership_idx').on(t.dealershipId, t.id)]);

/** A plan's price for a term (months) and distance (km or miles; null = unlimited), optionally by vehicle price band. */
export const protectionPlanPrices = pgTable('protection_plan_prices', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id').notNull().references(() => protectionPlans.id, { onDelete: 'cascade' }),
  term: integer('term').notNull(),
  distance: integer('distance'),
  priceCents: integer('price_cents').notNull(),
  minVehiclePriceCents: integer('min_vehicle_price_cents'),
  maxVehiclePriceCents: integer('max_vehicle_price_cents'),
}, (t) => [index('protection_plan_prices_plan_idx').on(t.planId)]);

/** Which sales taxes apply to a plan in a province (overrides the plan's gst/hst/pst/qst flags there). */
export const protectionPlanProvinceTaxes = pgTable('protection_plan_province_taxes', {
  planId: integer('plan_id').notNull().references(() => protectionPlans.id, { onDelete: 'cascade' }),
  provinceCode: text('province_code').notNull(),
  gst: boolean('gst').notNull().default(false),
  hst: boolean('hst').notNull().default(false),
  pst: boolean('pst').notNull().default(false),
  qst: boolean('qst').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.planId, t.provinceCode] })]);

/** Questions asked to the customer about add-ons (aftermarket questions). */
export const aftermarketQuestions = pgTable('aftermarket_questions', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id, { onDelete: 'cascade' }),
  questionEn: text('question_en').notNull(),
  questionFr: text('question_fr').notNull().default(''),
  fieldType: text('field_type').notNull().default('boolean'),
  choices: jsonb('choices').$type<{ en: string; fr: string }[]>().notNull().default(sql`'[]'::jsonb`),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [index('aftermarket_questions_dealership_idx').on(t.dealershipId)]);
