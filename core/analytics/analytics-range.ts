import * as E from 'fp-ts/Either';
import { paramReader, type QueryParamCode, type RawQuery } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';

/**
 * The dashboard's period: whole days, first and last included, YYYY-MM-DD read as UTC days (the
 * audit trail's decision). `start` and `end` are the instants the database compares with:
 * start ≤ created_at < end.
 */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** The longest period one request may ask for: a year and a leap day (the benchmark's worst case). */
export const MAX_RANGE_DAYS = 366;
/** The period when none is asked for: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

export type AnalyticsQueryCode = QueryParamCode | 'date.invalid' | 'analytics.range_reversed' | 'analytics.range_too_long';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of an instant. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
const startOf = (day: string): Date => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, n: number): string => dayOf(new Date(startOf(day).getTime() + n * DAY_MS));

function validDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = startOf(value);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
}

/** How many days the range holds (1 for a single day). */
export const rangeDays = (r: DayRange): number => Math.round((startOf(r.to).getTime() - startOf(r.from).getTime()) / DAY_MS) + 1;

/** The instants the range covers: [start, end). */
export const rangeInstants = (r: DayRange): { readonly start: Date; readonly end: Date } =>
  ({ start: startOf(r.from), end: startOf(addDays(r.to, 1)) });

/** The period of the same length that ends the day before the range starts: what the figures are compared with. */
export function previousPeriod(r: DayRange): DayRange {
  const days = rangeDays(r);
  return { from: addDays(r.from, -days), to: addDays(r.from, -1) };
}

/** Every day of the range in order (the leads chart has a point per day, zero included). */
export function daysOf(r: DayRange): readonly string[] {
  return Array.from({ length: rangeDays(r) }, (_, i) => addDays(r.from, i));
}

/**
 * `from`, `to` and `store` of GET analytics/: every bad one named at once. Absent days default to
 * the last 30 days ending `today`; `to` alone ends there, `from` alone runs 30 days from it.
 */
export function readAnalyticsQuery(raw: RawQuery, today: string):
  E.Either<FieldErrors<AnalyticsQueryCode>, { readonly range: DayRange; readonly storeId: number | null }> {
  const read = paramReader(raw);
  const store = read.integers('store', 1, 2_147_483_647);
  if (store !== null && store.length > 1) read.fail('store', 'list.too_long');
  const errors: Record<string, [AnalyticsQueryCode]> = {};
  const day = (key: string): string | null => {
    const value = read.text(key, 10);
    if (value === '') return null;
    if (!validDay(value)) { errors[key] = ['date.invalid']; return null; }
    return value;
  };
  const askedFrom = day('from');
  const askedTo = day('to');
  const to = askedTo ?? (askedFrom === null ? today : addDays(askedFrom, DEFAULT_RANGE_DAYS - 1));
  const from = askedFrom ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (errors['from'] === undefined && errors['to'] === undefined) {
    if (from > to) errors['to'] = ['analytics.range_reversed'];
    else if (rangeDays({ from, to }) > MAX_RANGE_DAYS) errors['to'] = ['analytics.range_too_long'];
  }
  const failed = { ...read.failed(), ...errors };
  if (Object.keys(failed).length > 0) return E.left(failed as FieldErrors<AnalyticsQueryCode>);
  return E.right({ range: { from, to }, storeId: store?.[0] ?? null });
}
