import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const A_DAY = 'public, max-age=86400';

/**
 * How long a browser keeps a file of the build: the hashed assets forever (a new build has new
 * names), index.html never without asking (it names the current assets), the favicons a day.
 */
export function cacheControlOf(uiDir: string, file: string): string {
  const relative = path.relative(uiDir, file).replace(/\.(br|gz)$/, '').split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  return relative === 'index.html' ? 'no-cache' : A_DAY;
}

/**
 * Serves the built UI under /dealer/ with the history-mode fallback to index.html, the build's
 * precompressed .br/.gz files when the browser accepts them, and /favicon.ico at the root.
 * Source maps are served in demo mode only.
 */
export async function registerStaticUi(app: FastifyInstance, uiDir: string, appMode: 'demo' | 'production'): Promise<void> {
  app.get('/', (_req, reply) => reply.redirect('/dealer/'));
  if (!existsSync(path.join(uiDir, 'index.html'))) {
    app.log.warn({ uiDir }, 'the UI is not built (npm run build); /dealer/ answers 503');
    app.get('/dealer/*', (_req, reply) => reply.code(503).type('text/plain').send('The UI is not built: run npm run build.'));
    return;
  }
  await app.register(fastifyStatic, {
    root: uiDir, prefix: '/dealer/', wildcard: false, index: false, preCompressed: true, cacheControl: false,
    setHeaders: (reply, file) => { reply.header('Cache-Control', cacheControlOf(uiDir, file)); },
    // The compressed copies are picked by Accept-Encoding, not asked for by name.
    allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName) && (appMode !== 'production' || !pathName.endsWith('.map')),
  });
  const sendIndex = (_req: unknown, reply: FastifyReply) => reply.sendFile('index.html');
  app.get('/favicon.ico', (_req, reply) => reply.sendFile('favicon.ico'));
  app.get('/dealer', (_req, reply) => reply.redirect('/dealer/'));
  app.get('/dealer/', sendIndex);
  app.get('/dealer/*', (req, reply) => {
    // A missing asset is a 404, not the app shell: a stale chunk must fail so the UI reloads.
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return reply.code(404).send('Not found');
    return sendIndex(req, reply);
  });
}
