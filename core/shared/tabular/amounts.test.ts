import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts';

describe('parseAmount', () => {
  it.each([
    ['$32,995.00', 3_299_500, null],
    ['32995', 3_299_500, null],
    ['32 995,00 $', 3_299_500, null],
    ['32\u00a0995,00\u00a0$', 3_299_500, null],
    ['10499 USD', 1_049_900, 'USD'],
    ['10499.00 CAD', 1_049_900, 'CAD'],
    ['CA$ 32 995', 3_299_500, 'CAD'],
    ['US$32,995.5', 3_299_550, 'USD'],
    ['32.995,00', 3_299_500, null],
    ['1,234,567', 123_456_700, null],
    ['0', 0, null],
    ['32995,5', 3_299_550, null],
  ])('reads %s', (text, cents, currency) => {
    expect(parseAmount(text)).toEqual({ cents, currency });
  });

  it.each(['', 'abc', '-500', '12,34,56', '32 99', '1.2.3,4.5', '=1+2', '99999999999', '$', '12.345.6', '3,29,95'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});
