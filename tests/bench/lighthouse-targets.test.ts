import { describe, expect, it } from 'vitest';
import { median, missedTargets, type PageScore } from './lighthouse-targets';

const page = (change: Partial<PageScore>): PageScore => ({ page: 'sign-in', performance: 0.95, accessibility: 1, lcpMs: 1800, tbtMs: 120, requests: 9, runs: 3, ...change });

describe('the Lighthouse targets of issue 34', () => {
  it('a page at or over every target misses nothing', () => {
    expect(missedTargets([page({}), page({ performance: 0.9, lcpMs: 2499, tbtMs: 199 })])).toEqual([]);
  });

  it('names each figure a page misses', () => {
    expect(missedTargets([page({ page: 'list', performance: 0.36, lcpMs: 10_656, tbtMs: 935, accessibility: 0.96 })])).toEqual([
      'list: performance 0.36 < 0.9', 'list: LCP 10656 ms ≥ 2500', 'list: TBT 935 ms ≥ 200', 'list: accessibility 0.96 < 1',
    ]);
    expect(missedTargets([page({ lcpMs: 2500 })])).toEqual(['sign-in: LCP 2500 ms ≥ 2500']);
  });

  it('a figure Lighthouse could not measure counts as missed', () => {
    expect(missedTargets([page({ tbtMs: Number.NaN, performance: Number.NaN })])).toHaveLength(2);
  });

  it('the median of three runs is the middle one, whatever their order', () => {
    expect(median([0.71, 0.52, 0.9])).toBe(0.71);
    expect(median([3300, 3100])).toBe(3300);
    expect(median([])).toBeNaN();
  });
});
