import type { Country } from '../access/dealership';

/** The odometer is read in kilometres in Canada and in miles in the USA (the store's country). */
export type OdometerUnit = 'km' | 'mi';

export const odometerUnitOf = (country: Country): OdometerUnit => (country === 'US' ? 'mi' : 'km');

/** The highest reading taken: six digits, what an odometer shows. */
export const ODOMETER_MAX = 999_999;

const KM_PER_MILE = 1.609344;

/** A reading in kilometres (valuations are asked in km), rounded to the kilometre. */
export const odometerKm = (reading: number, unit: OdometerUnit): number => (unit === 'km' ? reading : Math.round(reading * KM_PER_MILE));
