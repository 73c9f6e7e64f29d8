import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from './problem';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../locales');
const LOCALE = /^(en_CA|en_US|fr_CA)$/;
const NAMESPACE = /^[a-z][a-z-]{0,39}$/;
/** Five minutes fresh, then revalidated with the ETag (a new deploy's wording shows within minutes). */
export const LOCALE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/** The most namespaces one bundle names (the panel has 26 beyond the two it bundles). */
export const MAX_BUNDLED_NAMESPACES = 40;

/**
 * GET /dealer/locales/<lng>/<ns>.json: one namespace's messages in one locale (spec 000 section 7,
 * "translations are fetched by URL per locale"), cacheable, with an ETag and 304. Read once per
 * process. Unknown locales or namespaces answer 404.
 * GET /dealer/locales/<lng>/bundle.json?ns=a,b: several namespaces of one locale in one answer,
 * `{"a": {…}, "b": {…}}` (issue 34: the panel's pages asked for 26 files per language), cached and
 * revalidated alike; every name must be a namespace, else 404.
 */
export function registerLocaleFiles(app: FastifyInstance): void {
  const cache = new Map<string, Promise<{ readonly body: string; readonly etag: string } | null>>();
  const load = (lng: string, ns: string) => {
    const key = `${lng}/${ns}`;
    let entry = cache.get(key);
    if (entry === undefined) {
      entry = readFile(path.join(LOCALES_DIR, lng.replace('_', '-'), `${ns}.json`), 'utf8').then((text) => {
        const body = JSON.stringify(JSON.parse(text));
        return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      }, () => {
        // A name that is no file is not kept: any name of the right shape may be asked for, and the cache would grow with them (issue 34.6).
        cache.delete(key);
        return null;
      });
      cache.set(key, entry);
    }
    return entry;
  };
  app.get('/dealer/locales/:lng/bundle.json', async (request, reply) => {
    const { lng } = request.params as { lng: string };
    const { ns } = request.query as { ns?: unknown };
    const names = typeof ns === 'string' ? [...new Set(ns.split(','))] : [];
    const valid = LOCALE.test(lng) && names.length > 0 && names.length <= MAX_BUNDLED_NAMESPACES && names.every((n) => NAMESPACE.test(n));
    const files = valid ? await Promise.all(names.map((n) => load(lng, n))) : [];
    if (!valid || files.some((f) => f === null)) return sendProblem(reply, problem(404, 'not_found'));
    const found = files as readonly { readonly body: string; readonly etag: string }[];
    const body = `{${names.map((n, i) => `${JSON.stringify(n)}:${found[i]!.body}`).join(',')}}`;
    const etag = `"${createHash('sha256').update(names.join(',')).update(found.map((f) => f.etag).join('')).digest('base64url').slice(0, 27)}"`;
    void reply.header('Cache-Control', LOCALE_CACHE_CONTROL).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/dealer/locales/:lng/:file', async (request, reply) => {
    const { lng, file } = request.params as { lng: string; file: string };
    const ns = file.endsWith('.json') ? file.slice(0, -5) : '';
    const found = LOCALE.test(lng) && NAMESPACE.test(ns) ? await load(lng, ns) : null;
    if (found === null) return sendProblem(reply, problem(404, 'not_found'));
    void reply.header('Cache-Control', LOCALE_CACHE_CONTROL).header('ETag', found.etag).header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(found.body);
  });
}
