import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DealershipContext } from '../access/dealership-context';
import { fakeClock } from '../access/testing/in-memory-ports';
import { readPageEvents, recordPageEvents, recordShopPageEvents, type PageEventLog } from './page-events';

describe('page events', () => {
  it('takes the panel\'s route names and spec 002\'s names, each on its own surface', () => {
    expect(readPageEvents('dealer', [{ page: 'customers-view' }, { page: 'analytics' }])).toEqual(E.right(['customers-view', 'analytics']));
    expect(readPageEvents('shop', [{ page: 'vdp:trade-in' }, { page: 'srp' }])).toEqual(E.right(['vdp:trade-in', 'srp']));
    expect(readPageEvents('dealer', [{ page: 'vdp' }, { page: 'analytics' }, { page: '/dealer/customers/12' }]))
      .toEqual(E.left({ 'events.0.page': ['analytics.page_unknown'], 'events.2.page': ['analytics.page_unknown'] }));
  });

  it('refuses an empty batch and one over 20', () => {
    expect(readPageEvents('dealer', [])).toEqual(E.left({ events: ['analytics.batch_empty'] }));
    expect(readPageEvents('dealer', Array.from({ length: 21 }, () => ({ page: 'analytics' })))).toEqual(E.left({ events: ['analytics.batch_too_large'] }));
  });

  it('stores a good batch for the session\'s store and nothing of a bad one', async () => {
    const stored: unknown[] = [];
    const log: PageEventLog = { async record(...args) { stored.push(args); } };
    const ctx = { dealership: { id: 3 } } as DealershipContext;
    const record = recordPageEvents({ pageEvents: log, clock: fakeClock(new Date('2026-03-01T00:00:00Z')) });
    expect(await record(ctx, [{ page: 'analytics' }])).toEqual(E.right(1));
    expect(E.isLeft(await record(ctx, [{ page: 'nope' }]))).toBe(true);
    expect(stored).toEqual([[3, 'dealer', ['analytics'], new Date('2026-03-01T00:00:00Z')]]);
  });
});

describe('shop page events', () => {
  it('stores spec 002\'s names for the deal\'s store; an unknown link stores nothing', async () => {
    const stored: unknown[] = [];
    const log: PageEventLog = { async record(...args) { stored.push(args); } };
    const record = recordShopPageEvents({ pageEvents: log, clock: fakeClock(new Date('2026-03-01T00:00:00Z')) });
    expect(await record({ dealershipId: 4 }, [{ page: 'vdp' }, { page: 'vdp:trade-in' }])).toEqual(E.right(2));
    expect(await record(null, [{ page: 'vdp' }])).toEqual(E.left({ _tag: 'NotFound' }));
    expect(E.isLeft(await record({ dealershipId: 4 }, [{ page: 'customers-view' }]))).toBe(true);
    expect(stored).toEqual([[4, 'shop', ['vdp', 'vdp:trade-in'], new Date('2026-03-01T00:00:00Z')]]);
  });
});
