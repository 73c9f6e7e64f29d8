import { describe, expect, it } from 'vitest';
import { isBlank, required } from './required';

describe('required', () => {
  it.each(['a', ' a ', '0', 'Montréal'])('accepts %j', (value) => {
    expect(required(value)).toBeNull();
  });
  it.each(['', ' ', '\t\n', '\u00a0'])('refuses the empty or blank value %j', (value) => {
    expect(required(value)).toBe('required');
  });
  it('tells blank from filled', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(' x ')).toBe(false);
  });
});
