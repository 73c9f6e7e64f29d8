/** The date formats the panel reads (spec section 9; "DD MMMM, YYYY" is for display only). */
export type DateFormat = 'YYYY-MM-DD' | 'MM/DD/YYYY';

export const DEFAULT_DATE_FORMAT: DateFormat = 'YYYY-MM-DD';

/** A day of the Gregorian calendar, with no time and no time zone. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export type ParsedDate =
  | { readonly ok: true; readonly date: CalendarDate }
  | { readonly ok: false; readonly reason: 'format' | 'not_real' };

const PATTERNS: Readonly<Record<DateFormat, RegExp>> = {
  'YYYY-MM-DD': /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/,
  'MM/DD/YYYY': /^(?<month>\d{2})\/(?<day>\d{2})\/(?<year>\d{4})$/,
};

/** A locale-neutral example of each format, for messages ("like 2025-01-31"). */
export const DATE_FORMAT_EXAMPLES: Readonly<Record<DateFormat, string>> = {
  'YYYY-MM-DD': '2025-01-31',
  'MM/DD/YYYY': '01/31/2025',
};

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads a date written exactly in `format` (two-digit month and day, four-digit year) and checks
 * that the day exists: 2024-02-29 does, 2023-02-29 and 2024-13-01 do not. Year 0000 does not
 * exist in the calendar either.
 */
export function parseDate(value: string, format: DateFormat = DEFAULT_DATE_FORMAT): ParsedDate {
  const groups = PATTERNS[format].exec(value)?.groups;
  if (groups === undefined) return { ok: false, reason: 'format' };
  const year = Number(groups['year']);
  const month = Number(groups['month']);
  const day = Number(groups['day']);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, reason: 'not_real' };
  }
  return { ok: true, date: { year, month, day } };
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year * 10_000 + a.month * 100 + a.day - (b.year * 10_000 + b.month * 100 + b.day);
}
