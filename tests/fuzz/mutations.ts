import fc from 'fast-check';

/**
 * What an outsider sends instead of a good body: wrong types, nulls, huge and deep values,
 * prototype keys, NUL bytes, lone surrogates, numbers out of any column's range, foreign ids.
 * Bodies are JSON text, so that keys such as "__proto__" reach the server as sent.
 */
export interface Mutation {
  readonly label: string;
  readonly json: string;
}

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const HUGE = 'A'.repeat(200_000);

/** Values put in place of a field (as JSON text). */
export const NASTY: readonly string[] = [
  'null', 'true', '0', '-1', '1.5', '1e308', '-1e308', '2147483648', '-2147483649', '9007199254740993', '21474837',
  '""', '" "', JSON.stringify('x\u0000y'), '"x\\ud800y"', '"\\udfff"', JSON.stringify(HUGE), '[]', '{}', '[1.5]', '[999999]', '[-1]',
  '[null]', '["1"]', deep(64), '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}',
  '"21474837"', '"999999999"', '"999999999.99"', '999999999', '"1e309"', '"NaN"', '"-0"', '"Infinity"', '"0x10"', '"2026-02-30"', '"<script>alert(1)</script>"', '"\' OR 1=1 --"',
];

/** Whole bodies that are not an object at all, or are objects of a strange kind. */
export const NASTY_BODIES: readonly string[] = [
  'null', '[]', '"text"', '42', 'true', deep(2_000), '{"__proto__":{"isSuperAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}',
  `{"${'k'.repeat(10_000)}":1}`, JSON.stringify(Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i]))),
];

function withField(body: Record<string, unknown>, key: string, jsonValue: string): string {
  const { [key]: _replaced, ...others } = body;
  const rest = JSON.stringify(others).slice(1, -1);
  return `{${JSON.stringify(key)}:${jsonValue}${rest === '' ? '' : `,${rest}`}}`;
}

/** An arbitrary mutation of a good body: one field replaced, a key dropped or added, or a strange body. */
export function mutationOf(good: fc.Arbitrary<unknown>, foreignIds: readonly number[]): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { weight: 3, arbitrary: good.map((b) => ({ label: 'valid-shaped', json: JSON.stringify(b ?? {}) })) },
    {
      weight: 6,
      arbitrary: fc.tuple(good, fc.nat(), fc.constantFrom(...NASTY, ...foreignIds.map(String), `[${foreignIds.join(',')}]`)).map(([b, i, value]) => {
        const body = typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
        const keys = Object.keys(body);
        const key = keys.length === 0 ? 'x' : keys[i % keys.length]!;
        return { label: `field ${key}=${value.slice(0, 40)}`, json: withField(body, key, value) };
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_BODIES).map((json) => ({ label: `body ${json.slice(0, 40)}`, json })) },
  );
}
