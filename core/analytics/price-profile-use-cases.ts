import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { canAccessRoute } from '../access/route-access';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import { pageOf, type Page } from '../shared/page';
import { checkPriceProfile, type PriceProfile, type PriceProfileInput } from './price-profile';
import type { CandidateScope, PriceBatch, PriceCandidate, PriceProfileRepository } from './price-profile-repository';
import { daysInStock, priceByRules } from './price-rule';

export interface PriceProfileDeps {
  readonly priceProfiles: PriceProfileRepository;
  readonly clock: Clock;
  /** Reads only; apply and undo write their audit rows inside their transaction (the repository). */
  readonly audit?: AuditLog;
}

/** Why an apply or an undo was refused (409): nothing was written. */
export type PriceBatchRefused = {
  readonly _tag: 'PriceBatchRefused';
  readonly reason: 'nothing_to_apply' | 'already_undone' | 'not_an_apply' | 'changed_since';
  /** The vehicles in the way (changed since), by stock number. */
  readonly stockNumbers: readonly string[];
};
export type PriceProfileError = Forbidden | InvalidInput | NotFound | PriceBatchRefused;

/** One vehicle a profile changes, as the preview lists it. */
export interface PreviewRow {
  readonly vehicle: PriceCandidate;
  readonly daysInStock: number;
  readonly ruleIndex: number;
  readonly oldCents: number;
  readonly newCents: number;
}

export const PREVIEW_PAGE_SIZE = 25;
/** Candidates read per query by the preview (memory holds one such chunk, whatever the inventory's size). */
export const PREVIEW_SCAN_SIZE = 2000;

