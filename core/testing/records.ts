import type { Language } from '../shared/language';
import type { Vehicle } from '../inventory/vehicle';

/**
 * A customer as the deal use cases read one: who they are, how to write to them. The in-memory
 * customers keep these (the app's CustomerRepository keeps the whole record).
 */
export interface DealCustomer {
  readonly id: number;
  readonly dealershipId: number;
  readonly firstName: string;
  readonly lastName: string;
  /** '' when the customer gave none (quotes cannot be e-mailed then: CustomerHasNoEmail). */
  readonly email: string;
  readonly language: Language;
  /** The customer's sales rep (a sales rep's list shows only theirs); null when none. */
  readonly salesRepId: number | null;
}

/** What `vehicleRecord` needs: the vehicle's identity and price; the rest of a `Vehicle` has neutral defaults. */
export type VehicleInput = Pick<Vehicle, 'id' | 'dealershipId' | 'year' | 'make' | 'model' | 'listingPriceCents'> & Partial<Vehicle>;

/**
 * A whole `Vehicle` of the inventory from its identity and price (what a deal and a quote show):
 * new, in stock ('I'), no VIN, stock number, trim, images, packages or advertised payments unless
 * given. Throws a TypeError naming every invalid field.
 */
export function vehicleRecord(input: VehicleInput): Vehicle {
  const problems: string[] = [];
  for (const key of ['id', 'dealershipId'] as const) if (!Number.isSafeInteger(input[key]) || input[key] < 1) problems.push(`${key}: a positive integer`);
  if (!Number.isSafeInteger(input.year) || input.year < 1900) problems.push('year: a model year (an integer from 1900)');
  if (!Number.isSafeInteger(input.listingPriceCents) || input.listingPriceCents < 0) problems.push('listingPriceCents: whole cents, 0 or more');
  for (const key of ['make', 'model'] as const) if (typeof input[key] !== 'string' || input[key].trim() === '') problems.push(`${key}: required`);
  if (problems.length > 0) throw new TypeError(`vehicleRecord: ${problems.join('; ')}`);
  return {
    vin: '', trim: '', condition: 'New', stockNumber: '', stockStatus: 'I', msrpCents: null, odometer: 0, fuelType: 'Gasoline',
    exteriorColor: '', interiorColor: '', bodyType: 'Sedan', transmission: '', drivetrain: '', arrivalDate: '', deliveryChargeCents: 0,
    images: [], packages: [], spinCarUrl: '', financePayment: null, leasePayment: null,
    ...input,
  };
}
