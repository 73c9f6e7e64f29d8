import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from './problem';

/**
 * What a text may hold, decided once for every request (issue 12.2): no NUL character (PostgreSQL
 * text cannot store it) and no lone UTF-16 surrogate (not a character: it would be stored as
 * U+FFFD or break a hash). Any string of the body (keys included), the query or the path that holds
 * one is refused with 400 `text.invalid_character` on its field before a route sees it, so nothing
 * is stored and no use case has to think about it.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted paths of the strings of `value` that hold a bad character (at most `limit`). */
export function badTextPaths(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: { readonly value: unknown; readonly path: string }[] = [{ value, path: '' }];
  while (stack.length > 0 && found.length < limit) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (BAD_TEXT.test(v)) found.push(path || 'body');
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], path });
    } else if (typeof v === 'object' && v !== null && !Buffer.isBuffer(v)) { // a raw body (the webhook) is its route's to read
      for (const [key, child] of Object.entries(v)) {
        const at = path === '' ? key : `${path}.${key}`;
        if (BAD_TEXT.test(key)) found.push(path || 'body');
        else stack.push({ value: child, path: at });
      }
    }
  }
  return found;
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const paths = [...badTextPaths(request.params), ...badTextPaths(request.query), ...badTextPaths(request.body)];
    if (paths.length === 0) return;
    const errors = Object.fromEntries([...new Set(paths)].map((p) => [p, ['text.invalid_character']]));
    return sendProblem(reply, problem(400, 'invalid_input', { detail: 'A text holds a character that is not allowed.', errors }));
  });
}
