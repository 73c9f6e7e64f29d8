import type { Condition, StockStatus } from '@dealer-panel/core/inventory/vehicle';
import { vinCheckDigit } from '@dealer-panel/core/shared/validation/vin';
import { COLOURS, INTERIORS, NEW_MODELS, PACKAGES, USED_MODELS, type CatalogModel } from './demo-catalog';
import type { DemoStore, StoreKey } from './demo-stores';
import { mulberry32, type Rng } from './prng';

export const VEHICLES_PER_STORE: Readonly<Record<StoreKey, number>> = { qc: 210, on: 210, vt: 200 };
const SEEDS: Readonly<Record<StoreKey, number>> = { qc: 0x51_7e1c, on: 0x41_7e1c, vt: 0x80_7e1c };
const STOCK_PREFIX: Readonly<Record<StoreKey, string>> = { qc: 'SL', on: 'LM', vt: 'GM' };
const DAY_MS = 86_400_000;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Model-year character of a VIN (position 10), 2010 = A. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

export interface DemoVehicle {
  readonly vin: string; readonly year: number; readonly make: string; readonly model: string; readonly trim: string;
  readonly condition: Condition; readonly stockNumber: string; readonly stockStatus: StockStatus;
  readonly listingPriceCents: number; readonly msrpCents: number | null; readonly costCents: number | null; readonly odometer: number; readonly fuelType: string;
  readonly exteriorColor: string; readonly interiorColor: string; readonly bodyType: string; readonly transmission: string;
  readonly drivetrain: string; readonly arrivalDate: string; readonly deliveryChargeCents: number; readonly images: string[];
  readonly packages: { code: string; name: string; priceCents: number }[];
  readonly financePaymentCents: number; readonly financeTerm: number; readonly financeRateBp: number;
  readonly leasePaymentCents: number | null; readonly leaseTerm: number | null; readonly leaseRateBp: number | null;
}

/** The store's inventory, the same for the same store and `now`: new cars of its franchises, trade-ins of every make. */
export function demoVehicles(store: DemoStore, now: Date, count = VEHICLES_PER_STORE[store.key]): DemoVehicle[] {
  const rng = mulberry32(SEEDS[store.key]);
  const vins = new Set<string>();
  return Array.from({ length: count }, (_, i) => oneVehicle(store, now, rng, vins, i));
}

function oneVehicle(store: DemoStore, now: Date, rng: Rng, vins: Set<string>, index: number): DemoVehicle {
  const isNew = rng.chance(0.58);
  const model = rng.pick(isNew ? NEW_MODELS[store.key] : USED_MODELS);
  const [trim, msrpCad] = rng.pick(model.trims);
  const usd = store.country === 'US';
  const msrp = Math.round((usd ? msrpCad * 0.78 : msrpCad) / 5) * 5;
  const thisYear = now.getUTCFullYear();
  const year = isNew ? rng.weighted([[thisYear, 70], [thisYear - 1, 30]]) : thisYear - rng.int(1, 11);
  const age = Math.max(0, thisYear - year);
  const perYear = usd ? rng.int(9_000, 15_000) : rng.int(14_000, 24_000);
  const odometer = isNew ? rng.int(5, 80) : age * perYear + rng.int(0, 5_000);
  const worn = !isNew && (age >= 8 || odometer >= (usd ? 100_000 : 160_000));
  const used = Math.round(msrp * 0.86 ** age * (1 - Math.min(0.3, odometer / (usd ? 500_000 : 800_000))));
  const listing = Math.max(2_995, Math.floor((isNew ? msrp - rng.int(0, 15) * 100 : used) / 100) * 100 - 5);
  const stockStatus = stockStatusFor(isNew, worn, rng);
  const future = stockStatus === 'T' || stockStatus === 'V';
  const arrival = new Date(now.getTime() + (future ? rng.int(5, 45) : -rng.int(0, isNew ? 200 : 120)) * DAY_MS);
  const [colour, hex] = rng.pick(COLOURS);
  const delivery = isNew ? (usd ? 149_500 : 209_500) : 0;
  const packages = isNew ? PACKAGES.filter((p) => (p.code === 'TOW' ? model.body === 'Truck' : rng.chance(0.25))).map((p) => ({ ...p })) : [];
  const financeRate = isNew ? rng.int(499, 699) : rng.int(799, 999);
  const financeTerm = isNew ? 72 : 60;
  const leaseRate = rng.int(399, 599);
  const stockNumber = `${STOCK_PREFIX[store.key]}${isNew ? 'N' : 'U'}${String(10_001 + index)}`;
  return {
    vin: vinFor(model, year, rng, vins), year, make: model.make, model: model.model, trim, condition: isNew ? 'New' : 'Used',
    stockNumber, stockStatus,
    listingPriceCents: listing * 100, msrpCents: isNew ? msrp * 100 : null, costCents: demoCostCents(stockNumber, isNew ? msrp : null, listing), odometer, fuelType: model.fuel,
    exteriorColor: colour, interiorColor: rng.pick(INTERIORS), bodyType: model.body,
    transmission: model.fuel === 'Electric' ? 'Single-speed' : 'Automatic', drivetrain: model.drivetrain,
    arrivalDate: arrival.toISOString().slice(0, 10), deliveryChargeCents: delivery,
    images: [`/api/vehicle-art/${model.body.toLowerCase()}-${hex}.svg`], packages,
    financePaymentCents: amortized(listing * 100 + delivery, financeRate, financeTerm), financeTerm, financeRateBp: financeRate,
    leasePaymentCents: isNew ? leased(listing * 100 + delivery, msrp * 100 * (model.fuel === 'Electric' ? 0.5 : 0.56), leaseRate, 48) : null,
    leaseTerm: isNew ? 48 : null, leaseRateBp: isNew ? leaseRate : null,
  };
}

