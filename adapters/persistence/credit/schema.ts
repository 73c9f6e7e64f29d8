import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships } from '../access/schema';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import { createdAt, tstz, updatedAt } from '../shared/schema-columns';

// The credit context's table (issue 15): one credit application per deal. Each person's answers are
// kept in two parts: the open ones (jsonb, sensitive fields emptied) and the sensitive ones sealed
// together (AES-256-GCM, core/credit/credit-sealing.ts), with the id of the key that sealed them.

export const creditApplications = pgTable('credit_applications', {
  id: serial('id').primaryKey(),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  /** 1 awaiting customer, 2 awaiting dealer, 3 complete, 4 declined, 5 further verification (spec 002). */
  status: smallint('status').notNull(),
  hasCoApplicant: boolean('has_co_applicant').notNull().default(false),
  applicantOpen: jsonb('applicant_open').$type<Record<string, string>>().notNull(),
  applicantSealed: text('applicant_sealed').notNull(),
  applicantKeyId: text('applicant_key_id').notNull(),
  coApplicantOpen: jsonb('co_applicant_open').$type<Record<string, string>>(),
  coApplicantSealed: text('co_applicant_sealed'),
  coApplicantKeyId: text('co_applicant_key_id'),
  applicantConsent: boolean('applicant_consent').notNull().default(false),
  applicantAcknowledgement: boolean('applicant_acknowledgement').notNull().default(false),
  coApplicantAcknowledgement: boolean('co_applicant_acknowledgement').notNull().default(false),
  topPageUrl: text('top_page_url'),
  creditCheckReferenceNumber: text('credit_check_reference_number'),
  leadReferenceNumber: text('lead_reference_number'),
  verifyRequestComments: text('verify_request_comments'),
  submittedAt: tstz('submitted_at'),
  decidedAt: tstz('decided_at'),
  decidedByUserId: integer('decided_by_user_id'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('credit_applications_order_idx').on(t.orderId),
  index('credit_applications_dealership_idx').on(t.dealershipId, t.status),
  // Key rotation looks for rows sealed by another key.
  index('credit_applications_key_idx').on(t.applicantKeyId),
]);

// The customer's unfinished application (issue 29 item 4): one per deal, the steps completed so far,
// each person's answers kept as an application's are (open jsonb, secrets sealed with their key id).
export const creditDrafts = pgTable('credit_drafts', {
  orderId: integer('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  /** The furthest step reached (a name of CREDIT_STEPS). */
  step: text('step').notNull(),
  hasCoApplicant: boolean('has_co_applicant').notNull().default(false),
  applicantOpen: jsonb('applicant_open').$type<Record<string, string>>().notNull(),
  applicantSealed: text('applicant_sealed').notNull(),
  applicantKeyId: text('applicant_key_id').notNull(),
  coApplicantOpen: jsonb('co_applicant_open').$type<Record<string, string>>(),
  coApplicantSealed: text('co_applicant_sealed'),
  coApplicantKeyId: text('co_applicant_key_id'),
  applicantConsent: boolean('applicant_consent').notNull().default(false),
  applicantAcknowledgement: boolean('applicant_acknowledgement').notNull().default(false),
  coApplicantAcknowledgement: boolean('co_applicant_acknowledgement').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
