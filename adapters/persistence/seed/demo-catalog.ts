import type { BodyType, FuelType } from '@dealer-panel/core/inventory/vehicle';
import type { StoreKey } from './demo-stores';

/** A model a store carries: world manufacturer ids for its VINs, body, fuel, trims with Canadian MSRPs. */
export interface CatalogModel {
  readonly make: string;
  readonly model: string;
  readonly wmi: readonly string[];
  readonly body: BodyType;
  readonly fuel: FuelType;
  readonly drivetrain: string;
  readonly trims: readonly (readonly [string, number])[];
}

const m = (make: string, model: string, wmi: string[], body: BodyType, fuel: FuelType, drivetrain: string, trims: [string, number][]): CatalogModel =>
  ({ make, model, wmi, body, fuel, drivetrain, trims });

// Trims and prices as the 2024-2026 Canadian model years list them (CAD, before freight and PDI).
const TOYOTA = [
  m('Toyota', 'Corolla', ['2T1', 'JTD'], 'Sedan', 'Gasoline', 'FWD', [['L', 23_490], ['LE', 25_990], ['SE', 28_690], ['XSE', 31_990]]),
  m('Toyota', 'RAV4', ['2T3'], 'SUV', 'Gasoline', 'AWD', [['LE', 34_290], ['XLE', 38_790], ['Trail', 41_690], ['Limited', 46_290]]),
  m('Toyota', 'RAV4 Hybrid', ['2T3', 'JTM'], 'SUV', 'Hybrid', 'AWD', [['LE', 37_390], ['XLE', 41_890], ['XSE', 46_990]]),
  m('Toyota', 'Camry', ['4T1'], 'Sedan', 'Hybrid', 'FWD', [['LE', 36_990], ['SE', 39_590], ['XSE', 44_590]]),
  m('Toyota', 'Highlander', ['5TD'], 'SUV', 'Gasoline', 'AWD', [['LE', 48_990], ['XLE', 54_190], ['Limited', 60_990]]),
  m('Toyota', 'Tacoma', ['3TY'], 'Truck', 'Gasoline', '4WD', [['SR5', 47_790], ['TRD Sport', 53_990], ['TRD Off-Road', 55_990]]),
];
const HYUNDAI = [
  m('Hyundai', 'Elantra', ['KMH'], 'Sedan', 'Gasoline', 'FWD', [['Essential', 22_899], ['Preferred', 25_499], ['Luxury', 29_699], ['N Line', 31_299]]),
  m('Hyundai', 'Kona', ['KM8'], 'SUV', 'Gasoline', 'AWD', [['Essential', 28_699], ['Preferred', 31_699], ['N Line Ultimate', 37_999]]),
  m('Hyundai', 'Tucson', ['KM8', '5NM'], 'SUV', 'Gasoline', 'AWD', [['Essential', 33_999], ['Preferred', 36_999], ['Urban', 40_599], ['Ultimate', 43_599]]),
  m('Hyundai', 'Santa Fe', ['5NM'], 'SUV', 'Hybrid', 'AWD', [['Preferred', 44_999], ['Luxury', 50_599], ['Ultimate Calligraphy', 55_999]]),
  m('Hyundai', 'IONIQ 5', ['KM8'], 'SUV', 'Electric', 'AWD', [['Preferred', 52_999], ['Preferred Long Range', 58_999], ['Ultimate', 64_999]]),
];
const VOLKSWAGEN = [
  m('Volkswagen', 'Jetta', ['3VW'], 'Sedan', 'Gasoline', 'FWD', [['Trendline', 25_795], ['Comfortline', 28_795], ['Highline', 32_295], ['GLI', 36_395]]),
  m('Volkswagen', 'Taos', ['3VV'], 'SUV', 'Gasoline', '4MOTION', [['Trendline', 30_995], ['Comfortline', 34_495], ['Highline', 38_995]]),
  m('Volkswagen', 'Tiguan', ['3VV', 'WVG'], 'SUV', 'Gasoline', '4MOTION', [['Trendline', 35_995], ['Comfortline', 40_495], ['Highline', 45_495]]),
  m('Volkswagen', 'Atlas', ['1V2'], 'SUV', 'Gasoline', '4MOTION', [['Comfortline', 54_995], ['Highline', 60_995], ['Execline', 65_995]]),
  m('Volkswagen', 'Golf GTI', ['WVW'], 'Hatchback', 'Gasoline', 'FWD', [['Base', 37_895], ['Autobahn', 43_995]]),
  m('Volkswagen', 'ID.4', ['1V2'], 'SUV', 'Electric', 'AWD', [['Standard', 49_995], ['Pro', 55_995], ['Pro S', 60_495]]),
];
const HONDA = [
  m('Honda', 'Civic', ['2HG'], 'Sedan', 'Gasoline', 'FWD', [['LX', 28_600], ['Sport', 31_400], ['EX', 33_400], ['Touring', 36_500]]),
  m('Honda', 'Civic Hatchback', ['SHH'], 'Hatchback', 'Hybrid', 'FWD', [['Sport', 33_100], ['Sport Touring', 38_900]]),
  m('Honda', 'CR-V', ['2HK', '7FA'], 'SUV', 'Gasoline', 'AWD', [['LX', 36_200], ['Sport', 40_400], ['EX-L', 44_500], ['Touring', 49_600]]),
  m('Honda', 'HR-V', ['3CZ'], 'SUV', 'Gasoline', 'AWD', [['LX', 30_800], ['Sport', 34_500], ['EX-L Navi', 37_400]]),
  m('Honda', 'Accord', ['1HG'], 'Sedan', 'Hybrid', 'FWD', [['EX', 38_600], ['Sport', 42_100], ['Touring', 47_700]]),
  m('Honda', 'Pilot', ['5FN'], 'SUV', 'Gasoline', 'AWD', [['Sport', 51_400], ['EX-L', 55_600], ['TrailSport', 60_600], ['Black Edition', 66_900]]),
];
const SUBARU = [
  m('Subaru', 'Crosstrek', ['JF2', '4S4'], 'SUV', 'Gasoline', 'AWD', [['Convenience', 29_995], ['Touring', 32_995], ['Sport', 35_995], ['Limited', 38_995]]),
  m('Subaru', 'Forester', ['JF2'], 'SUV', 'Gasoline', 'AWD', [['Convenience', 36_195], ['Touring', 39_295], ['Sport', 42_395], ['Wilderness', 45_795]]),
  m('Subaru', 'Outback', ['4S4'], 'Wagon', 'Gasoline', 'AWD', [['Convenience', 37_995], ['Touring', 41_295], ['Onyx', 46_295], ['Wilderness', 50_295]]),
  m('Subaru', 'Ascent', ['4S4'], 'SUV', 'Gasoline', 'AWD', [['Convenience', 45_995], ['Touring', 49_995], ['Limited', 56_995]]),
  m('Subaru', 'Impreza', ['JF1'], 'Hatchback', 'Gasoline', 'AWD', [['Convenience', 26_495], ['Sport', 30_995], ['RS', 34_495]]),
];
const FORD = [
  m('Ford', 'F-150', ['1FT'], 'Truck', 'Gasoline', '4x4', [['XL', 52_995], ['XLT', 60_495], ['Lariat', 74_995], ['Platinum', 89_995]]),
  m('Ford', 'Maverick', ['3FT'], 'Truck', 'Hybrid', 'FWD', [['XL', 34_995], ['XLT', 38_995], ['Lariat', 45_995]]),
  m('Ford', 'Escape', ['1FM'], 'SUV', 'Plug-in Hybrid', 'AWD', [['Active', 36_995], ['ST-Line', 39_995], ['Platinum', 48_995]]),
  m('Ford', 'Bronco Sport', ['3FM'], 'SUV', 'Gasoline', '4x4', [['Big Bend', 37_495], ['Outer Banks', 42_495], ['Badlands', 46_995]]),
  m('Ford', 'Explorer', ['1FM'], 'SUV', 'Gasoline', '4WD', [['Active', 51_995], ['ST-Line', 56_495], ['Platinum', 66_995]]),
  m('Ford', 'Mustang Mach-E', ['3FM'], 'SUV', 'Electric', 'AWD', [['Select', 55_995], ['Premium', 62_995], ['GT', 72_995]]),
];

