import { describe, expect, it } from 'vitest';
import { checkReserveItField } from './reserve-it';

describe('a Reserve-It field', () => {
  it('has a short plain name and a value of at most 500 characters', () => {
    expect(checkReserveItField('stock_hold', 'Until Friday')).toBeNull();
    expect(checkReserveItField('', 'x')).toEqual({ name: ['reserveit.invalid_name'] });
    expect(checkReserveItField('a b', 'x')).toEqual({ name: ['reserveit.invalid_name'] });
    expect(checkReserveItField('n', 'x'.repeat(501))).toEqual({ value: ['reserveit.value_too_long'] });
    expect(checkReserveItField('n', null)).toBeNull();
  });
});
