import * as E from 'fp-ts/Either';
import { parseAmount } from '../../shared/tabular/amounts';
import { readCell } from '../../shared/tabular/cells';
import { convertDistance, parseDistance, type DistanceUnit } from '../../shared/tabular/distances';
import { parseFileDate, type DayOrder } from '../../shared/tabular/dates';
import { crossCheck, decodeVin, fillFromVin, normalizeVin } from '../vin';
import type { BodyType, Condition, FuelType } from '../vehicle';
import type { FeedField } from './feed-fields';
import { bodyTypeOf, conditionOf, fuelTypeOf, optionNames, photoUrls } from './feed-values';

/**
 * One row of a feed read into what it says about a vehicle. A field the row leaves empty is absent
 * (an update keeps the vehicle's value; an add needs the required ones). A refusal names the column
 * and a reason code; a warning keeps the row (a wrong check digit, a VIN that disagrees with the year).
 */

/** What a row sets; absent keys: the row says nothing of them. */
export interface FeedVehicle {
  readonly vin: string;
  readonly stockNumber?: string;
  readonly year?: number;
  readonly make?: string;
  readonly model?: string;
  readonly trim?: string;
  readonly condition?: Condition;
  readonly listingPriceCents?: number;
  readonly msrpCents?: number;
  readonly costCents?: number;
  readonly odometer?: number;
  readonly exteriorColor?: string;
  readonly interiorColor?: string;
  readonly bodyType?: BodyType;
  readonly fuelType?: FuelType;
  readonly transmission?: string;
  readonly drivetrain?: string;
  readonly arrivalDate?: string;
  readonly images?: readonly string[];
  readonly packages?: readonly string[];
}

/** A reason on a row: `column` is the file's header (null when the row as a whole is meant). */
export interface RowNote {
  readonly code: string;
  readonly field: FeedField | null;
  readonly column: string | null;
}

export interface FeedRowContext {
  readonly headers: readonly string[];
  readonly columns: Partial<Readonly<Record<FeedField, readonly number[]>>>;
  /** The store's odometer unit: km in Canada, miles in the USA. */
  readonly unit: DistanceUnit;
  readonly currency: 'CAD' | 'USD';
  readonly dayOrder: DayOrder;
}

export interface ReadRow {
  readonly vehicle: FeedVehicle;
  readonly warnings: readonly RowNote[];
}

const MAX_TEXT = 200;

