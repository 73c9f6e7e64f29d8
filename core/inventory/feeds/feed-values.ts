import { BODY_TYPES, FUEL_TYPES, type BodyType, type Condition, type FuelType } from '../vehicle';

/** The words feeds use for a vehicle's condition, body and fuel, in English and French, to the panel's values. */

const key = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');

const CONDITIONS: Readonly<Record<string, Condition>> = {
  new: 'New', n: 'New', neuf: 'New', neuve: 'New', demo: 'New',
  used: 'Used', u: 'Used', usage: 'Used', usagee: 'Used', preowned: 'Used', certified: 'Used', certifiedpreowned: 'Used', cpo: 'Used', doccasion: 'Used', occasion: 'Used',
};

const BODIES: Readonly<Record<string, BodyType>> = {
  ...Object.fromEntries(BODY_TYPES.map((b) => [key(b), b])),
  berline: 'Sedan', suv: 'SUV', sportutility: 'SUV', vus: 'SUV', crossover: 'SUV', multisegment: 'SUV', utility: 'SUV',
  pickup: 'Truck', pickuptruck: 'Truck', camionnette: 'Truck', camion: 'Truck', crewcab: 'Truck', extendedcab: 'Truck',
  coupe: 'Coupe', minivan: 'Minivan', fourgonnette: 'Minivan', van: 'Minivan', wagon: 'Wagon', familiale: 'Wagon', stationwagon: 'Wagon',
  convertible: 'Convertible', decapotable: 'Convertible', cabriolet: 'Convertible', hatchback: 'Hatchback', bicorps: 'Hatchback', hayon: 'Hatchback',
};

const FUELS: Readonly<Record<string, FuelType>> = {
  ...Object.fromEntries(FUEL_TYPES.map((f) => [key(f), f])),
  gas: 'Gasoline', gasoline: 'Gasoline', petrol: 'Gasoline', essence: 'Gasoline', regular: 'Gasoline', flexfuel: 'Gasoline',
  diesel: 'Diesel', electric: 'Electric', ev: 'Electric', electrique: 'Electric', bev: 'Electric',
  hybrid: 'Hybrid', hybride: 'Hybrid', hev: 'Hybrid', pluginhybrid: 'Plug-in Hybrid', phev: 'Plug-in Hybrid', hybriderechargeable: 'Plug-in Hybrid',
};

const lookup = <T>(table: Readonly<Record<string, T>>, text: string): T | null => (Object.hasOwn(table, key(text)) ? (table[key(text)] ?? null) : null);

export const conditionOf = (text: string): Condition | null => lookup(CONDITIONS, text);
export const bodyTypeOf = (text: string): BodyType | null => lookup(BODIES, text);
export const fuelTypeOf = (text: string): FuelType | null => lookup(FUELS, text);

/** A cell of several URLs (`|`, `,`, `;` or spaces between them): the http(s) ones in order, and how many were not. */
export function photoUrls(cells: readonly string[]): { readonly urls: readonly string[]; readonly rejected: number } {
  const urls: string[] = [];
  let rejected = 0;
  for (const part of cells.flatMap((cell) => cell.split(/[|,;\s]+/))) {
    if (part === '') continue;
    if (/^https?:\/\/[^\s"'<>]+$/i.test(part) && part.length <= 2000) { if (!urls.includes(part)) urls.push(part); } else rejected += 1;
  }
  return { urls, rejected };
}

/** Options or packages written in one cell (`|` or `;` between them, or line breaks): their names. */
export function optionNames(text: string): readonly string[] {
  return text.split(/[|;\n]+/).map((s) => s.trim()).filter((s) => s !== '').slice(0, 200).map((s) => s.slice(0, 200));
}
