import * as t from 'io-ts';

/** An io-ts codec of one of core's string constants (t.keyof, so the OpenAPI document lists the values). */
export function oneOf<T extends string>(values: readonly T[], name?: string): t.KeyofC<Record<T, null>> {
  const keys = Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>;
  return name === undefined ? t.keyof(keys) : t.keyof(keys, name);
}
