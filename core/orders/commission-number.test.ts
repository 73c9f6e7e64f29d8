import { describe, expect, it } from 'vitest';
import { normalizeCommissionNumber } from './commission-number';

describe('commission numbers', () => {
  it('keeps commission numbers of letters, digits and hyphens, in upper case', () => {
    expect(normalizeCommissionNumber(' d-1042 ')).toBe('D-1042');
    for (const bad of ['', '-12', 'a b', 'x'.repeat(21), 'É1']) expect(normalizeCommissionNumber(bad), bad).toBeNull();
  });
});
