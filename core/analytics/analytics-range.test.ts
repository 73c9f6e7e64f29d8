import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { daysOf, previousPeriod, rangeDays, rangeInstants, readAnalyticsQuery } from './analytics-range';

const TODAY = '2026-11-28';

describe('readAnalyticsQuery', () => {
  it('defaults to the last 30 days ending today', () => {
    expect(readAnalyticsQuery({}, TODAY)).toEqual(E.right({ range: { from: '2026-10-30', to: TODAY }, storeId: null }));
  });

  it('reads the days and the store asked', () => {
    expect(readAnalyticsQuery({ from: '2026-01-01', to: '2026-01-31', store: '4' }, TODAY))
      .toEqual(E.right({ range: { from: '2026-01-01', to: '2026-01-31' }, storeId: 4 }));
  });

  it('runs 30 days from a lone from', () => {
    expect(readAnalyticsQuery({ from: '2026-02-01' }, TODAY)).toEqual(E.right({ range: { from: '2026-02-01', to: '2026-03-02' }, storeId: null }));
  });

  it('names every bad parameter at once', () => {
    expect(readAnalyticsQuery({ from: '2026-02-30', to: 'yesterday', store: 'x' }, TODAY))
      .toEqual(E.left({ from: ['date.invalid'], to: ['date.invalid'], store: ['list.invalid_number'] }));
  });

  it('refuses a reversed range and one over 366 days', () => {
    expect(readAnalyticsQuery({ from: '2026-03-02', to: '2026-03-01' }, TODAY)).toEqual(E.left({ to: ['analytics.range_reversed'] }));
    expect(readAnalyticsQuery({ from: '2024-01-01', to: '2024-12-31' }, TODAY)).toEqual(E.right({ range: { from: '2024-01-01', to: '2024-12-31' }, storeId: null }));
    expect(readAnalyticsQuery({ from: '2024-01-01', to: '2025-01-01' }, TODAY)).toEqual(E.left({ to: ['analytics.range_too_long'] }));
  });

  it('refuses two stores', () => {
    expect(readAnalyticsQuery({ store: '1,2' }, TODAY)).toEqual(E.left({ store: ['list.too_long'] }));
  });
});

describe('periods', () => {
  it('compares with the same number of days just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('counts days and covers whole UTC days', () => {
    const r = { from: '2026-02-27', to: '2026-03-01' };
    expect(rangeDays(r)).toBe(3);
    expect(daysOf(r)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(rangeInstants(r)).toEqual({ start: new Date('2026-02-27T00:00:00Z'), end: new Date('2026-03-02T00:00:00Z') });
  });
});
