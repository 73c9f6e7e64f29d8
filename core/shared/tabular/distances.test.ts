import { describe, expect, it } from 'vitest';
import { convertDistance, parseDistance } from './distances';

describe('parseDistance', () => {
  it.each([
    ['233352 miles', 233_352, 'mi'],
    ['45 000 km', 45_000, 'km'],
    ['12,345 mi', 12_345, 'mi'],
    ['12345', 12_345, null],
    ['12345.6 km', 12_346, 'km'],
    ['9 876 kilomètres', 9_876, 'km'],
    ['0', 0, null],
  ])('reads %s', (text, value, unit) => {
    expect(parseDistance(text)).toEqual({ value, unit });
  });

  it.each(['', 'km', '12 parsecs', '-5 km', '1,23,4', '99999999'])('refuses %j', (text) => {
    expect(parseDistance(text)).toBeNull();
  });

  it('converts between miles and kilometres to the nearest unit', () => {
    expect(convertDistance(100, 'mi', 'km')).toBe(161);
    expect(convertDistance(161, 'km', 'mi')).toBe(100);
    expect(convertDistance(5, 'km', 'km')).toBe(5);
  });
});
