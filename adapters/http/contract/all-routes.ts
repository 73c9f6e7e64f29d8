import { addonRoutes } from './addon-routes';
import { customerRoutes } from './customer-routes';
import { feeRoutes } from './fee-routes';
import { inventoryRoutes } from './inventory-routes';
import { orderRoutes } from './order-routes';
import { paymentRoutes } from './payment-routes';
import { storeRoutes } from './stores-routes';
import { accessRoutes, type RouteSpec } from './access-routes';

/** Every route of the contract, for the OpenAPI document and the route-coverage test. */
export const allRoutes: readonly RouteSpec[] = [...Object.values(accessRoutes), ...Object.values(customerRoutes), ...Object.values(orderRoutes), ...Object.values(inventoryRoutes), ...Object.values(feeRoutes),
  ...Object.values(addonRoutes), ...Object.values(paymentRoutes), ...Object.values(storeRoutes)];
