import type { ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Public pictures another site (the customer's app, an e-mail) may show: uploaded media and vehicle art. */
const SHARED_PICTURES = /^\/api\/(media|vehicle-art)\//;

/** Hosts a page's policy adds for a third-party script it loads (third-party-scripts.ts). */
export interface CspHosts {
  readonly scriptSrc: readonly string[];
  readonly connectSrc: readonly string[];
}

/** The security headers of an answer, as helmet writes them (names and values), worked out once. */
export type SecurityHeaders = readonly (readonly [string, string])[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own security headers (securityHeaders()); default the app's. */
    securityHeaders?: SecurityHeaders;
  }
}

/**
 * The Content-Security-Policy of every answer; `extra` adds the hosts of the third-party scripts a
 * page loads (the dealer app's pages when Google Analytics or Optimizely is configured), nothing else.
 */
function contentSecurityPolicy(appMode: 'demo' | 'production', extra: CspHosts = { scriptSrc: [], connectSrc: [] }) {
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
  } as const;
}

/** What helmet's middleware does to a response for `options`, recorded once (no directive of ours is a function of the request). */
function recorded(options: Readonly<HelmetOptions>): SecurityHeaders {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => { headers.set(name, String(value)); },
    // X-Powered-By: nothing in Fastify or Node sets it, so there is nothing to take off.
    removeHeader: (name: string) => { headers.delete(name); },
  } as unknown as ServerResponse;
  helmet(options)(undefined as never, recorder, (error?: unknown) => { if (error) throw error; });
  return [...headers.entries()];
}

/**
 * Helmet's headers. The CSP allows no inline or foreign script; styles may be inline because Mantine
 * writes its CSS variables and component styles in style elements and attributes at run time
 * (docs/decisions/platform.md "What the server sends…"). Pictures may come from https sites (an
 * inventory feed's photos) and from blob: URLs (the preview of a file being uploaded). HSTS only in
 * production: the demo runs on plain http://127.0.0.1. `extra`: a page's third-party script hosts.
 */
export function securityHeaders(appMode: 'demo' | 'production', extra?: CspHosts): SecurityHeaders {
  return recorded({
    contentSecurityPolicy: contentSecurityPolicy(appMode, extra),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' }, // customer link pages say no-referrer themselves
    strictTransportSecurity: appMode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

/**
 * The security headers on every answer, set on the response as the request comes in (a route's
 * reply.header still overrides them). Helmet's headers are worked out once, not per request (issue
 * 34.4: @fastify/helmet built its middlewares again on every request); a route may carry its own
 * (`config.securityHeaders`, the app shell with third-party scripts).
 */
export function registerSecurityHeaders(app: FastifyInstance, appMode: 'demo' | 'production'): void {
  const standard = securityHeaders(appMode);
  const hook: onRequestHookHandler = (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of request.routeOptions.config.securityHeaders ?? standard) raw.setHeader(name, value);
    if (SHARED_PICTURES.test(request.url)) raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    done();
  };
  app.addHook('onRequest', hook);
}