/** Reads one row; Left the refusals (all of them, so a person mends the row once). */
export function readFeedRow(cells: readonly string[], ctx: FeedRowContext): E.Either<readonly RowNote[], ReadRow> {
  const refusals: RowNote[] = [];
  const warnings: RowNote[] = [];
  const column = (field: FeedField): string | null => {
    const at = ctx.columns[field]?.[0];
    return at === undefined ? null : (ctx.headers[at] ?? null);
  };
  const texts = (field: FeedField): readonly string[] => (ctx.columns[field] ?? []).map((at) => {
    const cell = readCell(cells[at]);
    if (cell.formula) warnings.push({ code: 'import.cell_formula', field, column: ctx.headers[at] ?? null });
    return cell.text;
  });
  const text = (field: FeedField): string => texts(field)[0] ?? '';
  const refuse = (field: FeedField, code: string) => { refusals.push({ code, field, column: column(field) }); };
  const warn = (field: FeedField, code: string) => { warnings.push({ code, field, column: column(field) }); };
  const out: Record<string, unknown> = {};
  const put = <K extends keyof FeedVehicle>(name: K, value: FeedVehicle[K]) => { out[name] = value; };

  const vinText = normalizeVin(text('vin'));
  const decoded = vinText === '' ? null : decodeVin(vinText);
  if (vinText === '') refuse('vin', 'import.required');
  else if (decoded === null) refuse('vin', vinText.length === 17 ? 'vin.invalid_characters' : 'vin.length');
  else if (!decoded.checkDigitValid && decoded.checkDigitRequired) warn('vin', 'vin.check_digit');

  const plain = (field: FeedField, name: keyof FeedVehicle) => {
    const value = text(field);
    if (value === '') return;
    if (value.length > MAX_TEXT) refuse(field, 'import.too_long');
    else put(name, value as never);
  };
  plain('stockNumber', 'stockNumber');
  plain('make', 'make');
  plain('model', 'model');
  plain('trim', 'trim');
  plain('exteriorColor', 'exteriorColor');
  plain('interiorColor', 'interiorColor');
  plain('transmission', 'transmission');
  plain('drivetrain', 'drivetrain');

  const yearText = text('year');
  if (yearText !== '') {
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
    if (Number.isNaN(year) || year < 1981 || year > 2100) refuse('year', 'import.year'); else put('year', year);
  }
  const money = (field: FeedField, name: 'listingPriceCents' | 'msrpCents' | 'costCents') => {
    const value = text(field);
    if (value === '') return;
    const amount = parseAmount(value);
    if (amount === null) { refuse(field, 'import.amount'); return; }
    if (amount.currency !== null && amount.currency !== ctx.currency) warn(field, 'import.currency_differs');
    put(name, amount.cents);
  };
  money('price', 'listingPriceCents');
  money('msrp', 'msrpCents');
  money('cost', 'costCents');
  if (out['listingPriceCents'] === 0) { refusals.push({ code: 'import.price_zero', field: 'price', column: column('price') }); }

  const odometerText = text('odometer');
  if (odometerText !== '') {
    const distance = parseDistance(odometerText);
    const unitText = text('odometerUnit');
    const stated = distance?.unit ?? (unitText === '' ? null : parseDistance(`0 ${unitText}`)?.unit ?? null);
    if (distance === null) refuse('odometer', 'import.odometer');
    else if (unitText !== '' && parseDistance(`0 ${unitText}`) === null) refuse('odometerUnit', 'import.odometer_unit');
    else put('odometer', convertDistance(distance.value, stated ?? ctx.unit, ctx.unit));
  }
  const conditionText = text('condition');
  if (conditionText !== '') { const c = conditionOf(conditionText); if (c === null) refuse('condition', 'import.condition'); else put('condition', c); }
  const bodyText = text('bodyType');
  if (bodyText !== '') { const b = bodyTypeOf(bodyText); if (b === null) warn('bodyType', 'import.body_unknown'); else put('bodyType', b); }
  const fuelText = text('fuelType');
  if (fuelText !== '') { const f = fuelTypeOf(fuelText); if (f === null) warn('fuelType', 'import.fuel_unknown'); else put('fuelType', f); }
  const dateText = text('arrivalDate');
  if (dateText !== '') { const d = parseFileDate(dateText, ctx.dayOrder); if (d === null) refuse('arrivalDate', 'import.date'); else put('arrivalDate', d); }
  if (ctx.columns.photos !== undefined) {
    const photos = photoUrls(texts('photos').filter((t) => !t.startsWith('=')));
    if (photos.rejected > 0) warn('photos', 'import.photo_url');
    if (photos.urls.length > 0) put('images', photos.urls.slice(0, 100));
  }
  const optionsText = text('options');
  if (optionsText !== '') put('packages', optionNames(optionsText));

  if (refusals.length > 0 || decoded === null) return E.left(refusals);
  // The VIN fills an empty year or make, and is checked against written ones (a flag, never a refusal).
  const filled = fillFromVin(decoded.vin);
  if (out['year'] === undefined && filled.year !== null) put('year', filled.year);
  if (out['make'] === undefined && filled.make !== null) put('make', filled.make);
  for (const mismatch of crossCheck(decoded.vin, { year: (out['year'] as number | undefined) ?? null, make: (out['make'] as string | undefined) ?? null })) {
    warn(mismatch.field, mismatch.code);
  }
  return E.right({ vehicle: { ...(out as Omit<FeedVehicle, 'vin'>), vin: decoded.vin }, warnings });
}