/** Super admins only: the route table's rule for /price-profiles (an empty allowed-role list). */
export function mayManagePrices(ctx: DealershipContext): boolean {
  return canAccessRoute('price-profiles', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed;
}

const todayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The candidates whose price the profile would change (a rule matches and the price differs), in the candidates' order. */
export function changesOf(profile: Pick<PriceProfile, 'rules'>, candidates: readonly PriceCandidate[], today: string): readonly PreviewRow[] {
  const rows: PreviewRow[] = [];
  for (const v of candidates) {
    const priced = priceByRules(profile.rules, v, today);
    if (priced === null || priced.priceCents === v.listingPriceCents) continue;
    rows.push({ vehicle: v, daysInStock: daysInStock(v.arrivalDate, today), ruleIndex: priced.ruleIndex, oldCents: v.listingPriceCents, newCents: priced.priceCents });
  }
  return rows;
}

/**
 * One page of the preview and how many vehicles change, in bounded memory: the candidates the
 * rules may match are read chunk by chunk in stock-number order (the database narrows them by the
 * rules' criteria), priced, counted, and only the asked page's rows are kept.
 */
async function previewPage(repo: PriceProfileRepository, dealershipId: number, profile: Pick<PriceProfile, 'rules'>, today: string, page: number): Promise<Page<PreviewRow>> {
  const scope: CandidateScope = { rules: profile.rules, today };
  const from = (page - 1) * PREVIEW_PAGE_SIZE;
  const rows: PreviewRow[] = [];
  let count = 0;
  let after: string | null = null;
  for (;;) {
    const chunk: readonly PriceCandidate[] = await repo.candidates(dealershipId, scope, after, PREVIEW_SCAN_SIZE);
    for (const row of changesOf(profile, chunk, today)) {
      if (count >= from && rows.length < PREVIEW_PAGE_SIZE) rows.push(row);
      count += 1;
    }
    const last = chunk[chunk.length - 1];
    if (chunk.length < PREVIEW_SCAN_SIZE || last === undefined) break;
    after = last.stockNumber;
  }
  return pageOf(count, page, PREVIEW_PAGE_SIZE, rows);
}

/** The price-profile use cases (issue 17 item 4), each refused with 403 below super admin. */
export const priceProfileUseCases = (deps: PriceProfileDeps) => {
  const P = deps.priceProfiles;
  const guard = <A>(ctx: DealershipContext, run: () => Promise<E.Either<PriceProfileError, A>>): TE.TaskEither<PriceProfileError, A> => async () =>
    (mayManagePrices(ctx) ? run() : E.left(forbidden('manage_price_profiles')));
  const own = async (ctx: DealershipContext, id: number) => P.byId(ctx.dealership.id, id);

  return {
    list: (ctx: DealershipContext) => guard(ctx, async () => E.right(await P.list(ctx.dealership.id))),
    get: (ctx: DealershipContext, id: number) => guard(ctx, async () => {
      const p = await own(ctx, id);
      return p === null ? E.left(notFound) : E.right(p);
    }),
    create: (ctx: DealershipContext, input: PriceProfileInput) => guard(ctx, async () => {
      const checked = checkPriceProfile(input);
      if (!checked.ok) return E.left(invalidInput(checked.errors));
      return E.right(await P.create(ctx.dealership.id, checked.values, ctx.user.id, deps.clock.now()));
    }),
    update: (ctx: DealershipContext, id: number, input: PriceProfileInput) => guard(ctx, async () => {
      if ((await own(ctx, id)) === null) return E.left(notFound);
      const checked = checkPriceProfile(input);
      if (!checked.ok) return E.left(invalidInput(checked.errors));
      const saved = await P.update(ctx.dealership.id, id, checked.values, deps.clock.now());
      return saved === null ? E.left(notFound) : E.right(saved);
    }),
    /** Deleting a profile keeps its batches (their name is copied), so they can still be undone. */
    remove: (ctx: DealershipContext, id: number) => guard(ctx, async () =>
      ((await P.delete(ctx.dealership.id, id)) ? E.right(undefined) : E.left(notFound))),

    /** POST price-profiles/{id}/preview/: the vehicles the profile would change, one page, and how many. */
    preview: (ctx: DealershipContext, id: number, page: number) => guard(ctx, async (): Promise<E.Either<PriceProfileError, Page<PreviewRow>>> => {
      const profile = await own(ctx, id);
      if (profile === null) return E.left(notFound);
      return E.right(await previewPage(P, ctx.dealership.id, profile, todayOf(deps.clock.now()), Math.max(1, Math.trunc(page))));
    }),

    /**
     * POST price-profiles/{id}/apply/: every change of the preview, in one transaction with its
     * audit row; the rules run chunk by chunk on the vehicles as the transaction locked them.
     */
    apply: (ctx: DealershipContext, id: number, ip: string) => guard(ctx, async (): Promise<E.Either<PriceProfileError, PriceBatch>> => {
      const profile = await own(ctx, id);
      if (profile === null) return E.left(notFound);
      const at = deps.clock.now();
      const today = todayOf(at);
      const outcome = await P.apply(ctx.dealership.id, {
        profileId: profile.id, profileName: profile.name, userId: ctx.user.id, at, scope: { rules: profile.rules, today },
        price: (chunk) => changesOf(profile, chunk, today).map((r) => ({ vehicleId: r.vehicle.id, oldCents: r.oldCents, newCents: r.newCents })),
        audit: { action: 'price_profile_applied', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { profile_id: profile.id, profile_name: profile.name } },
      });
      if (outcome._tag === 'nothing_to_apply') return E.left({ _tag: 'PriceBatchRefused', reason: 'nothing_to_apply', stockNumbers: [] });
      return E.right(outcome.batch);
    }),

    /** POST price-profiles/batches/{id}/undo/: the batch's old prices back, or a refusal that names the vehicles in the way. */
    undo: (ctx: DealershipContext, batchId: number, ip: string) => guard(ctx, async (): Promise<E.Either<PriceProfileError, PriceBatch>> => {
      const outcome = await P.undo(ctx.dealership.id, batchId, {
        userId: ctx.user.id, at: deps.clock.now(),
        audit: { action: 'price_profile_undone', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail: { batch_id: batchId } },
      });
      switch (outcome._tag) {
        case 'undone': return E.right(outcome.batch);
        case 'not_found': return E.left(notFound);
        case 'refused': return E.left({ _tag: 'PriceBatchRefused', reason: outcome.reason, stockNumbers: [] });
        case 'changed_since': return E.left({ _tag: 'PriceBatchRefused', reason: 'changed_since', stockNumbers: outcome.stockNumbers });
      }
    }),

    batches: (ctx: DealershipContext, page: number, limit: number) => guard(ctx, async () => E.right(await P.batches(ctx.dealership.id, Math.max(1, Math.trunc(page)), limit))),
  };
};
export type PriceProfileUseCases = ReturnType<typeof priceProfileUseCases>;
