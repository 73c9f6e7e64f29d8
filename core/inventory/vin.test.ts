import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { checkVin, crossCheck, decodeVin, fillFromVin, inspectVin, vinRegion } from './vin';

describe('checkVin', () => {
  it.each([
    '1HGCM82633A004352', // a 2003 Honda Accord, the VIN most decoders document
    '11111111111111111', // the all-ones VIN: its check digit is 1
    '1M8GDM9AXKP042788', // 49 CFR 565's own example, remainder 10 written X
    'JH4KA7561PC008269',
    '5YJ3E1EA2KF317000',
    '7SAYGDEEXPF000001',
  ])('accepts %s', (vin) => {
    expect(checkVin(vin)).toEqual(E.right(vin));
  });

  it('normalizes what a person types: case, spaces and hyphens', () => {
    expect(checkVin(' 1hg-cm826 33a004352 ')).toEqual(E.right('1HGCM82633A004352'));
  });

  it.each([
    ['1HGCM82643A004352', 'vin.check_digit'], // one digit mistyped
    ['1HGCM82633A004353', 'vin.check_digit'],
    ['JTDKN3DU0A0000001', 'vin.check_digit'], // Asian makers use it too: JTDKN3DU8A0000001 is right
    ['1HGCM82633A00435', 'vin.length'],
    ['', 'vin.length'],
    ['1HGCM8263OA004352', 'vin.invalid_characters'],
    ['1HGCM82633A00435Q', 'vin.invalid_characters'],
  ])('refuses %j: %s', (vin, code) => {
    expect(checkVin(vin)).toEqual(E.left(code));
  });

  it('does not require the check digit of a VIN built in Europe for its own market', () => {
    expect(checkVin('WVWZZZ1JZXW000001')).toEqual(E.right('WVWZZZ1JZXW000001'));
    expect(decodeVin('WVWZZZ1JZXW000001')).toMatchObject({ region: 'europe', checkDigitValid: false, checkDigitRequired: false });
  });
});

describe('vinRegion', () => {
  it.each([
    ['1HG', 'north_america'], ['2HG', 'north_america'], ['3VW', 'north_america'], ['5YJ', 'north_america'],
    ['7SA', 'north_america'], ['6T1', 'oceania'], ['7A1', 'oceania'], ['9BW', 'south_america'], ['AAV', 'africa'],
    ['JHM', 'asia'], ['KNA', 'asia'], ['LRW', 'asia'], ['SAL', 'europe'], ['WBA', 'europe'], ['ZFF', 'europe'], ['0AB', null],
  ])('%s is %s', (wmi, region) => {
    expect(vinRegion(`${wmi}00000000000000`)).toBe(region);
  });
});

describe('decodeVin', () => {
  it('tells the maker, the country and the model year', () => {
    expect(decodeVin('1HGCM82633A004352')).toMatchObject({ wmi: '1HG', make: 'Honda', country: 'US', modelYear: 2003, modelYearCandidates: [2003, 2033], checkDigitValid: true });
    expect(decodeVin('2HGFC2F59LH000001')).toMatchObject({ make: 'Honda', country: 'CA', modelYear: 2020 });
    expect(decodeVin('KNDJ23AU0N7000001')).toMatchObject({ make: 'Kia', country: 'KR', modelYear: 2022 });
    expect(decodeVin('4JGDA5HB7JB000001')).toMatchObject({ make: 'Mercedes-Benz', modelYear: 2018 });
  });

  it('reads position 10 in the 1980s cycle when position 7 is a digit', () => {
    expect(decodeVin('1M8GDM9AXKP042788')).toMatchObject({ wmi: '1M8', make: null, makes: [], modelYear: 1989, modelYearCandidates: [1989, 2019] });
  });

  it('names no single make for a WMI several brands share', () => {
    expect(decodeVin('1C4RJFBG9JC000001')).toMatchObject({ make: null, makes: ['Chrysler', 'Dodge', 'Jeep'] });
  });

  it('has no year for a position 10 that is not a year code, and no decoding for what is not a VIN', () => {
    expect(decodeVin('1HGCM8263UA004352')).toMatchObject({ modelYear: null, modelYearCandidates: [] });
    expect(decodeVin('1HGCM82633A00435')).toBeNull();
  });
});

describe('crossCheck', () => {
  it('finds nothing when the year and make agree, however the make is spelled', () => {
    expect(crossCheck('1HGCM82633A004352', { year: 2003, make: ' honda ' })).toEqual([]);
    expect(crossCheck('4JGDA5HB7JB000001', { year: 2018, make: 'Mercedes' })).toEqual([]);
    expect(crossCheck('1C4RJFBG9JC000001', { year: 2018, make: 'Jeep' })).toEqual([]);
    expect(crossCheck('1GNEK13ZX3R298984', { year: 2003, make: 'Chevy' })).toEqual([]);
  });

  it('flags a year or a make the VIN contradicts', () => {
    expect(crossCheck('1HGCM82633A004352', { year: 2004, make: 'Toyota' })).toEqual([
      { field: 'year', code: 'vin.year_mismatch', expected: [2003] },
      { field: 'make', code: 'vin.make_mismatch', expected: ['Honda'] },
    ]);
    expect(crossCheck('1C4RJFBG9JC000001', { make: 'Ram' })).toEqual([{ field: 'make', code: 'vin.make_mismatch', expected: ['Chrysler', 'Dodge', 'Jeep'] }]);
  });

  it('accepts either reading of position 10 on a VIN not built to 49 CFR 565, and says nothing of an unknown maker', () => {
    expect(crossCheck('WVWZZZ1JZXW000001', { year: 1999 })).toEqual([]);
    expect(crossCheck('WVWZZZ1JZXW000001', { year: 2029 })).toEqual([]);
    expect(crossCheck('WVWZZZ1JZXW000001', { year: 2005 })).toEqual([{ field: 'year', code: 'vin.year_mismatch', expected: [1999, 2029] }]);
    expect(crossCheck('1M8GDM9AXKP042788', { make: 'Anything' })).toEqual([]);
    expect(crossCheck('not a vin', { year: 2020, make: 'Honda' })).toEqual([]);
  });
});

describe('fillFromVin and inspectVin (for imports)', () => {
  it('fills an empty year and make from the VIN, and keeps what was written', () => {
    expect(fillFromVin('1HGCM82633A004352')).toEqual({ year: 2003, make: 'Honda' });
    expect(fillFromVin('1C4RJFBG9JC000001')).toEqual({ year: 2018, make: null });
    expect(inspectVin('1HGCM82633A004352', { year: null, make: '' })).toEqual(E.right(expect.objectContaining({ year: 2003, make: 'Honda', warnings: [] })));
    expect(inspectVin('1HGCM82633A004352', { year: 2003, make: 'HONDA' })).toEqual(E.right(expect.objectContaining({ make: 'HONDA' })));
  });

  it('imports a wrong check digit with a warning, and refuses only what cannot be a VIN', () => {
    expect(inspectVin('1HGCM82643A004352', { year: 2003, make: 'Honda' })).toEqual(E.right(expect.objectContaining({
      warnings: [{ code: 'vin.check_digit', expected: '3' }], year: 2003,
    })));
    expect(inspectVin('1HGCM82633A004352', { year: 2010, make: 'Honda' })).toEqual(E.right(expect.objectContaining({
      warnings: [{ field: 'year', code: 'vin.year_mismatch', expected: [2003] }],
    })));
    expect(inspectVin('1HGCM8263', {})).toEqual(E.left('vin.length'));
    expect(inspectVin('1HGCM8263IA004352', {})).toEqual(E.left('vin.invalid_characters'));
  });
});
