import { describe, expect, it } from 'vitest';
import { choiceOf, fits, mappingOf, repeatedFields } from './column-mapping';

const FIELDS = ['vin', 'stockNumber', 'price', 'photos'];

describe('the column mapping', () => {
  it('reads a mapping (field → headers) as a field per column, and back in the file\'s order', () => {
    const headers = ['Serial', 'Pic 1', 'Asking', 'Notes', 'Pic 2'];
    const choice = choiceOf(headers, { vin: ['Serial'], price: ['Asking'], photos: ['Pic 2', 'Pic 1'] }, FIELDS);
    expect(choice).toEqual(['vin', 'photos', 'price', null, 'photos']);
    expect(mappingOf(headers, choice)).toEqual({ vin: ['Serial'], photos: ['Pic 1', 'Pic 2'], price: ['Asking'] });
    expect(mappingOf(headers, [null, null, null, null, null])).toEqual({});
  });

  it('takes a saved mapping only when every header it names is in the file', () => {
    expect(fits(['VIN', 'Prix'], { vin: ['VIN'], price: ['Prix'] })).toBe(true);
    expect(fits(['VIN'], { vin: ['VIN'], price: ['Prix'] })).toBe(false);
    expect(fits(['VIN'], {})).toBe(false);
    expect(fits(['VIN'], null)).toBe(false);
  });

  it('names a single-column field chosen twice, never one that takes several', () => {
    expect(repeatedFields(['vin', 'vin', 'photos', 'photos', null], ['photos'])).toEqual(['vin']);
    expect(repeatedFields(['vin', 'price'], [])).toEqual([]);
  });
});
