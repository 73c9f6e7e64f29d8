import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatLongDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('writes French Canadian money with no-break spaces (U+00A0) and the symbol after', () => {
    expect(formatMoney(123456, 'fr_CA')).toBe('1\u00a0234,56\u00a0$');
  });

  it('writes English money with commas and the symbol first', () => {
    expect(formatMoney(123456, 'en_CA')).toBe('$1,234.56');
    expect(formatMoney(123456, 'en_US')).toBe('$1,234.56');
    expect(formatMoney(-5, 'en_US')).toBe('-$0.05');
    expect(formatMoney(100000000, 'fr_CA')).toBe('1\u00a0000\u00a0000,00\u00a0$');
  });

  it('never lets a narrow no-break space through', () => {
    expect(formatMoney(987654321, 'fr_CA')).not.toMatch(/\u202f/);
  });
});

describe('formatDate', () => {
  it('is MM/DD/YYYY in the USA and YYYY-MM-DD in Canada, both languages', () => {
    expect(formatDate('2026-03-05', 'en_US')).toBe('03/05/2026');
    expect(formatDate('2026-03-05', 'en_CA')).toBe('2026-03-05');
    expect(formatDate('2026-03-05', 'fr_CA')).toBe('2026-03-05');
    expect(formatDate(new Date(2026, 11, 31, 23, 59), 'en_US')).toBe('12/31/2026');
  });

  it('writes long dates per language', () => {
    expect(formatLongDate('2026-03-05', 'en_CA')).toBe('05 March, 2026');
    expect(formatLongDate('2026-03-05', 'fr_CA')).toBe('5\u00a0mars\u00a02026');
  });
});

describe('formatCount', () => {
  it('groups thousands as each language writes them', () => {
    expect(formatCount(10_000, 'en_CA')).toBe('10,000');
    expect(formatCount(10_000, 'en_US')).toBe('10,000');
    expect(formatCount(10_000, 'fr_CA')).toBe('10\u00a0000');
    expect(formatCount(7, 'fr_CA')).toBe('7');
  });
});
