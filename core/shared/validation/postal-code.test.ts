import { describe, expect, it } from 'vitest';
import { normalizePostalCode, postalCode } from './postal-code';

const CA = { country: 'CA' } as const;
const US = { country: 'US' } as const;

describe('postal_code, Canada', () => {
  it.each(['H2X 1Y4', 'K1A-0B1', 'K1A0B1', 'h2x 1y4', 'h2X1y4'])('accepts %j', (value) => {
    expect(postalCode(value, CA)).toBeNull();
  });
  it('skips empty values', () => {
    expect(postalCode('', CA)).toBeNull();
  });
  it.each(['H2X  1Y4', 'H2X_1Y4', 'H2X 1Y', '2HX 1Y4', 'H2X 1Y44', ' H2X 1Y4', 'H2X 1Y4 ', '12345', 'K1A OB1', 'H2X–1Y4'])(
    'refuses %j',
    (value) => {
      expect(postalCode(value, CA)).toBe('postal_code.invalid');
    },
  );
});

describe('postal_code, USA', () => {
  it.each(['90210', '02134', '90210-1234', '902101234'])('accepts %j', (value) => {
    expect(postalCode(value, US)).toBeNull();
  });
  it.each(['9021', '902100', '90210-123', '90210 1234', 'H2X 1Y4', 'ABCDE', '٩٠٢١٠'])('refuses %j', (value) => {
    expect(postalCode(value, US)).toBe('postal_code.invalid_zip');
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['h2x1y4', 'CA', 'H2X 1Y4'],
    ['K1A-0B1', 'CA', 'K1A 0B1'],
    ['H2X 1Y4', 'CA', 'H2X 1Y4'],
    ['902101234', 'US', '90210-1234'],
    ['90210', 'US', '90210'],
    ['nonsense', 'CA', 'nonsense'],
  ] as const)('turns %j (%s) into %j', (value, country, expected) => {
    expect(normalizePostalCode(value, country)).toBe(expected);
  });
});
