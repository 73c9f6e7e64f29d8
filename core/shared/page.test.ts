import { describe, expect, it } from 'vitest';
import { cappedPageOf, countLimitFor, pageOf } from './page';

describe('cappedPageOf', () => {
  it('is the exact page below the count limit', () => {
    expect(cappedPageOf(12, 10_001, 2, 10, ['a', 'b'])).toEqual({ ...pageOf(12, 2, 10, ['a', 'b']), countCapped: false });
    expect(cappedPageOf(10_000, 10_001, 1, 10, [])).toMatchObject({ count: 10_000, last: 1000, countCapped: false });
    expect(cappedPageOf(0, 10_001, 1, 10, [])).toMatchObject({ count: 0, last: 1, countCapped: false });
  });

  it('says "at least" at the limit, with the next page reachable', () => {
    expect(cappedPageOf(10_001, 10_001, 1, 10, [])).toMatchObject({ count: 10_000, current: 1, last: 1001, countCapped: true });
    const deep = countLimitFor(10_000, 1500, 10);
    expect(cappedPageOf(deep, deep, 1500, 10, [])).toMatchObject({ count: 15_000, last: 1501, countCapped: true });
  });
});
