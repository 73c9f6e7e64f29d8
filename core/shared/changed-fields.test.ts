import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the fields whose value differs, lists and nested values by content', () => {
    expect(changedFields({ a: 1, b: ['x'], c: { en: 'Hi', fr: 'Salut' }, d: null }, { a: 1, b: ['x', 'y'], c: { en: 'Hi', fr: 'Salut' }, d: 'now' }))
      .toEqual({ before: { b: ['x'], d: null }, after: { b: ['x', 'y'], d: 'now' } });
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
  });
});
