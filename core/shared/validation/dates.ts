import type { ValidationCode } from './codes';
import type { CalendarDate, DateFormat } from './calendar-date';
import { compareDates, DEFAULT_DATE_FORMAT, parseDate } from './calendar-date';
import { isBlank } from './required';

export interface ValidDateParams {
  /** Format of the value; default YYYY-MM-DD. */
  readonly format?: DateFormat;
}

/**
 * Parameters of `max_date` and `min_date`. `date` is the limit, written YYYY-MM-DD, or the special
 * value 'today', which means `today`: the caller reads the Clock port and passes the local day
 * as YYYY-MM-DD. Core never reads the clock.
 */
export interface DateLimitParams extends ValidDateParams {
  readonly date: string;
  readonly today?: string;
}

/** `valid_date`: matches the given format (default YYYY-MM-DD) and is a real calendar date. */
export function validDate(value: string, params?: ValidDateParams): ValidationCode | null {
  if (isBlank(value)) return null;
  const parsed = parseDate(value, params?.format ?? DEFAULT_DATE_FORMAT);
  if (parsed.ok) return null;
  return parsed.reason === 'format' ? 'valid_date.format' : 'valid_date.not_real';
}

function limitOf(params: DateLimitParams): CalendarDate | null {
  const parsed = parseDate(params.date === 'today' ? (params.today ?? '') : params.date);
  return parsed.ok ? parsed.date : null;
}

/**
 * Shared by both limits. A value that is not a readable date fails with the `valid_date` code
 * (a limit cannot be checked on it, and it must not slip through a form that forgot
 * `valid_date`). A limit that cannot be read (no `today` given, a malformed date) fails closed,
 * so a wiring mistake shows up in the first test rather than accepting everything.
 */
function checkLimit(
  value: string,
  params: DateLimitParams,
  outside: (comparison: number) => boolean,
  codes: { readonly fixed: ValidationCode; readonly today: ValidationCode },
): ValidationCode | null {
  if (isBlank(value)) return null;
  const parsed = parseDate(value, params.format ?? DEFAULT_DATE_FORMAT);
  if (!parsed.ok) return parsed.reason === 'format' ? 'valid_date.format' : 'valid_date.not_real';
  const code = params.date === 'today' ? codes.today : codes.fixed;
  const limit = limitOf(params);
  if (limit === null) return code;
  return outside(compareDates(parsed.date, limit)) ? code : null;
}

/** `max_date`: not after the given date (the limit itself is allowed). */
export function maxDate(value: string, params: DateLimitParams): ValidationCode | null {
  return checkLimit(value, params, (c) => c > 0, { fixed: 'max_date.after', today: 'max_date.after_today' });
}

/** `min_date`: not before the given date (the limit itself is allowed). */
export function minDate(value: string, params: DateLimitParams): ValidationCode | null {
  return checkLimit(value, params, (c) => c < 0, { fixed: 'min_date.before', today: 'min_date.before_today' });
}
