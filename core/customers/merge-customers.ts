import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { isAdminActor, type Actor } from '../access/actor';
import { canAccessRoute } from '../access/route-access';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type InvalidQuery, type NotFound } from '../shared/errors';
import { isId } from '../shared/ids';
import type { CustomerRepository } from './customer-repository';
import { mergeFields, mergedCustomerFields, type MergedField } from './customer-merge';
import type { CustomerMerge, CustomerMergeRepository, DuplicateCandidate, MergeCounts } from './customer-merge-repository';
import { isLikelyDuplicate, scorePair, type DuplicateReason } from './duplicate-score';

/** Both customers have a trade-in without a deal: one must be attached to a deal first. */
export type CustomerMergeConflict = { readonly _tag: 'CustomerMergeConflict'; readonly reason: 'trade_in' };
/** The merge was undone already, or something new reached the kept customer since (customer-merge-repository.ts). */
export type MergeUndoRefused = { readonly _tag: 'MergeUndoRefused'; readonly reason: 'already_undone' | 'changed_since' };

export interface CustomerMergeDeps {
  readonly customers: CustomerRepository;
  readonly customerMerges: CustomerMergeRepository;
  readonly audit: AuditLog;
  readonly clock: Clock;
}

/** Who may see the store's likely duplicates: whoever may open the screen (not a sales rep, who sees only their own customers). */
export function mayListDuplicates(ctx: Pick<DealershipContext, 'actor' | 'dealership'>): boolean {
  return canAccessRoute('customer-duplicates', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed;
}

/** Who may merge and undo: sales managers and admins, never a manufacturer's corporate user (they look, they do not act). */
export function mayMergeCustomers(actor: Actor): boolean {
  return (isAdminActor(actor) || actor.role === 'dealer_sales_manager') && !actor.isCorporate;
}

export const DUPLICATES_PAGE_SIZE = 20;
/** Candidate pairs read per request: a store with more pages through the strongest first. */
export const MAX_CANDIDATE_PAIRS = 2000;

export interface DuplicatePair {
  readonly score: number;
  readonly reasons: readonly DuplicateReason[];
  /** Oldest first (the suggested record to keep). */
  readonly customers: readonly [DuplicateCandidate, DuplicateCandidate];
}
export interface DuplicatePage {
  readonly count: number;
  readonly current: number;
  readonly last: number;
  readonly limit: number;
  readonly results: readonly DuplicatePair[];
}

/** GET customers/duplicates/?page=: the store's likely duplicate pairs, strongest first. */
export const listDuplicates = (deps: CustomerMergeDeps) =>
  (ctx: DealershipContext, query: Readonly<Record<string, unknown>>): TE.TaskEither<Forbidden | InvalidQuery, DuplicatePage> => async () => {
    if (!mayListDuplicates(ctx)) return E.left(forbidden('list_duplicates'));
    const raw = query['page'];
    const page = raw === undefined || raw === '' ? 1 : typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
    if (page < 1) return E.left({ _tag: 'InvalidQuery', errors: { page: ['list.page_invalid'] } });
    const pairs = await deps.customerMerges.candidatePairs(ctx.dealership.id, MAX_CANDIDATE_PAIRS);
    const scored = pairs.map(([a, b]): DuplicatePair => {
      const s = scorePair(a, b);
      const ordered: readonly [DuplicateCandidate, DuplicateCandidate] = a.createdAt.getTime() < b.createdAt.getTime() || (a.createdAt.getTime() === b.createdAt.getTime() && a.id < b.id) ? [a, b] : [b, a];
      return { score: s.score, reasons: s.reasons, customers: ordered };
    }).filter((p) => isLikelyDuplicate(p))
      .sort((x, y) => y.score - x.score || x.customers[0].id - y.customers[0].id || x.customers[1].id - y.customers[1].id);
    const last = Math.max(1, Math.ceil(scored.length / DUPLICATES_PAGE_SIZE));
    const start = (page - 1) * DUPLICATES_PAGE_SIZE;
    return E.right({ count: scored.length, current: page, last, limit: DUPLICATES_PAGE_SIZE, results: scored.slice(start, start + DUPLICATES_PAGE_SIZE) });
  };

export interface MergeResult {
  /** null on a dry run. */
  readonly id: number | null;
  readonly keptId: number;
  readonly mergedId: number;
  readonly fields: readonly MergedField[];
  /** What moves from the merged-away customer to the kept one. */
  readonly counts: MergeCounts;
}

function readIds(input: { readonly keep: unknown; readonly merge: unknown }): E.Either<InvalidInput, { keep: number; merge: number }> {
  const errors: Record<string, [string]> = {};
  const one = (name: 'keep' | 'merge'): number | null => {
    const v = input[name];
    if (v === undefined || v === null || v === '') { errors[name] = ['required']; return null; }
    if (typeof v !== 'number' || !isId(v)) { errors[name] = ['reference.not_found']; return null; }
    return v;
  };
  const keep = one('keep');
  const merge = one('merge');
  if (keep !== null && merge !== null && keep === merge) errors['merge'] = ['customer.merge_same'];
  return Object.keys(errors).length > 0 || keep === null || merge === null ? E.left(invalidInput(errors)) : E.right({ keep, merge });
}

/**
 * POST customers/merge/ {keep, merge} (dry_run: the preview only). The kept record's fields win,
 * its blanks are filled from the other (customer-merge.ts); every row of the other moves.
 */
export const mergeCustomers = (deps: CustomerMergeDeps) =>
  (ctx: DealershipContext, input: { readonly keep: unknown; readonly merge: unknown; readonly dryRun: boolean; readonly ip: string }): TE.TaskEither<Forbidden | InvalidInput | NotFound | CustomerMergeConflict, MergeResult> => async () => {
    if (!mayMergeCustomers(ctx.actor)) return E.left(forbidden('merge_customers'));
    const ids = readIds(input);
    if (E.isLeft(ids)) return ids;
    const { keep, merge } = ids.right;
    const [kept, merged] = await Promise.all([deps.customers.byId(ctx.dealership.id, keep), deps.customers.byId(ctx.dealership.id, merge)]);
    if (kept === null || merged === null) return E.left(notFound);
    const fields = mergeFields(kept, merged);
    if (input.dryRun) {
      const counts = await deps.customerMerges.countsOf(ctx.dealership.id, merge);
      return E.right({ id: null, keptId: keep, mergedId: merge, fields, counts });
    }
    const counts = await deps.customerMerges.countsOf(ctx.dealership.id, merge);
    const outcome = await deps.customerMerges.merge(ctx.dealership.id, { keptId: keep, mergedId: merge, fields: mergedCustomerFields(kept, merged), userId: ctx.user.id, at: deps.clock.now() });
    if (outcome._tag === 'not_found') return E.left(notFound);
    if (outcome._tag === 'conflict') return E.left({ _tag: 'CustomerMergeConflict', reason: outcome.reason });
    await deps.audit.record({
      action: 'customers_merged', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip: input.ip,
      detail: { merge_id: outcome.merge.id, kept_id: keep, merged_id: merge, ...Object.fromEntries(Object.entries(outcome.merge.moved).map(([table, rows]) => [`moved_${table}`, rows.length])) },
      before: { kept: { ...kept }, merged: { ...merged } },
      after: Object.fromEntries(fields.map((f) => [f.field, f.result])),
    });
    return E.right({ id: outcome.merge.id, keptId: keep, mergedId: merge, fields, counts });
  };

/** POST customers/merge/{id}/undo/: everything back where it was, while nothing new reached the kept customer. */
export const undoMerge = (deps: CustomerMergeDeps) =>
  (ctx: DealershipContext, id: number, ip: string): TE.TaskEither<Forbidden | NotFound | MergeUndoRefused, { readonly id: number }> => async () => {
    if (!mayMergeCustomers(ctx.actor)) return E.left(forbidden('undo_customer_merge'));
    const outcome = await deps.customerMerges.undo(ctx.dealership.id, id, ctx.user.id, deps.clock.now());
    if (outcome === 'not_found') return E.left(notFound);
    if (outcome !== 'undone') return E.left({ _tag: 'MergeUndoRefused', reason: outcome });
    await deps.audit.record({ action: 'customer_merge_undone', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { merge_id: id } });
    return E.right({ id });
  };

/** GET customers/{id}/last_merge/: the newest merge into this customer not undone (null: none), for the record's Undo. */
export const lastMerge = (deps: CustomerMergeDeps) =>
  (ctx: DealershipContext, customerId: number): TE.TaskEither<NotFound, { readonly merge: CustomerMerge; readonly undoable: boolean } | null> => async () => {
    if ((await deps.customers.byId(ctx.dealership.id, customerId)) === null) return E.left(notFound);
    if (!mayListDuplicates(ctx)) return E.right(null);
    const found = await deps.customerMerges.latestInto(ctx.dealership.id, customerId);
    return E.right(found === null ? null : { merge: found.merge, undoable: found.undoable && mayMergeCustomers(ctx.actor) });
  };

export const customerMergeUseCases = (deps: CustomerMergeDeps) => ({
  duplicates: listDuplicates(deps),
  merge: mergeCustomers(deps),
  undo: undoMerge(deps),
  lastMerge: lastMerge(deps),
});
export type CustomerMergeUseCases = ReturnType<typeof customerMergeUseCases>;
