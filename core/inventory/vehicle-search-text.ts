import { foldText } from '../shared/search-text';

/** The stored search text of a vehicle: folded make, model, trim, colour, VIN and stock number. */
export function vehicleSearchText(v: { readonly make: string; readonly model: string; readonly trim: string; readonly exteriorColor: string; readonly vin: string; readonly stockNumber: string; readonly year: number }): string {
  return [String(v.year), v.make, v.model, v.trim, v.exteriorColor, v.vin, v.stockNumber].map(foldText).filter((s) => s !== '').join(' ');
}
