import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { CookiePolicy } from '../platform/cookies';
import type { RouteRateLimit } from '../platform/rate-limits';
import { MAX_UPLOAD_BYTES } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';
import { registerCustomerAddonRoutes } from './customer-addon-routes';
import { registerDealerAddonRoutes } from './dealer-addon-routes';

/** The add-on routes: the dealer's screens (multipart uploads in their own scope), then the customer side and the media files. */
export async function registerAddonRoutes(app: FastifyInstance, deps: ServerDeps, policy: CookiePolicy, customerLimit: RouteRateLimit, fallbackLimit: RouteRateLimit): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 4, parts: 6 } });
    registerDealerAddonRoutes(scope, deps, policy);
  });
  registerCustomerAddonRoutes(app, deps, customerLimit, fallbackLimit);
}
