import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { isSuperAdminActor } from '../access/actor';
import type { DealershipContext } from '../access/dealership-context';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { forbidden, invalidInput, type Forbidden, type InvalidInput } from '../shared/errors';
import { idFromText } from '../shared/ids';
import { MARKETSCAN_TYPES, type FeeOrDiscount } from './fee-or-discount';
import type { FeeRepository } from './fee-repository';

export interface MarketscanDeps {
  readonly fees: Pick<FeeRepository, 'list' | 'setMarketscanTypes'>;
  readonly audit: AuditLog;
  readonly clock: Clock;
}

/** One row's MarketScan type to set (null: none). */
export interface MarketscanChange {
  readonly id: number;
  readonly marketscanType: string | null;
}

/** The store's global fees, then its global discounts: the rows a MarketScan mapping covers (custom rows keep theirs on the deal). */
async function catalogue(deps: MarketscanDeps, dealershipId: number): Promise<readonly FeeOrDiscount[]> {
  return [...await deps.fees.list(dealershipId, 'fee', 'global', null), ...await deps.fees.list(dealershipId, 'discount', 'global', null)];
}

const denied = (): E.Either<Forbidden, never> => E.left(forbidden('marketscan'));

/** GET marketscan/: super admins only (spec 000 section 5: /marketscan is super-admin-only). */
export const listMarketscanMapping = (deps: MarketscanDeps) =>
  (ctx: DealershipContext): TE.TaskEither<Forbidden, readonly FeeOrDiscount[]> => async () =>
    (isSuperAdminActor(ctx.actor) ? E.right(await catalogue(deps, ctx.dealership.id)) : denied());

/**
 * Checks a mapping `{ "<row id>": "<type>" | null }` against the store's rows and the closed list
 * (static data's marketscanFeeTypes): every error at once, at `mappings.<id>` (`reference.not_found`
 * for a row that is not one of the store's global rows, `choice.invalid` for a type off the list).
 */
export function checkMarketscanMapping(rows: readonly FeeOrDiscount[], mappings: Readonly<Record<string, unknown>>):
  { readonly ok: true; readonly changes: readonly MarketscanChange[] } | { readonly ok: false; readonly errors: Record<string, [string]> } {
  const errors: Record<string, [string]> = {};
  const changes: MarketscanChange[] = [];
  for (const [key, value] of Object.entries(mappings)) {
    const id = idFromText(key);
    const row = id === null ? undefined : rows.find((r) => r.id === id);
    if (row === undefined) { errors[`mappings.${key}`] = ['reference.not_found']; continue; }
    if (value !== null && (typeof value !== 'string' || !(MARKETSCAN_TYPES as readonly string[]).includes(value))) { errors[`mappings.${key}`] = ['choice.invalid']; continue; }
    if (row.marketscanType !== value) changes.push({ id: row.id, marketscanType: value });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes };
}

/**
 * PUT marketscan/: sets the rows' types, all or none, and records who changed which (before and
 * after of the changed rows only). Rows not named keep theirs; a row named with its own type is no
 * change. Amounts and every other field stay as they are.
 */
export const saveMarketscanMapping = (deps: MarketscanDeps) =>
  (ctx: DealershipContext, mappings: Readonly<Record<string, unknown>>, ip: string): TE.TaskEither<Forbidden | InvalidInput, readonly FeeOrDiscount[]> => async () => {
    if (!isSuperAdminActor(ctx.actor)) return denied();
    const rows = await catalogue(deps, ctx.dealership.id);
    const checked = checkMarketscanMapping(rows, mappings);
    if (!checked.ok) return E.left(invalidInput(checked.errors));
    if (checked.changes.length === 0) return E.right(rows);
    await deps.fees.setMarketscanTypes(ctx.dealership.id, checked.changes, deps.clock.now());
    const before = Object.fromEntries(checked.changes.map((c) => [String(c.id), rows.find((r) => r.id === c.id)?.marketscanType ?? null]));
    const after = Object.fromEntries(checked.changes.map((c) => [String(c.id), c.marketscanType]));
    await deps.audit.record({ action: 'marketscan_types_changed', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { rows: checked.changes.length }, before, after });
    return E.right(await catalogue(deps, ctx.dealership.id));
  };

export const marketscanUseCases = (deps: MarketscanDeps) => ({
  list: listMarketscanMapping(deps),
  save: saveMarketscanMapping(deps),
});
export type MarketscanUseCases = ReturnType<typeof marketscanUseCases>;
