import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { FieldErrors } from '../shared/validation';
import { parseDate } from '../shared/validation/calendar-date';
import type { LocalTaxRate } from './engine/deal';
import { compareRatio, parseDecimalRatio, ratio, ratioText } from './engine/ratio';

/**
 * A store's local sales tax rate (county, city, district) for a ZIP or a ZIP prefix, from a date
 * (issue 32). The buyer's ZIP picks one per deal; the engine adds it as its own `local` line.
 */
export interface LocalTaxRow {
  /** One to five digits: a whole ZIP ("33101") or a prefix ("331", "3"). */
  readonly zipPrefix: string;
  /** Percent, decimal text ("1.5"). */
  readonly percent: string;
  /** YYYY-MM-DD. */
  readonly effectiveFrom: string;
}

export type LocalTaxErrorCode = 'zip_prefix.invalid' | 'rate.invalid' | 'rate.out_of_range' | 'date.invalid' | 'required';

const ZIP_PREFIX = /^\d{1,5}$/;

/** A row from untrusted input (an admin's form, a CSV line): every field checked, every error at once. */
export function parseLocalTaxRow(raw: Readonly<Record<string, unknown>>): Either<FieldErrors<LocalTaxErrorCode>, LocalTaxRow> {
  const errors: Record<string, [LocalTaxErrorCode]> = {};
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string).trim() : raw[key] === undefined || raw[key] === null ? '' : null);
  const zip = text('zip_prefix');
  if (zip === '') errors['zip_prefix'] = ['required'];
  else if (zip === null || !ZIP_PREFIX.test(zip)) errors['zip_prefix'] = ['zip_prefix.invalid'];
  const rateText = text('rate');
  const parsed = rateText === null || rateText === '' ? null : parseDecimalRatio(rateText, 6);
  if (rateText === '') errors['rate'] = ['required'];
  else if (parsed === null) errors['rate'] = [rateText !== null && rateText.startsWith('-') ? 'rate.out_of_range' : 'rate.invalid'];
  else if (compareRatio(parsed, ratio(20)) > 0) errors['rate'] = ['rate.out_of_range']; // no local rate reaches 20 %
  const date = text('effective_from');
  if (date === '') errors['effective_from'] = ['required'];
  else if (date === null || !parseDate(date).ok) errors['effective_from'] = ['date.invalid'];
  if (Object.keys(errors).length > 0 || zip === null || parsed === null || date === null) return E.left(errors);
  return E.right({ zipPrefix: zip, percent: ratioText(parsed), effectiveFrom: date });
}

/**
 * The local rate of a buyer's ZIP on a deal's date: among the rows whose prefix begins the ZIP,
 * the longest prefix; among its rows, the latest effective date on or before the deal's date.
 * A longer prefix whose rows all start after the deal's date gives way to a shorter one. null:
 * no row applies (the deal then says it used the state rate only).
 */
export function pickLocalRate(rows: readonly LocalTaxRow[], zip: string, dealDate: string): LocalTaxRate | null {
  const five = zip.trim().slice(0, 5);
  let best: LocalTaxRow | null = null;
  for (const row of rows) {
    if (!five.startsWith(row.zipPrefix) || row.effectiveFrom > dealDate) continue; // ISO dates compare as text
    if (best === null || row.zipPrefix.length > best.zipPrefix.length
      || (row.zipPrefix.length === best.zipPrefix.length && row.effectiveFrom > best.effectiveFrom)) best = row;
  }
  if (best === null) return null;
  const percent = parseDecimalRatio(best.percent, 6);
  return percent === null ? null : { percent, zipPrefix: best.zipPrefix, effectiveFrom: best.effectiveFrom };
}