/** New cars: each store's franchises (Lakeshore is a Volkswagen store: the corporate demo user looks into it). */
export const NEW_MODELS: Readonly<Record<StoreKey, readonly CatalogModel[]>> = {
  qc: [...TOYOTA, ...HYUNDAI],
  on: [...VOLKSWAGEN, ...HONDA],
  vt: [...SUBARU, ...FORD],
};

/** Trade-ins come in every make. */
export const USED_MODELS: readonly CatalogModel[] = [...TOYOTA, ...HYUNDAI, ...VOLKSWAGEN, ...HONDA, ...SUBARU, ...FORD, ...[
  m('Mazda', 'CX-5', ['JM3'], 'SUV', 'Gasoline', 'AWD', [['GS', 34_250], ['GT', 40_550]]),
  m('Mazda', 'Mazda3', ['3MZ'], 'Sedan', 'Gasoline', 'FWD', [['GS', 25_850], ['GT', 31_450]]),
  m('Kia', 'Sportage', ['KND'], 'SUV', 'Gasoline', 'AWD', [['LX', 31_995], ['EX', 36_495]]),
  m('Chevrolet', 'Equinox', ['3GN'], 'SUV', 'Gasoline', 'AWD', [['LS', 33_599], ['LT', 36_799]]),
  m('Dodge', 'Grand Caravan', ['2C4'], 'Minivan', 'Gasoline', 'FWD', [['SXT', 36_995]]),
  m('Nissan', 'Rogue', ['5N1'], 'SUV', 'Gasoline', 'AWD', [['S', 33_398], ['SV', 37_398]]),
]];

/** Colours with the hex of their picture. */
export const COLOURS: readonly (readonly [string, string])[] = [
  ['Pearl White', 'f1f1ee'], ['Midnight Black', '1b1b1e'], ['Lunar Silver', 'b9bdc3'], ['Magnetic Grey', '5b5f66'],
  ['Deep Blue', '2b4c7e'], ['Ruby Red', '9e1d25'], ['Forest Green', '3c5a45'], ['Bronze', '7a5a3c'], ['Sunset Orange', 'c65a20'],
];
export const INTERIORS = ['Black cloth', 'Black leather', 'Grey cloth', 'Beige leather', 'Black leatherette'] as const;

export const PACKAGES: readonly { readonly code: string; readonly name: string; readonly priceCents: number }[] = [
  { code: 'WNT', name: 'Winter package (tires, rims, mats)', priceCents: 189_900 },
  { code: 'PRT', name: 'Protection package (rustproofing, film)', priceCents: 99_900 },
  { code: 'TEC', name: 'Technology package', priceCents: 149_900 },
  { code: 'TOW', name: 'Towing package', priceCents: 79_900 },
];
