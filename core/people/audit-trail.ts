import * as E from 'fp-ts/Either';
import type { DealershipContext } from '../access/dealership-context';
import { canAccessRoute } from '../access/route-access';
import type { AuditAction } from '../shared/ports/audit-log';
import { pageOf, type Page } from '../shared/page';
import { paramReader, type QueryParamCode, type RawQuery } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';
import { forbidden, type Forbidden, type InvalidQuery } from '../shared/errors';

/** The actions the store's trail shows: who changed people, settings, accounts (not every sign-in). */
export const TRAIL_ACTIONS = [
  'user_created', 'user_invited', 'user_invitation_resent', 'user_updated', 'user_role_changed', 'user_permissions_changed',
  'user_activated', 'user_deactivated', 'profile_updated', 'email_changed', 'avatar_changed', 'password_changed',
  'dealership_updated', 'dealership_logo_changed', 'card_processor_connected', 'card_processor_disconnected',
  'dealership_switched', 'customers_exported', 'sign_in', 'sign_in_failed', 'sso_sign_in', 'sso_sign_in_refused', 'sso_connection_changed',
  // Issue 14.5: who added, opened or removed a deal's documents (a licence, a pay stub) is the store's to see.
  'document_uploaded', 'document_downloaded', 'document_deleted',
  // Issue 15: who saw a customer's credit secrets, and who decided an application.
  'credit_application_revealed', 'credit_application_approved', 'credit_application_further_verification',
  // Issue 15 (shop): who looked at a deal as its customer sees it.
  'login_as_customer', 'customer_view_read',
  // Issue 16: money offered for a customer's vehicle, and the customer's answer.
  'trade_in_offer_made', 'trade_in_offer_accepted', 'trade_in_offer_declined',
  // Issue 16.5: the trade-in's pictures, and who shared its gallery outside the panel.
  'trade_in_picture_uploaded', 'trade_in_picture_deleted', 'trade_in_gallery_shared',
  // Issue 18: who printed a deal's recap (the customer's name, contact and money).
  'deal_recap_printed',
  // Issue 18.1: who put a desking pencil back on a deal's worksheet.
  'desking_pencil_restored',
  // Issue 18: who merged two customers, and who undid it.
  'customers_merged', 'customer_merge_undone',
  // Issue 18.3: leads imported from ADF documents, and customers handed to another CRM as ADF.
  'adf_leads_imported', 'adf_lead_exported',
  // Issue 16 item 4: who changed the questions customers answer about their vehicle.
  'trade_in_question_created', 'trade_in_question_updated', 'trade_in_question_deleted', 'trade_in_questions_reordered',
  // Issue 17 item 4: who changed the advertised prices of the inventory, and who undid it.
  'price_profile_applied', 'price_profile_undone',
  // Issue 17 item 6: who changed the store's MarketScan mapping of fees and discounts.
  'marketscan_types_changed',
  // Issue 30.5: an admin reset a staff member's second factors; a recovery code was used.
  'second_factors_reset', 'recovery_code_used',
  // Issue 30.4: who sent a message again from the Messages screen.
  'message_resent',
  // Issue 31 item 0: the store's first day, set up from the command line.
  'store_set_up',
  // Issue 31 item 0: the store's first line, who created it.
  'dealership_created',
  // Issue 31 item 1: who brought the inventory in from a feed, and who undid it.
  'inventory_imported', 'inventory_import_undone', 'inventory_pull_set', 'inventory_pull_removed',
  // Issue 31 item 4: who published the inventory (a feed made or revoked) and who downloaded it.
  'inventory_feed_created', 'inventory_feed_revoked', 'inventory_exported',
  // Issue 32 item 3: who changed the store's local tax rates (a deal's taxes follow them).
  'local_tax_rates_saved', 'local_tax_rate_deleted',
  // Issue 31 item 3: who brought customers in from another CRM, undid it, or saved the file's columns.
  'customers_imported', 'customer_import_undone', 'customer_import_mapping_saved',
] as const satisfies readonly AuditAction[];
export type TrailAction = (typeof TRAIL_ACTIONS)[number];

