import { addonRoutes } from './addon-routes';
import { cardProcessorRoutes } from './card-processor-routes';
import { disclosuresRoutes } from './disclosures-routes';
import { customerRoutes } from './customer-routes';
import { feeRoutes } from './fee-routes';
import { inventoryRoutes } from './inventory-routes';
import { orderRoutes } from './order-routes';
import { timelineRoutes } from './timeline';
import { appointmentRoutes } from './appointment-routes';
import { depositRoutes } from './deposit-routes';
import { paymentRoutes } from './payment-routes';
import { profileRoutes } from './profile-routes';
import { auditTrailRoutes } from './audit-trail-routes';
import { storeRoutes } from './stores-routes';
import { accessRoutes, type RouteSpec } from './access-routes';
import { userRoutes } from './users-routes';
import { ssoRoutes } from './sso-routes';
import { documentRoutes } from './document-routes';
import { notificationRoutes } from './notification-routes';
import { quoteRoutes } from './quote-routes';
import { creditRoutes } from './credit-routes';

/** Every route of the contract, for the OpenAPI document and the route-coverage test. */
export const allRoutes: readonly RouteSpec[] = [...Object.values(accessRoutes), ...Object.values(customerRoutes), ...Object.values(orderRoutes), ...Object.values(timelineRoutes), ...Object.values(appointmentRoutes), ...Object.values(depositRoutes), ...Object.values(inventoryRoutes), ...Object.values(feeRoutes),
  ...Object.values(addonRoutes), ...Object.values(paymentRoutes), ...Object.values(profileRoutes), ...Object.values(auditTrailRoutes), ...Object.values(disclosuresRoutes), ...Object.values(cardProcessorRoutes), ...Object.values(userRoutes), ...Object.values(storeRoutes), ...Object.values(ssoRoutes), ...Object.values(documentRoutes),
  ...Object.values(notificationRoutes), ...Object.values(quoteRoutes), ...Object.values(creditRoutes)];
