import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from './problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The longest text of this route's body, when its form carries more than the usual ceiling (a SAML assertion). */
    textLimit?: number;
  }
}

/**
 * What a text may hold, decided once for every request (issue 12.2): no NUL character (PostgreSQL
 * text cannot store it) and no lone UTF-16 surrogate (not a character: it would be stored as
 * U+FFFD or break a hash). Any string of the body (keys included), the query or the path that holds
 * one is refused with 400 `text.invalid_character` on its field before a route sees it, so nothing
 * is stored and no use case has to think about it.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Ceilings for any text, whatever its field (issue 29.7): no form of the panel takes a text of 64K
 * characters (the longest, a disclosure, is 5,000), a query value of 2,000 or a field name of 200.
 * Fields have their own, smaller maxima (the contract's and the use cases'); these ceilings are the
 * guard for the fields that have none, so that no request's raw value reaches a key, an index or
 * a log line unbounded.
 */
export const TEXT_CEILING = { body: 65_536, query: 2_000, key: 200 } as const;

export interface BadText { readonly path: string; readonly code: 'text.invalid_character' | 'text.too_long' }

/** The dotted paths of the strings of `value` that hold a bad character or are longer than `maxLength` (at most `limit`). */
export function badTexts(value: unknown, maxLength: number, limit = 20): BadText[] {
  const found: BadText[] = [];
  const stack: { readonly value: unknown; readonly path: string }[] = [{ value, path: '' }];
  const check = (text: string, path: string, max: number) => {
    if (text.length > max) found.push({ path: path || 'body', code: 'text.too_long' });
    else if (BAD_TEXT.test(text)) found.push({ path: path || 'body', code: 'text.invalid_character' });
    else return true;
    return false;
  };
  while (stack.length > 0 && found.length < limit) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') check(v, path, maxLength);
    else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], path });
    } else if (typeof v === 'object' && v !== null && !Buffer.isBuffer(v)) { // a raw body (the webhook) is its route's to read
      for (const [key, child] of Object.entries(v)) {
        // A bad key is named by its parent: the key itself is what must not be echoed.
        if (check(key, path, TEXT_CEILING.key)) stack.push({ value: child, path: path === '' ? key : `${path}.${key}` });
      }
    }
  }
  return found;
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const bodyLimit = request.routeOptions.config.textLimit ?? TEXT_CEILING.body;
    const found = [...badTexts(request.params, TEXT_CEILING.query), ...badTexts(request.query, TEXT_CEILING.query), ...badTexts(request.body, bodyLimit)];
    if (found.length === 0) return;
    const errors: Record<string, string[]> = {};
    for (const { path, code } of found) {
      const codes = (errors[path] ??= []);
      if (!codes.includes(code)) codes.push(code);
    }
    const detail = found.some((f) => f.code === 'text.too_long') ? 'A text is longer than any field takes.' : 'A text holds a character that is not allowed.';
    return sendProblem(reply, problem(400, 'invalid_input', { detail, errors }));
  });
}
