import { describe, expect, it } from 'vitest';
import { guessMapping, headerKey, resolveMapping, type FieldDictionary } from './columns';

type Field = 'vin' | 'price' | 'photos' | 'make';
const dictionary: FieldDictionary<Field> = {
  vin: { synonyms: ['VIN', 'NIV', 'vehicle identification number'] },
  price: { synonyms: ['price', 'prix', 'selling price'] },
  photos: { synonyms: ['photo', 'photos', 'image_link', 'image'], many: true },
  make: { synonyms: ['make', 'marque'] },
};

describe('column guessing', () => {
  it('compares headers without case, accents or punctuation', () => {
    expect(headerKey(' Prix de Détail! ')).toBe('prixdedetail');
  });

  it('guesses English, French and numbered columns, one field per header', () => {
    const headers = ['NIV', 'Marque', 'Prix', 'Photo 1', 'Photo 2', 'Notes', 'VIN'];
    expect(guessMapping(headers, dictionary)).toEqual({ vin: ['NIV'], make: ['Marque'], price: ['Prix'], photos: ['Photo 1', 'Photo 2'] });
  });

  it('resolves a saved mapping to positions and reports what the file lacks', () => {
    const resolved = resolveMapping(['Make', 'Price', 'Pic'], { make: ['Make'], price: ['Cost'], photos: ['Pic', 'Make'] }, dictionary);
    expect(resolved.columns).toEqual({ make: [0], photos: [2] });
    expect(resolved.problems).toEqual([
      { code: 'mapping.column_missing', field: 'price', column: 'Cost' },
      { code: 'mapping.column_twice', field: 'photos', column: 'Make' },
    ]);
  });

  it('reports a field the dictionary does not know', () => {
    const resolved = resolveMapping(['A'], { colour: ['A'] } as never, dictionary);
    expect(resolved.problems).toEqual([{ code: 'mapping.field_unknown', field: 'colour', column: 'A' }]);
  });
});
