import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listValues, paramReader, parseOrdering, singleValue } from './query-params';

const raw = fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.array(fc.string()), fc.integer(), fc.constant(null), fc.object()));

describe('query parameters', () => {
  it('joins arrays with commas and drops empty values, whatever the query holds', () => {
    expect(listValues({ a: ['x,,y', ' ', 'z'] }, 'a')).toEqual(['x', 'y', 'z']);
    expect(singleValue({ a: ['1', '2', ''] }, 'a')).toBe('2');
    fc.assert(fc.property(raw, fc.string({ maxLength: 8 }), (q, key) => {
      for (const v of listValues(q, key)) expect(v.trim()).toBe(v);
      expect(listValues(q, key)).not.toContain('');
    }));
  });

  it('never throws and records one code per bad parameter', () => {
    fc.assert(fc.property(raw, (q) => {
      const r = paramReader(q);
      for (const key of Object.keys(q)) {
        r.choices(key, ['a', 'b']);
        r.integers(key, 1, 10);
        r.integer(key, 1, 1, 10);
        r.text(key, 5);
      }
      for (const codes of Object.values(r.failed() ?? {})) expect(codes).toHaveLength(1);
    }));
  });

  it('reads an ordering with its direction', () => {
    expect(parseOrdering('-created', ['created'] as const)).toEqual({ field: 'created', descending: true });
    expect(parseOrdering('created', ['name'] as const)).toBeNull();
  });
});
