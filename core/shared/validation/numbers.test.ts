import { describe, expect, it } from 'vitest';
import { decimal, noCents, positive } from './numbers';

describe('decimal', () => {
  it.each(['0', '12', '-12', '12.5', '12.50', '-0.01', '0012.30'])('accepts %j with the default 2 places', (value) => {
    expect(decimal(value)).toBeNull();
  });
  it('skips empty values', () => {
    expect(decimal('')).toBeNull();
  });
  it.each(['12.505', '0.001'])('refuses the places of %j', (value) => {
    expect(decimal(value)).toBe('decimal.too_many_places');
  });
  it('follows the given number of places', () => {
    expect(decimal('1.2345', { places: 4 })).toBeNull();
    expect(decimal('1.23456', { places: 4 })).toBe('decimal.too_many_places');
    expect(decimal('1.0', { places: 0 })).toBe('decimal.too_many_places');
    expect(decimal('10', { places: 0 })).toBeNull();
  });
  it.each(['.5', '5.', '+5', '1,5', '1 000', '$12', '1e3', '--1', '12.5.1', 'abc', ' 12', '١٢'])('refuses %j', (value) => {
    expect(decimal(value)).toBe('decimal.invalid');
  });
});

describe('no_cents', () => {
  it.each(['0', '1500', '-20', '1500.00', '1500.0'])('accepts %j', (value) => {
    expect(noCents(value)).toBeNull();
  });
  it.each(['1500.50', '0.01', '1500.', 'abc', '1,500'])('refuses %j', (value) => {
    expect(noCents(value)).toBe('no_cents.has_cents');
  });
  it('skips empty values', () => {
    expect(noCents('')).toBeNull();
  });
});

describe('positive', () => {
  it.each(['1', '0.01', '00012', '99999999999999999999999.5'])('accepts %j', (value) => {
    expect(positive(value)).toBeNull();
  });
  it.each(['0', '0.00', '-0', '-1', '-0.5', 'abc', '1e3', '+1'])('refuses %j', (value) => {
    expect(positive(value)).toBe('positive.not_positive');
  });
  it('skips empty values', () => {
    expect(positive('')).toBeNull();
  });
});
