import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import type { FieldErrors } from './validation';

/** A query string as a server framework hands it over: a repeated parameter arrives as an array. */
export type RawQuery = Readonly<Record<string, unknown>>;

/** Message codes of a bad list parameter (the server names the parameter in `errors`). */
export type QueryParamCode =
  | 'list.invalid_choice' | 'list.invalid_number' | 'list.page_invalid' | 'list.too_long' | 'list.ordering_invalid';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * The values of a list parameter: arrays are joined by commas and empty values are dropped (spec
 * 001 section 5), so `make=Honda,,Toyota`, `make=Honda&make=Toyota` and `make=` all read as
 * expected. An empty list means the parameter was not given.
 */
export function listValues(raw: RawQuery, key: string): readonly string[] {
  return strings(raw[key]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
}

/** A single-valued parameter: its last non-empty value, or undefined when absent or blank. */
export function singleValue(raw: RawQuery, key: string): string | undefined {
  const values = strings(raw[key]).map((s) => s.trim()).filter((s) => s !== '');
  return values[values.length - 1];
}

/**
 * Reads the parameters of one request and remembers the first error of each bad one, so a
 * request with three bad parameters hears about all three. Pure: no exceptions, no I/O.
 */
export function paramReader(raw: RawQuery) {
  const errors: Record<string, NonEmptyArray<QueryParamCode>> = {};
  const fail = (key: string, code: QueryParamCode): null => {
    errors[key] ??= [code];
    return null;
  };

  /** Values matched case-insensitively against `allowed` and given back in their canonical spelling. */
  function choices<T extends string>(key: string, allowed: readonly T[]): T[] | null {
    const values = listValues(raw, key);
    if (values.length === 0) return null;
    if (values.length > 50) return fail(key, 'list.too_long');
    const out: T[] = [];
    for (const value of values) {
      const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
      if (found === undefined) return fail(key, 'list.invalid_choice');
      if (!out.includes(found)) out.push(found);
    }
    return out;
  }

  function integers(key: string, min: number, max: number): number[] | null {
    const values = listValues(raw, key);
    if (values.length === 0) return null;
    if (values.length > 50) return fail(key, 'list.too_long');
    const out: number[] = [];
    for (const value of values) {
      const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) return fail(key, 'list.invalid_number');
      if (!out.includes(n)) out.push(n);
    }
    return out;
  }

  /** One whole number; `fallback` when absent. */
  function integer(key: string, fallback: number, min: number, max: number, code: QueryParamCode = 'list.invalid_number'): number {
    const value = singleValue(raw, key);
    if (value === undefined) return fallback;
    const n = /^-?\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) return fail(key, code) ?? fallback;
    return n;
  }

  function text(key: string, maxLength: number): string {
    const value = singleValue(raw, key) ?? '';
    if ([...value].length > maxLength) return fail(key, 'list.too_long') ?? '';
    return value;
  }

  function failed(): FieldErrors<QueryParamCode> | null {
    return Object.keys(errors).length === 0 ? null : errors;
  }

  return { choices, integers, integer, text, fail, failed };
}

export type ParamReader = ReturnType<typeof paramReader>;

/** `-created` → { field: 'created', descending: true }; null when the field is not allowed. */
export function parseOrdering<F extends string>(value: string, allowed: readonly F[]): { readonly field: F; readonly descending: boolean } | null {
  const descending = value.startsWith('-');
  const name = descending ? value.slice(1) : value;
  const field = allowed.find((a) => a === name);
  return field === undefined ? null : { field, descending };
}
