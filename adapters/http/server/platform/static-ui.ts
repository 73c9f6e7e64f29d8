import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { securityHeaders } from './security-headers';
import { withThirdPartyTags, type ThirdPartyScripts } from './third-party-scripts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const A_DAY = 'public, max-age=86400';

/**
 * How long a browser keeps a file of the build: the hashed assets forever (a new build has new
 * names), the pages (index.html, sign-in.html) never without asking (they name the current
 * assets), the favicons a day.
 */
export function cacheControlOf(uiDir: string, file: string): string {
  const relative = path.relative(uiDir, file).replace(/\.(br|gz)$/, '').split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  return relative.endsWith('.html') ? 'no-cache' : A_DAY;
}

/** One built single-page app: its folder and the base it is served under (`/dealer`, `/shop`). */
export interface BuiltApp {
  readonly dir: string;
  readonly base: string;
  /** Paths under the base answered with a page of their own instead of index.html, when it is built. */
  readonly pages?: Readonly<Record<string, string>>;
}

/**
 * The pages before the panel stand alone (issue 34): sign-in, verification, the password reset and
 * the public trade-in gallery get sign-in.html, every other path the panel.
 */
const DEALER_PAGES = { '/login': 'sign-in.html', '/verification': 'sign-in.html', '/reset-password': 'sign-in.html', '/gallery/:token': 'sign-in.html' } as const;

/** `relative` (as the URL spells it) when it names a file inside `dir`, else null. */
function builtSince(dir: string, relative: string): string | null {
  let decoded: string;
  try { decoded = decodeURIComponent(relative); } catch { return null; }
  const parts = decoded.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\') || part.includes('\0'))) return null;
  return existsSync(path.join(dir, ...parts)) ? parts.join('/') : null;
}

/**
 * Serves one built app under its base with the history-mode fallback to index.html and the
 * build's precompressed .br/.gz files when the browser accepts them. Source maps are served in
 * demo mode only. `first`: the app whose registration decorates the reply (sendFile) and answers
 * /favicon.ico; a second app is served by its own static instance (no second decoration).
 */
async function registerBuiltApp(app: FastifyInstance, built: BuiltApp, appMode: 'demo' | 'production', first: boolean, roots: readonly string[], thirdParty: ThirdPartyScripts | null = null): Promise<void> {
  const { dir, base } = built;
  // The reply's sendFile (and its setHeaders) is the first app's, whichever build the file is of:
  // the cache rule is read relative to the build that holds the file.
  const rootOf = (file: string) => roots.find((root) => file.startsWith(`${root}${path.sep}`)) ?? dir;
  if (!existsSync(path.join(dir, 'index.html'))) {
    app.log.warn({ dir }, `the app under ${base}/ is not built (npm run build); it answers 503`);
    app.get(`${base}/*`, (_req, reply) => reply.code(503).type('text/plain').send('The UI is not built: run npm run build.'));
    return;
  }
  // The compressed copies are picked by Accept-Encoding, not asked for by name.
  const allowedPath = (pathName: string) => !/\.(br|gz)$/.test(pathName) && (appMode !== 'production' || !pathName.endsWith('.map'));
  await app.register(fastifyStatic, {
    root: dir, prefix: `${base}/`, wildcard: false, index: false, preCompressed: true, cacheControl: false, decorateReply: first,
    setHeaders: (reply, file) => { reply.header('Cache-Control', cacheControlOf(rootOf(file), file)); },
    allowedPath,
  });
  // Third-party scripts configured: the app shell is index.html with their tags, under a policy naming their hosts.
  const scripts = thirdParty !== null && thirdParty.headTags !== '' ? thirdParty : null;
  const sendPage = (page: string) => {
    const shell = scripts === null ? null : withThirdPartyTags(readFileSync(path.join(dir, page), 'utf8'), scripts);
    return (_req: unknown, reply: FastifyReply) => (shell === null
      ? reply.sendFile(page, dir)
      : reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(shell));
  };
  const sendIndex = sendPage('index.html');
  const shellOptions = scripts === null ? {} : { config: { securityHeaders: securityHeaders(appMode, scripts) } };
  if (scripts?.gtagConfig != null) {
    const config = scripts.gtagConfig;
    app.get(`${base}/gtag-config.js`, (_req, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(config));
  }
  if (first) app.get('/favicon.ico', (_req, reply) => reply.sendFile('favicon.ico', dir));
  app.get(base, (_req, reply) => reply.redirect(`${base}/`));
  app.get(`${base}/`, shellOptions, sendIndex);
  for (const [page, file] of Object.entries(built.pages ?? {})) {
    if (existsSync(path.join(dir, file))) app.get(`${base}${page}`, shellOptions, sendPage(file));
  }
  app.get(`${base}/*`, shellOptions, (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      // The files' routes are listed at start; a build made since (whose index.html is read fresh) has
      // files of new names: served when they exist now.
      const file = builtSince(dir, pathname.slice(base.length + 1));
      if (file !== null && allowedPath(`/${file}`)) return reply.sendFile(file, dir);
      // A missing asset is a 404, not the app shell: a stale chunk must fail so the UI reloads.
      return reply.code(404).send('Not found');
    }
    return sendIndex(req, reply);
  });
}

/**
 * The dealer panel under /dealer/ (the root redirects there) and the customer's app under /shop/
 * (docs/decisions/shop.md "The customer app (shop)"): two Vite builds, one server. `thirdParty`: Google
 * Analytics / Optimizely on the dealer panel when configured (third-party-scripts.ts).
 */
export async function registerStaticUi(app: FastifyInstance, uiDir: string, appMode: 'demo' | 'production', shopDir: string | null, thirdParty: ThirdPartyScripts | null = null): Promise<void> {
  app.get('/', (_req, reply) => reply.redirect('/dealer/'));
  const dealerBuilt = existsSync(path.join(uiDir, 'index.html'));
  const shop = shopDir ?? path.join(uiDir, '.no-shop');
  const roots = [path.resolve(uiDir), path.resolve(shop)];
  await registerBuiltApp(app, { dir: uiDir, base: '/dealer', pages: DEALER_PAGES }, appMode, dealerBuilt, roots, thirdParty);
  await registerBuiltApp(app, { dir: shop, base: '/shop' }, appMode, !dealerBuilt, roots);
}