export const TRAIL_PAGE_SIZE = 25;

export interface AuditTrailFilter {
  readonly actions: readonly TrailAction[] | null;
  readonly actorId: number | null;
  /** Inclusive days, YYYY-MM-DD in the store's calendar (read as UTC days: decision in docs/decisions/people.md). */
  readonly from: string | null;
  readonly to: string | null;
}

export interface AuditTrailEntry {
  readonly id: number;
  readonly at: Date;
  readonly action: string;
  readonly actor: { readonly id: number; readonly name: string; readonly email: string } | null;
  /** The user the change was about (a role, a deactivation), when it was about one. */
  readonly target: { readonly id: number; readonly name: string } | null;
  readonly ip: string;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>> | null;
}

/** Reads one store's trail, newest first. Contract: never a row of another dealership. */
export interface AuditTrailReader {
  page(dealershipId: number, filter: AuditTrailFilter, offset: number, limit: number): Promise<{ readonly rows: readonly AuditTrailEntry[]; readonly count: number }>;
}

export type AuditTrailError = Forbidden | InvalidQuery;

/** The trail is an administrator's screen: the roles that may open /activity (not the sales floor). */
export function mayReadAuditTrail(ctx: DealershipContext): boolean {
  return canAccessRoute('activity', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const validDay = (value: string): boolean => {
  const m = DAY.exec(value);
  if (m === null) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** `action`, `user`, `from`, `to`, `page` of GET …/audit-trail/, every bad one named at once. */
export function readTrailQuery(raw: RawQuery): E.Either<FieldErrors<QueryParamCode | 'date.invalid'>, { readonly filter: AuditTrailFilter; readonly page: number }> {
  const read = paramReader(raw);
  const actions = read.choices('action', TRAIL_ACTIONS);
  const actor = read.integers('user', 1, 2_147_483_647);
  const page = read.integer('page', 1, 1, 100_000, 'list.page_invalid');
  const errors: Record<string, ['date.invalid']> = {};
  const day = (key: string): string | null => {
    const value = read.text(key, 10);
    if (value === '') return null;
    if (!validDay(value)) { errors[key] = ['date.invalid']; return null; }
    return value;
  };
  const from = day('from');
  const to = day('to');
  const failed = { ...read.failed(), ...errors };
  if (Object.keys(failed).length > 0) return E.left(failed as FieldErrors<QueryParamCode | 'date.invalid'>);
  return E.right({ filter: { actions, actorId: actor?.[0] ?? null, from, to }, page });
}

/** One page of the session store's trail for an administrator. */
export const readAuditTrail = (deps: { readonly auditTrail: AuditTrailReader }) =>
  async (ctx: DealershipContext, raw: RawQuery): Promise<E.Either<AuditTrailError, Page<AuditTrailEntry>>> => {
    if (!mayReadAuditTrail(ctx)) return E.left(forbidden('read the audit trail'));
    const query = readTrailQuery(raw);
    if (E.isLeft(query)) return E.left({ _tag: 'InvalidQuery', errors: query.left });
    const { filter, page } = query.right;
    // No action chosen: the trail's actions, not every technical event (one-time codes sent…).
    const actions = filter.actions ?? TRAIL_ACTIONS;
    const { rows, count } = await deps.auditTrail.page(ctx.dealership.id, { ...filter, actions }, (page - 1) * TRAIL_PAGE_SIZE, TRAIL_PAGE_SIZE);
    return E.right(pageOf(count, page, TRAIL_PAGE_SIZE, rows));
  };

/** The audit trail's use cases, bound to their ports. */
export const auditTrailUseCases = (deps: { readonly auditTrail: AuditTrailReader }) => ({ read: readAuditTrail(deps) });
export type AuditTrailUseCases = ReturnType<typeof auditTrailUseCases>;
