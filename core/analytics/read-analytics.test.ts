import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/actor';
import type { DealershipContext } from '../access/dealership-context';
import type { Membership } from '../access/dealer-user';
import type { DealerRole } from '../access/role';
import { aDealership, fakeClock, inMemoryDealerships } from '../access/testing/in-memory-ports';
import { EMPTY_FIGURES } from './analytics-figures';
import type { AnalyticsReader } from './analytics-reader';
import { readAnalytics } from './read-analytics';

const here = aDealership({ id: 1, name: 'Toronto', organizationId: 9 });
const stores = inMemoryDealerships([here, aDealership({ id: 2, name: 'Montréal', organizationId: 9 }), aDealership({ id: 3, name: 'Elsewhere', organizationId: 8 })]);
const asked: { ids: readonly number[]; start: Date }[] = [];
const reader: AnalyticsReader = {
  async figures(ids, period) { asked.push({ ids, start: period.start }); return ids.map((id) => ({ ...EMPTY_FIGURES, deals: id })); },
};

const ctxOf = (role: DealerRole, memberships: readonly Membership[] = [{ dealershipId: 1, role }], flag = false): DealershipContext => {
  const actor: Actor = { role, isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: flag };
  return { dealership: here, role, actor, memberships, user: { id: 5 } } as unknown as DealershipContext;
};
const run = (ctx: DealershipContext, raw: Record<string, string> = {}, on = true) =>
  readAnalytics({ analytics: reader, dealerships: stores, clock: fakeClock(new Date('2026-03-31T12:00:00Z')), staticFlags: { enableAnalyticsDashboard: on } })(ctx, raw);

describe('readAnalytics', () => {
  it('answers one store with its previous period, no roll-up', async () => {
    asked.length = 0;
    const report = await run(ctxOf('dealer_admin'), { from: '2026-03-01', to: '2026-03-31' });
    expect(E.isRight(report) && report.right.stores.map((s) => s.store.id)).toEqual([1]);
    expect(E.isRight(report) && report.right.previousRange).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(E.isRight(report) && report.right.total).toBeNull();
    expect(asked.map((a) => a.start.toISOString())).toEqual(['2026-03-01T00:00:00.000Z', '2026-01-29T00:00:00.000Z']);
  });

  it('rolls up an organization admin\'s stores of the same organization, side by side', async () => {
    const org = ctxOf('organization_admin', [1, 2, 3].map((dealershipId) => ({ dealershipId, role: 'organization_admin' as const })));
    const report = await run(org);
    expect(E.isRight(report) && report.right.stores.map((s) => s.store.name)).toEqual(['Toronto', 'Montréal']);
    expect(E.isRight(report) && report.right.total?.current.deals).toBe(3);
    const one = await run(org, { store: '2' });
    expect(E.isRight(one) && one.right.stores.map((s) => s.store.id)).toEqual([2]);
    expect(await run(org, { store: '3' })).toEqual(E.left({ _tag: 'InvalidQuery', errors: { store: ['analytics.store_unknown'] } }));
  });

  it('is closed to a rep without the flag, and to everyone while the dashboard is off', async () => {
    expect(await run(ctxOf('dealer_sales_rep'))).toEqual(E.left({ _tag: 'Forbidden', action: 'view the analytics dashboard' }));
    expect(E.isRight(await run(ctxOf('dealer_sales_rep', undefined, true)))).toBe(true);
    expect(await run(ctxOf('dealer_admin'), {}, false)).toEqual(E.left({ _tag: 'Forbidden', action: 'view the analytics dashboard' }));
  });

  it('answers a bad range with the fields named', async () => {
    expect(await run(ctxOf('dealer_admin'), { from: '2026-04-01', to: '2026-03-01' })).toEqual(E.left({ _tag: 'InvalidQuery', errors: { to: ['analytics.range_reversed'] } }));
  });
});
