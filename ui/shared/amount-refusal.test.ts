import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountRefusal, type AmountRules } from './amount-refusal';

const MONEY_EN: AmountRules = { allowNegative: false, decimalScale: 2, allowDecimal: true, decimalSeparator: '.', thousandSeparator: ',' };
const MONEY_FR: AmountRules = { ...MONEY_EN, decimalSeparator: ',', thousandSeparator: '\u00a0' };
const WHOLE: AmountRules = { ...MONEY_EN, allowDecimal: false, decimalScale: undefined };

describe('amountRefusal', () => {
  it('takes amounts as each language writes them', () => {
    for (const text of ['', '$1,234.56', '1234.5', '$12.34', '0']) expect(amountRefusal(text, MONEY_EN)).toBeNull();
    for (const text of ['1\u00a0234,56\u00a0$', '1234,5', '12.34', '1 234,50 $']) expect(amountRefusal(text, MONEY_FR)).toBeNull();
  });

  it('says why it refuses a minus sign, letters, a third decimal or a decimal in a whole number', () => {
    expect(amountRefusal('-5', MONEY_EN)).toBe('minus');
    expect(amountRefusal('$5-', MONEY_EN)).toBe('minus');
    expect(amountRefusal('abc', MONEY_EN)).toBe('characters');
    expect(amountRefusal('12e3', MONEY_FR)).toBe('characters');
    expect(amountRefusal('12.345', MONEY_EN)).toBe('decimals');
    expect(amountRefusal('12,345', MONEY_FR)).toBe('decimals');
    expect(amountRefusal('12.5', WHOLE)).toBe('whole');
  });

  it('takes a minus sign where negatives are allowed', () => {
    expect(amountRefusal('-5', { ...MONEY_EN, allowNegative: true })).toBeNull();
  });

  it('never throws, and refuses any text holding a letter', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom(MONEY_EN, MONEY_FR, WHOLE), (text, rules) => {
      const answer = amountRefusal(text, rules);
      if (/[a-z]/i.test(text) && !text.includes('-')) expect(answer).toBe('characters');
    }));
  });
});
