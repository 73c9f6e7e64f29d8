import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { planRow, type StoredVehicle } from './feed-plan';

const stored: StoredVehicle = {
  id: 7, vin: '1HGCM82633A004352', stockNumber: 'A1', year: 2003, make: 'Honda', model: 'Accord', trim: '', condition: 'Used', listingPriceCents: 100_000,
  msrpCents: null, costCents: null, odometer: 10, exteriorColor: '', interiorColor: '', bodyType: 'Sedan', fuelType: 'Gasoline', transmission: '', drivetrain: '',
  arrivalDate: '2024-01-01', images: [], packages: [], stockStatus: 'I', leftFeedAt: null,
};
const row = (vehicle: object) => ({ vehicle: { vin: stored.vin, ...vehicle }, warnings: [], stockColumn: 'Stock' });

describe('planRow', () => {
  it('adds with defaults flagged, and refuses an add that lacks what a vehicle needs', () => {
    const added = planRow(row({ stockNumber: 'A1', year: 2003, make: 'Honda', model: 'Accord', condition: 'Used', listingPriceCents: 5 }), null, null, '2026-01-02');
    expect(E.isRight(added) && added.right.outcome === 'added' && added.right.values).toMatchObject({ arrivalDate: '2026-01-02', bodyType: 'Sedan', stockStatus: 'I' });
    expect(E.isRight(added) && added.right.warnings.map((w) => w.code)).toEqual(['import.body_assumed', 'import.fuel_assumed']);
    expect(planRow(row({ model: 'Accord' }), null, null, '2026-01-02')).toEqual(E.left([
      { code: 'import.required_to_add', field: 'stockNumber', column: null }, { code: 'import.required_to_add', field: 'year', column: null },
      { code: 'import.required_to_add', field: 'make', column: null }, { code: 'import.required_to_add', field: 'condition', column: null },
      { code: 'import.required_to_add', field: 'price', column: null },
    ]));
  });

  it('updates only what differs, and finds nothing to do when nothing does', () => {
    expect(planRow(row({ listingPriceCents: 100_000, model: 'Accord' }), stored, stored, 'x')).toEqual(E.right({ outcome: 'unchanged', vehicleId: 7, warnings: [] }));
    const updated = planRow(row({ listingPriceCents: 90_000, images: ['https://x/1.jpg'] }), stored, stored, 'x');
    expect(E.isRight(updated) && updated.right.outcome === 'updated' && updated.right.changes).toEqual({ listingPriceCents: 90_000, images: ['https://x/1.jpg'] });
  });

  it('brings back a vehicle that had left the feed', () => {
    const back = planRow(row({}), { ...stored, stockStatus: 'U', leftFeedAt: new Date(0) }, null, 'x');
    expect(E.isRight(back) && back.right.outcome === 'updated' && back.right.changes).toEqual({ leftFeedAt: null, stockStatus: 'I' });
  });

  it('brings back in stock a vehicle an undone import made unavailable, and leaves a sold one sold', () => {
    // Undoing an import that added the vehicle makes it unavailable without its leaving the feed: the same file again brings it back.
    const undone = planRow(row({}), { ...stored, stockStatus: 'U', leftFeedAt: null }, null, 'x');
    expect(E.isRight(undone) && undone.right.outcome === 'updated' && undone.right.changes).toEqual({ stockStatus: 'I' });
    expect(planRow(row({}), { ...stored, stockStatus: 'S' }, null, 'x')).toEqual(E.right({ outcome: 'unchanged', vehicleId: 7, warnings: [] }));
  });

  it('refuses a stock number another vehicle of the store holds', () => {
    expect(planRow(row({ stockNumber: 'A1' }), null, stored, 'x')).toEqual(E.left([{ code: 'import.stock_number_taken', field: 'stockNumber', column: 'Stock' }]));
  });
});
