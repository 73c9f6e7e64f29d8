import { describe, expect, it } from 'vitest';
import { vin, vinCheckDigit, vinCheckDigitValid } from './vin';

describe('vin', () => {
  it.each(['1HGCM82633A004352', '1hgcm82633a004352', '1M8GDM9AXKP042788', 'WVWZZZ1JZXW000001', '2T1BURHE8JC123456'])('accepts %j', (value) => {
    expect(vin(value)).toBeNull();
  });
  it('skips empty values', () => {
    expect(vin('')).toBeNull();
  });
  it.each(['1HGCM82633A00435', '1HGCM82633A0043521', 'ABC'])('refuses the length of %j', (value) => {
    expect(vin(value)).toBe('vin.length');
  });
  it.each(['1HGCM82633A00435I', '1HGCM82633AO04352', '1HGCM82633A00435q', '1HGCM8263-A004352', '1HGCM82633A00435 ', 'Ö'])(
    'refuses the characters of %j',
    (value) => {
      expect(vin(value)).toBe('vin.invalid_characters');
    },
  );
  it('reports a forbidden letter before a wrong length', () => {
    expect(vin('IOQ')).toBe('vin.invalid_characters');
  });
});

describe('vinCheckDigitValid', () => {
  it.each(['1HGCM82633A004352', '1M8GDM9AXKP042788', 'JH4KA7561PC008269', '1GNEK13ZX3R298984', '11111111111111111', '1m8gdm9axkp042788'])(
    'accepts the check digit of %j', (value) => {
    expect(vinCheckDigitValid(value)).toBe(true);
  });
  it.each(['1HGCM82643A004352', '1M8GDM9A1KP042788', 'WVWZZZ1JZXW000001', '1HGCM82633A00435', ''])('refuses %j', (value) => {
    expect(vinCheckDigitValid(value)).toBe(false);
  });
  it('computes the digit that position 9 should hold', () => {
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM826?3A004352')).toBeNull();
  });
});
