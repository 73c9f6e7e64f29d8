import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built UI under /dealer/ with the history-mode fallback to index.html. */
export async function registerStaticUi(app: FastifyInstance, uiDir: string): Promise<void> {
  app.get('/', (_req, reply) => reply.redirect('/dealer/'));
  if (!existsSync(path.join(uiDir, 'index.html'))) {
    app.log.warn({ uiDir }, 'the UI is not built (npm run build); /dealer/ answers 503');
    app.get('/dealer/*', (_req, reply) => reply.code(503).type('text/plain').send('The UI is not built: run npm run build.'));
    return;
  }
  await app.register(fastifyStatic, { root: uiDir, prefix: '/dealer/', wildcard: false, index: false, maxAge: '1h' });
  const sendIndex = (_req: unknown, reply: { header: (k: string, v: string) => unknown; sendFile: (f: string, o: object) => unknown }) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', { maxAge: 0 });
  };
  app.get('/dealer', (_req, reply) => reply.redirect('/dealer/'));
  app.get('/dealer/', sendIndex);
  app.get('/dealer/*', (req, reply) => {
    // A missing asset is a 404, not the app shell: a stale chunk must fail so the UI reloads.
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return reply.code(404).send('Not found');
    return sendIndex(req, reply);
  });
}
