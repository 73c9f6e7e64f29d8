import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { problem, type Problem } from './problem';

/**
 * Decodes a request body with its contract codec. Failures become a 400 whose `errors` name each
 * bad field: 'required' when it is missing, 'type.<expected>' when it has the wrong type.
 */
export function decodeBody<C extends t.Mixed>(codec: C, body: unknown): E.Either<Problem, t.TypeOf<C>> {
  const result = codec.decode(body ?? {});
  if (E.isRight(result)) return E.right(result.right);
  const errors: Record<string, string[]> = {};
  for (const error of result.left) {
    const path = error.context.map((c) => c.key).filter((k) => k !== '' && !/^\d+$/.test(k)).join('.') || 'body';
    const expected = error.context[error.context.length - 1]?.type.name ?? 'value';
    const code = error.value === undefined ? 'required' : expected.startsWith('#') ? expected.slice(1) : `type.${expected.replace(/[^a-z]/gi, '').toLowerCase() || 'invalid'}`;
    const list = errors[path] ?? [];
    if (!list.includes(code)) list.push(code);
    errors[path] = list;
  }
  return E.left(problem(400, 'invalid_input', { errors }));
}

/**
 * As `decodeBody`, for a write whose fields are a closed list: a field not in `fields` (an id, a
 * role, a dealership…) is refused with `field.unknown`, all of them named at once, never silently
 * dropped: the sender learns that it was not taken.
 */
export function decodeClosedBody<C extends t.Mixed>(codec: C, fields: ReadonlySet<string>, body: unknown): E.Either<Problem, t.TypeOf<C>> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const unknown = Object.keys(body).filter((key) => !fields.has(key));
    if (unknown.length > 0) return E.left(problem(400, 'invalid_input', { errors: Object.fromEntries(unknown.map((key) => [key, ['field.unknown']])) }));
  }
  return decodeBody(codec, body);
}
