import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { odometerKm, odometerUnitOf } from './odometer';
import { parseTradeIn } from './trade-in-form';

const TODAY = new Date('2026-11-28T12:00:00Z');
const civic = { vehicle: { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX', odometer: '64000', vin: '2hgfc2f59lh000001' } };

describe('a trade-in as sent', () => {
  it('reads the odometer in km in Canada and miles in the USA, the VIN normalized, amounts in cents', () => {
    const ca = parseTradeIn({ ...civic, lease_amount_due: '4250.50', accident: true }, 'CA', TODAY);
    expect(ca).toEqual(E.right(expect.objectContaining({
      vehicle: expect.objectContaining({ odometer: 64_000, odometerUnit: 'km', vin: '2HGFC2F59LH000001', transmission: null }),
      condition: 'good', leaseAmountDueCents: 425_050, financeAmountDueCents: 0, residualValueCents: null,
      yesNo: expect.objectContaining({ accident: true, repairs: false }),
    })));
    const us = parseTradeIn(civic, 'US', TODAY);
    expect(E.isRight(us) && us.right.vehicle.odometerUnit).toBe('mi');
    expect([odometerUnitOf('CA'), odometerUnitOf('US'), odometerKm(10_000, 'mi'), odometerKm(10_000, 'km')]).toEqual(['km', 'mi', 16_093, 10_000]);
  });

  it('names every bad field', () => {
    const bad = parseTradeIn({
      vehicle: { year: 1975, make: '', odometer: -1, vin: '2HGFC2F58LH000001', transmission: 'cvt' },
      condition: 'mint', finance_amount_due: '-5', payments_left: 500, accident: 'yes', answers: { q1: { nested: true } },
    }, 'CA', TODAY);
    expect(bad).toEqual(E.left({
      'vehicle.year': ['number.too_small'], 'vehicle.make': ['required'], 'vehicle.model': ['required'], 'vehicle.odometer': ['number.too_small'],
      'vehicle.vin': ['vin.check_digit'], 'vehicle.transmission': ['choice.invalid'], condition: ['choice.invalid'],
      finance_amount_due: ['money.invalid'], payments_left: ['number.too_large'], accident: ['type.boolean'], answers: ['answers.invalid'],
    }));
    expect(parseTradeIn({ vehicle: { ...civic.vehicle, year: 2028 } }, 'CA', TODAY)).toEqual(E.left({ 'vehicle.year': ['number.too_large'] }));
  });
});
