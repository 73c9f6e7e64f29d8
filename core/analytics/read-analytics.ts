import * as E from 'fp-ts/Either';
import type { StaticAccessFlags } from '../access/actor';
import type { Dealership, DealershipRepository } from '../access/dealership';
import type { DealershipContext } from '../access/dealership-context';
import { isOrganizationRole } from '../access/role';
import { forbidden, type Forbidden, type InvalidQuery } from '../shared/errors';
import type { Clock } from '../shared/ports/clock';
import type { RawQuery } from '../shared/query-params';
import { canViewAnalytics } from './analytics-access';
import type { Figures } from './analytics-figures';
import { rollUp } from './analytics-figures';
import type { AnalyticsReader } from './analytics-reader';
import { recordPageEvents, recordShopPageEvents, type PageEventLog } from './page-events';
import { dayOf, previousPeriod, rangeInstants, readAnalyticsQuery, type DayRange } from './analytics-range';

export interface AnalyticsDeps {
  readonly analytics: AnalyticsReader;
  readonly dealerships: DealershipRepository;
  readonly clock: Clock;
  /** The static-data flags as the server answers them (enableAnalyticsDashboard). */
  readonly staticFlags: StaticAccessFlags;
}

export interface StoreAnalytics {
  readonly store: Dealership;
  readonly current: Figures;
  readonly previous: Figures;
}

export interface AnalyticsReport {
  readonly range: DayRange;
  readonly previousRange: DayRange;
  readonly stores: readonly StoreAnalytics[];
  /** Every shown store added together; null when only one store is shown. */
  readonly total: { readonly current: Figures; readonly previous: Figures } | null;
}

export type AnalyticsError = Forbidden | InvalidQuery;

/**
 * The stores whose figures the user sees: the session's store, and for an organization role the
 * other stores of the same organization where the user holds an organization role too. Super
 * admins see the store they chose (they switch stores to see another).
 */
export async function visibleStores(deps: Pick<AnalyticsDeps, 'dealerships'>, ctx: DealershipContext): Promise<readonly Dealership[]> {
  const here = ctx.dealership;
  if (!isOrganizationRole(ctx.role) || here.organizationId === null) return [here];
  const ids = ctx.memberships.filter((m) => isOrganizationRole(m.role) && m.dealershipId !== here.id).map((m) => m.dealershipId);
  const others = ids.length === 0 ? [] : (await deps.dealerships.byIds(ids)).filter((d) => d.organizationId === here.organizationId);
  return [here, ...[...others].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)];
}

/** GET analytics/: the period's figures for each store the user sees, their roll-up, and the previous period's. */
export const readAnalytics = (deps: AnalyticsDeps) =>
  async (ctx: DealershipContext, raw: RawQuery): Promise<E.Either<AnalyticsError, AnalyticsReport>> => {
    if (!canViewAnalytics(ctx.actor, deps.staticFlags)) return E.left(forbidden('view the analytics dashboard'));
    const now = deps.clock.now();
    const query = readAnalyticsQuery(raw, dayOf(now));
    if (E.isLeft(query)) return E.left({ _tag: 'InvalidQuery', errors: query.left });
    const { range, storeId } = query.right;
    const visible = await visibleStores(deps, ctx);
    const stores = storeId === null ? visible : visible.filter((s) => s.id === storeId);
    if (stores.length === 0) return E.left({ _tag: 'InvalidQuery', errors: { store: ['analytics.store_unknown'] } });
    const previousRange = previousPeriod(range);
    const ids = stores.map((s) => s.id);
    // The two periods at once: on PostgreSQL their queries run side by side on the pool.
    const [current, previous] = await Promise.all([
      deps.analytics.figures(ids, rangeInstants(range), now), deps.analytics.figures(ids, rangeInstants(previousRange), now, { snapshot: false }),
    ]);
    const perStore = stores.map((store, i) => ({ store, current: current[i]!, previous: previous[i]! }));
    return E.right({
      range, previousRange, stores: perStore,
      total: perStore.length < 2 ? null : { current: rollUp(current), previous: rollUp(previous) },
    });
  };

export const analyticsUseCases = (deps: AnalyticsDeps & { readonly pageEvents: PageEventLog }) => ({
  read: readAnalytics(deps),
  recordPageEvents: recordPageEvents(deps),
  recordShopPageEvents: recordShopPageEvents(deps),
});
export type AnalyticsUseCases = ReturnType<typeof analyticsUseCases>;
