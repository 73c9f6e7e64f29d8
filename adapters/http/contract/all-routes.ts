import { accessRoutes, type RouteSpec } from './routes';

/** Every route of the contract, for the OpenAPI document and the route-coverage test. */
export const allRoutes: readonly RouteSpec[] = [...Object.values(accessRoutes)];
