import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { FEED_FIELDS, type FeedField } from './feed-fields';
import { readFeedRow } from './feed-row';

describe('readFeedRow (properties)', () => {
  it('any cells under any mapping never throw, and a refusal always names a reason', () => {
    const mapping = fc.dictionary(fc.constantFrom(...FEED_FIELDS), fc.array(fc.nat({ max: 12 }), { maxLength: 3 }));
    fc.assert(fc.property(fc.array(fc.string(), { maxLength: 12 }), mapping, fc.constantFrom('km', 'mi') as fc.Arbitrary<'km' | 'mi'>, (cells, columns, unit) => {
      const headers = cells.map((_, i) => `c${String(i)}`);
      const read = readFeedRow(cells, { headers, columns: columns as Partial<Record<FeedField, number[]>>, unit, currency: 'CAD', dayOrder: 'mdy' });
      if (E.isLeft(read)) expect(read.left.length).toBeGreaterThan(0);
      else expect(read.right.vehicle.vin).toHaveLength(17);
    }));
  });
});
