import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n';
import { rangeText } from './list-pager';

const NB = '\u00a0';

describe('the list\'s range line', () => {
  const fr = createI18n('fr_CA');
  const en = createI18n('en_CA');
  it('is pluralised by the total in French, and names a lone row without "1 à 1"', () => {
    expect(rangeText(fr.t, 'fr_CA', 1, 1, 1, false)).toBe('1 client sur 1');
    expect(rangeText(fr.t, 'fr_CA', 11, 11, 11, false)).toBe('Client 11 sur 11');
    expect(rangeText(fr.t, 'fr_CA', 1, 25, 88, false)).toBe('1 à 25 sur 88 clients');
    expect(rangeText(fr.t, 'fr_CA', 1, 10, 10_000, true)).toBe(`1 à 10 sur plus de 10${NB}000 clients`);
  });
  it('reads the same way in English', () => {
    expect(rangeText(en.t, 'en_CA', 1, 1, 1, false)).toBe('1 of 1 customer');
    expect(rangeText(en.t, 'en_CA', 11, 20, 1234, false)).toBe('11–20 of 1,234 customers');
  });
});
