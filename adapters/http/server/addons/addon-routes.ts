import type { FastifyInstance } from 'fastify';
import type { RouteRateLimit } from '../platform/rate-limits';
import { registerWithUploads } from '../platform/uploads';
import type { ServerDeps } from '../server-deps';
import { registerCustomerAddonRoutes } from './customer-addon-routes';
import { registerCustomerDealAddonRoutes } from './customer-deal-addon-routes';
import { registerDealerAddonRoutes } from './dealer-addon-routes';

/** The add-on routes: the dealer's screens (multipart uploads in their own scope: registerWithUploads), then the customer side and the media files. */
export async function registerAddonRoutes(app: FastifyInstance, deps: ServerDeps, customerLimit: RouteRateLimit, fallbackLimit: RouteRateLimit): Promise<void> {
  await registerWithUploads(app, 2, (scope) => registerDealerAddonRoutes(scope, deps));
  registerCustomerAddonRoutes(app, deps, customerLimit, fallbackLimit);
  registerCustomerDealAddonRoutes(app, deps, customerLimit);
}
