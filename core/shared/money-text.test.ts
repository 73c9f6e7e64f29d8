import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_MAX_CENTS, parseMoney } from './money-text';

describe('money on the wire', () => {
  it('reads dollars with up to two decimals into cents', () => {
    expect(parseMoney('35999')).toBe(3_599_900);
    expect(parseMoney('35999.5')).toBe(3_599_950);
    expect(parseMoney(' 0.07 ')).toBe(7);
    for (const bad of ['', '-5', '1.234', '1,000', '$5', '1e3', '.5', '5.', '1234567890']) expect(parseMoney(bad), bad).toBeNull();
  });

  it('refuses an amount past what an integer column holds (issue 29.9)', () => {
    expect(parseMoney('21474836.47')).toBe(MONEY_MAX_CENTS);
    for (const over of ['21474836.48', '21474837', '999999999', '999999999.99']) expect(parseMoney(over), over).toBeNull();
  });

  it('writes cents with two decimals', () => {
    expect(formatMoney(3_599_900)).toBe('35999.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(-1250)).toBe('-12.50');
  });

  it('round-trips every amount and never throws', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MONEY_MAX_CENTS }), (c) => { expect(parseMoney(formatMoney(c))).toBe(c); }));
    fc.assert(fc.property(fc.integer({ min: MONEY_MAX_CENTS + 1, max: 99_999_999_999 }), (c) => { expect(parseMoney(formatMoney(c))).toBeNull(); }));
    fc.assert(fc.property(fc.string(), (s) => { parseMoney(s); }));
  });
});
