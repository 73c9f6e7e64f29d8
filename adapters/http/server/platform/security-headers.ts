import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/** Public pictures another site (the customer's app, an e-mail) may show: uploaded media and vehicle art. */
const SHARED_PICTURES = /^\/api\/(media|vehicle-art)\//;

/** Hosts a page's policy adds for a third-party script it loads (third-party-scripts.ts). */
export interface CspHosts {
  readonly scriptSrc: readonly string[];
  readonly connectSrc: readonly string[];
}

/**
 * The Content-Security-Policy of every answer; `extra` adds the hosts of the third-party scripts a
 * page loads (the dealer app's pages when Google Analytics or Optimizely is configured), nothing else.
 */
export function contentSecurityPolicy(appMode: 'demo' | 'production', extra: CspHosts = { scriptSrc: [], connectSrc: [] }) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'", ...extra.scriptSrc],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...extra.connectSrc],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(appMode === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/**
 * Helmet's headers on every answer. The CSP allows no inline or foreign script; styles may be
 * inline because Mantine writes its CSS variables and component styles in style elements and
 * attributes at run time (docs/decisions/platform.md "What the server sends…"). Pictures may come from https sites
 * (an inventory feed's photos) and from blob: URLs (the preview of a file being uploaded).
 * HSTS only in production: the demo runs on plain http://127.0.0.1.
 */
export async function registerSecurityHeaders(app: FastifyInstance, appMode: 'demo' | 'production'): Promise<void> {
  const production = appMode === 'production';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(appMode),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' }, // customer link pages say no-referrer themselves
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (SHARED_PICTURES.test(request.url)) reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  });
}