/** A number in [0, 1) from a text (FNV-1a): the same text, the same number; the seeded rng is not drawn. */
function hashUnit(text: string): number {
  let h = 0x81_1c_9d_c5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01_00_01_93) >>> 0;
  return h / 0x1_00_00_00_00;
}

/**
 * What the store paid, in cents, derived from the stock number so that the rest of the demo (drawn
 * from the seeded rng) does not change: a new vehicle's invoice is 91–95 % of its MSRP; a used one
 * was bought at 80–88 % of its listing price, and one in ten has no cost yet (an appraisal not
 * entered), so "cost unknown" shows too.
 */
export function demoCostCents(stockNumber: string, msrpDollars: number | null, listingDollars: number): number | null {
  const h = hashUnit(stockNumber);
  if (msrpDollars !== null) return Math.round(msrpDollars * (0.91 + 0.04 * h)) * 100;
  if (hashUnit(`${stockNumber}/cost`) < 0.1) return null;
  return Math.round(listingDollars * (0.8 + 0.08 * h)) * 100;
}

function stockStatusFor(isNew: boolean, worn: boolean, rng: Rng): StockStatus {
  if (isNew) return rng.weighted<StockStatus>([['I', 55], ['T', 14], ['D', 7], ['V', 6], ['R', 6], ['P', 6], ['S', 6]]);
  if (worn) return rng.weighted<StockStatus>([['As-is', 45], ['I', 30], ['S', 10], ['U', 5], ['P', 5], ['R', 5]]);
  return rng.weighted<StockStatus>([['I', 58], ['P', 8], ['R', 7], ['S', 14], ['U', 6], ['D', 2]]);
}

/** A VIN of the make's manufacturer ids, the model year's code (a letter at position 7) and a valid North-American check digit. */
function vinFor(model: CatalogModel, year: number, rng: Rng, taken: Set<string>): string {
  for (;;) {
    const pick = (n: number) => Array.from({ length: n }, () => VIN_CHARS.charAt(rng.int(0, VIN_CHARS.length - 1))).join('');
    const wmi = rng.pick(model.wmi);
    const descriptor = pick(5);
    // Position 7 is a letter from model year 2010 on (49 CFR 565.15), which puts position 10 in the 2010–2039 cycle.
    const seventh = descriptor.charAt(3);
    const draft = `${wmi}${descriptor.slice(0, 3)}${/\d/.test(seventh) ? 'ABCDEFGHJK'.charAt(Number(seventh)) : seventh}${descriptor.slice(4)}0${YEAR_CODES.charAt(Math.min(Math.max(year - 2010, 0), YEAR_CODES.length - 1))}${pick(1)}${String(rng.int(100_000, 999_999))}`;
    const vin = `${draft.slice(0, 8)}${vinCheckDigit(draft) ?? '0'}${draft.slice(9)}`;
    if (!taken.has(vin)) { taken.add(vin); return vin; }
  }
}

/** Advertised loan payment: the amount financed over `term` months at `rateBp` a year. */
function amortized(principalCents: number, rateBp: number, term: number): number {
  const r = rateBp / 10_000 / 12;
  return Math.round((principalCents * r) / (1 - (1 + r) ** -term));
}

/** Advertised lease payment: depreciation plus rent charge (money factor = APR / 2400). */
function leased(capCents: number, residualCents: number, rateBp: number, term: number): number {
  return Math.round((capCents - residualCents) / term + (capCents + residualCents) * (rateBp / 100 / 2400));
}
