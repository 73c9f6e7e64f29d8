import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/** Public pictures another site (the customer's app, an e-mail) may show: uploaded media and vehicle art. */
const SHARED_PICTURES = /^\/api\/(media|vehicle-art)\//;

/**
 * Helmet's headers on every answer. The CSP allows no inline or foreign script; styles may be
 * inline because Mantine writes its CSS variables and component styles in style elements and
 * attributes at run time (docs/decisions.md, issue 10.5). Pictures may come from https sites
 * (an inventory feed's photos) and from blob: URLs (the preview of a file being uploaded).
 * HSTS only in production: the demo runs on plain http://127.0.0.1.
 */
export async function registerSecurityHeaders(app: FastifyInstance, appMode: 'demo' | 'production'): Promise<void> {
  const production = appMode === 'production';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' }, // customer link pages say no-referrer themselves
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (SHARED_PICTURES.test(request.url)) reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  });
}
