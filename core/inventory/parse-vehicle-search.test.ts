import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVAILABLE_STOCK_STATUSES } from './vehicle';
import { parseVehicleSearch, recentSearchParams } from './parse-vehicle-search';

const ok = (raw: Record<string, unknown>) => {
  const parsed = parseVehicleSearch(raw);
  if (E.isLeft(parsed)) throw new Error(JSON.stringify(parsed.left));
  return parsed.right;
};

describe('parseVehicleSearch', () => {
  it('defaults to the vehicles a deal can use, newest arrivals first', () => {
    expect(ok({})).toMatchObject({ page: 1, stockStatus: AVAILABLE_STOCK_STATUSES, payment: null, ordering: { field: 'arrival_date', descending: true } });
  });

  it('reads prices in dollars and drops the upper bound at the payment cap', () => {
    expect(ok({ price_min: '20000', price_max: '35000.50' })).toMatchObject({ priceMinCents: 2_000_000, priceMaxCents: 3_500_050 });
    expect(ok({ payment_type: 'finance', payment_max: '450' }).payment).toEqual({ type: 'finance', minCents: null, maxCents: 45_000 });
    expect(ok({ payment_type: 'lease', payment_max: '1000' }).payment).toEqual({ type: 'lease', minCents: null, maxCents: null });
    expect(ok({ payment_type: 'cash', payment_max: '70000.00' }).payment?.maxCents).toBeNull();
  });

  it('names each bad parameter', () => {
    expect(parseVehicleSearch({ payment_max: '400', body_type: 'Tank', year: 'x', odometer_max: '-1' })).toEqual(E.left({
      payment_type: ['list.invalid_choice'], body_type: ['list.invalid_choice'], year: ['list.invalid_number'], odometer_max: ['list.invalid_number'],
    }));
  });

  it('remembers the filtering parameters only, as given', () => {
    expect(recentSearchParams({ make: ['Honda', 'Ford'], page: '2', ordering: 'price', foo: 'x', model: '' })).toEqual({ make: 'Honda,Ford' });
  });

  it('never throws', () => {
    const keys = ['page', 'search', 'make', 'year', 'year_min', 'condition', 'price_min', 'payment_type', 'payment_max', 'ordering', 'odometer_max'];
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.array(fc.string()), fc.integer())), (raw) => { parseVehicleSearch(raw); }), { numRuns: 1000 });
  });
});
