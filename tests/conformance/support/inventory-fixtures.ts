import type { Db } from '../../../adapters/persistence/shared/database';
import { vehicles } from '../../../adapters/persistence/schema';
import { vehicleSearchText } from '@dealer-panel/core/inventory/vehicle-search-text';
import { unique } from './fixtures';


export interface VehicleFields {
  readonly make?: string; readonly model?: string; readonly trim?: string; readonly year?: number; readonly condition?: 'New' | 'Used';
  readonly stockStatus?: string; readonly priceCents?: number; readonly financeCents?: number | null; readonly odometer?: number; readonly arrivalDate?: string;
}

/** A vehicle with a unique VIN and stock number. */
export async function insertVehicle(db: Db, dealershipId: number, f: VehicleFields): Promise<number> {
  const vin = unique('V').replace(/[^A-HJ-NPR-Z0-9]/gi, '').toUpperCase().slice(0, 17).padEnd(17, '7');
  const stockNumber = unique('S');
  const v = { make: f.make ?? 'Honda', model: f.model ?? 'Civic', trim: f.trim ?? 'Sport', year: f.year ?? 2024, exteriorColor: 'Pearl White', vin, stockNumber };
  const [row] = await db.insert(vehicles).values({
    ...v, dealershipId, condition: f.condition ?? 'New', stockStatus: f.stockStatus ?? 'I', listingPriceCents: f.priceCents ?? 3_000_000,
    odometer: f.odometer ?? 10, fuelType: 'Gasoline', bodyType: 'Sedan', arrivalDate: f.arrivalDate ?? '2026-03-01',
    financePaymentCents: f.financeCents ?? null, financeTerm: f.financeCents == null ? null : 72, financeRateBp: f.financeCents == null ? null : 599,
    searchText: vehicleSearchText(v),
  }).returning({ id: vehicles.id });
  return row!.id;
}
