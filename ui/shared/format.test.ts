import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInputFormat, formatCount, formatDate, formatDecimal, formatLongDate, formatMoney, formatMoneyText, formatPercent, formatPlace } from './format';

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

describe('formatDecimal and formatPercent', () => {
  it('write a wire decimal with the French comma and grouping, digits as sent', () => {
    expect(formatDecimal('9.975', 'fr_CA')).toBe('9,975');
    expect(formatDecimal('20000', 'fr_CA')).toBe('20\u00a0000');
    expect(formatDecimal('1234.50', 'en_CA')).toBe('1,234.50');
    expect(formatDecimal('not a number', 'fr_CA')).toBe('not a number');
  });
  it('put a no-break space before the percent sign, so it never wraps alone', () => {
    expect(formatPercent('9.975', 'fr_CA')).toBe('9,975\u00a0%');
    expect(formatPercent('13', 'en_CA')).toBe('13\u00a0%');
  });
  it('never leave a decimal point in French, whatever the decimal', () => {
    fc.assert(fc.property(fc.nat({ max: 99_999 }), fc.nat({ max: 999_999 }), (whole, fraction) => {
      const text = formatPercent(`${whole}.${fraction}`, 'fr_CA');
      expect(text).not.toMatch(/\d\.\d/);
      expect(text.endsWith('\u00a0%')).toBe(true);
    }));
  });
});

describe('formatMoneyText and amount fields', () => {
  it('write a wire amount as money', () => {
    expect(formatMoneyText('2000.00', 'fr_CA')).toBe('2\u00a0000,00\u00a0$');
    expect(formatMoneyText('2000', 'en_CA')).toBe('$2,000.00');
    expect(formatMoneyText('-12.5', 'fr_CA')).toBe('-12,50\u00a0$');
    expect(formatMoneyText('abc', 'fr_CA')).toBe('abc');
  });
  it('put the dollar sign after the number in French, before it in English', () => {
    expect(amountInputFormat('fr_CA')).toEqual({ decimalSeparator: ',', thousandSeparator: '\u00a0', suffix: '\u00a0$' });
    expect(amountInputFormat('en_US')).toEqual({ decimalSeparator: '.', thousandSeparator: ',', prefix: '$' });
  });
});

describe('formatPlace', () => {
  it('joins the city and the province, leaving out a part that is missing or blank', () => {
    expect(formatPlace('Lévis', 'QC')).toBe('Lévis, QC');
    expect(formatPlace('', 'QC')).toBe('QC');
    expect(formatPlace('  ', 'QC')).toBe('QC');
    expect(formatPlace(null, 'QC')).toBe('QC');
    expect(formatPlace('Burlington', undefined)).toBe('Burlington');
    expect(formatPlace(null, null)).toBe('');
  });
});
