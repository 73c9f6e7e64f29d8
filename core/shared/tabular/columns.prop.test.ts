import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guessMapping, resolveMapping, type FieldDictionary } from './columns';

const dictionary: FieldDictionary<'a' | 'b' | 'c'> = {
  a: { synonyms: ['a', 'alpha'] }, b: { synonyms: ['b', 'bêta'], many: true }, c: { synonyms: ['__proto__', 'constructor'] },
};

describe('column mapping (properties)', () => {
  it('any headers give a guess whose columns are the file\'s, each used once, that resolves without problems', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('A', 'Alpha', 'B 1', 'bêta 2', 'b', '__proto__'))), (headers) => {
      const unique = [...new Set(headers)];
      const guess = guessMapping(unique, dictionary);
      const used = Object.values(guess).flat();
      expect(new Set(used).size).toBe(used.length);
      expect(resolveMapping(unique, guess, dictionary).problems).toEqual([]);
    }));
  });

  it('any mapping against any headers never throws', () => {
    fc.assert(fc.property(fc.array(fc.string()), fc.dictionary(fc.string(), fc.array(fc.string())), (headers, mapping) => {
      const resolved = resolveMapping(headers, mapping as never, dictionary);
      expect(Array.isArray(resolved.problems)).toBe(true);
    }));
  });
});
