import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../shared/tabular/columns';
import { resolveMapping } from '../../shared/tabular/columns';
import { FEED_DICTIONARY } from './feed-fields';
import { readFeedRow, type FeedRowContext } from './feed-row';

const contextOf = (headers: string[], unit: 'km' | 'mi' = 'km', currency: 'CAD' | 'USD' = 'CAD'): FeedRowContext => ({
  headers, columns: resolveMapping(headers, guessMapping(headers, FEED_DICTIONARY), FEED_DICTIONARY).columns, unit, currency, dayOrder: 'dmy',
});

const GOOGLE = ['vin', 'id', 'store_code', 'price', 'vehicle_msrp', 'condition', 'make', 'model', 'trim', 'year', 'mileage', 'exterior_color', 'image_link', 'additional_image_link', 'date_in_stock', 'link', 'certified_pre_owned'];

describe('readFeedRow', () => {
  it('reads a Google vehicle listings row without a mapping, converting miles to the store\'s kilometres', () => {
    const cells = ['1HGCM82633A004352', 'A123', 'S1', '10499 USD', '12,000.00 USD', 'used', 'Honda', 'Accord', 'EX', '2003', '100 miles', 'Blue',
      'https://x.test/1.jpg', 'https://x.test/2.jpg,https://x.test/3.jpg', '2024-03-01T10:00:00Z', 'https://x.test/v', 'false'];
    const read = readFeedRow(cells, contextOf(GOOGLE, 'km', 'USD'));
    expect(read).toEqual(E.right({
      vehicle: {
        vin: '1HGCM82633A004352', stockNumber: 'A123', year: 2003, make: 'Honda', model: 'Accord', trim: 'EX', condition: 'Used', listingPriceCents: 1_049_900,
        msrpCents: 1_200_000, odometer: 161, exteriorColor: 'Blue', arrivalDate: '2024-03-01', images: ['https://x.test/1.jpg', 'https://x.test/2.jpg', 'https://x.test/3.jpg'],
      },
      warnings: [],
    }));
  });

  it('reads a Québec export: French headers, amounts with spaces and commas, day-first dates', () => {
    const headers = ['NIV', 'No de stock', 'Année', 'Marque', 'Modèle', 'État', 'Prix', 'Coût', 'Kilométrage', 'Carrosserie', 'Carburant', 'Date d\'arrivée'];
    const cells = ['1HGCM82633A004352', 'Q-9', '2003', 'Honda', 'Accord', 'Usagé', '32 995,00 $', '28 000 $', '45 000 km', 'Berline', 'Essence', '03/01/2024'];
    const read = readFeedRow(cells, contextOf(headers));
    expect(E.isRight(read) && read.right.vehicle).toMatchObject({
      stockNumber: 'Q-9', condition: 'Used', listingPriceCents: 3_299_500, costCents: 2_800_000, odometer: 45_000, bodyType: 'Sedan', fuelType: 'Gasoline', arrivalDate: '2024-01-03',
    });
  });

  it('refuses with every reason, each naming its column', () => {
    const headers = ['VIN', 'Price', 'Year', 'Odometer'];
    expect(readFeedRow(['1HGCM82633A00435', 'free', '203', 'lots'], contextOf(headers))).toEqual(E.left([
      { code: 'vin.length', field: 'vin', column: 'VIN' },
      { code: 'import.year', field: 'year', column: 'Year' },
      { code: 'import.amount', field: 'price', column: 'Price' },
      { code: 'import.odometer', field: 'odometer', column: 'Odometer' },
    ]));
    expect(readFeedRow(['', '1', '2020', '1'], contextOf(headers))).toEqual(E.left([{ code: 'import.required', field: 'vin', column: 'VIN' }]));
  });

  it('keeps a wrong check digit and a year the VIN disagrees with as warnings, and flags a formula', () => {
    const headers = ['VIN', 'Year', 'Make', 'Model'];
    const read = readFeedRow(['1HGCM82643A004352', '2015', 'Honda', '=HYPERLINK("x")'], contextOf(headers));
    expect(E.isRight(read) && read.right.warnings.map((w) => w.code)).toEqual(['vin.check_digit', 'import.cell_formula', 'vin.year_mismatch']);
    expect(E.isRight(read) && read.right.vehicle.model).toBe('=HYPERLINK("x")');
  });

  it('fills an empty year and make from the VIN', () => {
    const read = readFeedRow(['1HGCM82633A004352', 'Accord'], contextOf(['VIN', 'Model']));
    expect(E.isRight(read) && read.right.vehicle).toMatchObject({ year: 2003, make: 'Honda' });
  });
});
