import { daysInMonth } from '../validation/calendar-date';

/**
 * Dates as files write them: ISO 8601 (`2024-03-01`, `2024-03-01T09:30:00-05:00`: Google's
 * `date_in_stock`), `2024/03/01`, and slashed day-month forms. `03/01/2024` is March 1 in the USA and
 * January 3 in Québec: the caller says which order the store's files use; a day above 12 settles it.
 */

export type DayOrder = 'mdy' | 'dmy';

function iso(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD`, or null when the text is not one real date. */
export function parseFileDate(text: string, order: DayOrder = 'mdy'): string | null {
  const value = text.trim();
  const ymd = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (ymd !== null) return iso(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const slashed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?: [\d:]+(?: ?[AP]M)?)?$/i.exec(value);
  if (slashed === null) return null;
  const first = Number(slashed[1]);
  const second = Number(slashed[2]);
  const year = Number(slashed[3]);
  const dayFirst = first > 12 ? true : second > 12 ? false : order === 'dmy';
  return dayFirst ? iso(year, second, first) : iso(year, first, second);
}
