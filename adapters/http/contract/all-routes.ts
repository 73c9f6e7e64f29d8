import { addonRoutes } from './addons/addon-routes';
import { cardProcessorRoutes } from './stores/card-processor-routes';
import { disclosuresRoutes } from './stores/disclosures-routes';
import { customerRoutes } from './customers/customer-routes';
import { feeRoutes } from './fees/fee-routes';
import { inventoryRoutes } from './inventory/inventory-routes';
import { inventoryImportRoutes } from './inventory/inventory-import-routes';
import { inventoryFeedRoutes } from './inventory/inventory-feeds';
import { localTaxRateRoutes } from './payments/local-tax-rates';
import { orderRoutes } from './orders/order-routes';
import { timelineRoutes } from './orders/timeline';
import { appointmentRoutes } from './appointments/appointment-routes';
import { depositRoutes } from './deposits/deposit-routes';
import { customerDepositRoutes } from './deposits/customer-deposit-routes';
import { paymentRoutes } from './payments/payment-routes';
import { profileRoutes } from './people/profile-routes';
import { auditTrailRoutes } from './people/audit-trail-routes';
import { outboxRoutes } from './messages/messages';
import { storeRoutes } from './stores/stores-routes';
import { organizationRoutes } from './stores/organization-routes';
import { accessRoutes, type RouteSpec } from './access/access-routes';
import { userRoutes } from './people/users-routes';
import { ssoRoutes } from './access/sso-routes';
import { passkeyRoutes } from './access/passkey-routes';
import { documentRoutes } from './documents/document-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { creditRoutes } from './credit/credit-routes';
import { shopRoutes } from './customers/shop-routes';
import { recapRoutes } from './orders/recap-routes';
import { tradeInRoutes } from './trade-ins/trade-in-routes';
import { customerMergeRoutes } from './customers/customer-merges';
import { customerImportRoutes } from './customers/customer-imports';
import { leadRoutes } from './leads/lead-routes';
import { dmsRoutes } from './dms/dms-routes';
import { galleryRoutes } from './trade-ins/gallery-routes';
import { pricingRoutes } from './analytics/pricing-routes';
import { deskingRoutes } from './payments/desking-routes';
import { errorRoutes } from './error-routes';
import { marketscanRoutes } from './fees/marketscan';
import { analyticsRoutes } from './analytics/analytics-routes';
import { messageRoutes } from './messages/message-routes';
import { accessOf } from './operation-access';
import { secondFactorRoutes } from './access/second-factor-routes';

/** The customer's calls open to anyone: what a link shows, the credit form's reference data, page events. */
const PUBLIC_CUSTOMER_CALLS = new Set([
  'GET /api/customer/link/{kind}/{token}/', 'GET /api/customer/credit-application/static_data/',
  'GET /api/customer/credit-application/{id}/postal_code_province/', 'POST /api/customer/events/',
]);

/** Every route of the contract, for the OpenAPI document and the route-coverage test, each with its `access` (operation-access.ts). */
export const allRoutes: readonly RouteSpec[] = withAccess([...Object.values(accessRoutes), ...Object.values(customerRoutes), ...Object.values(orderRoutes), ...Object.values(timelineRoutes), ...Object.values(appointmentRoutes), ...Object.values(depositRoutes), ...Object.values(customerDepositRoutes), ...Object.values(inventoryRoutes), ...Object.values(feeRoutes),
  ...Object.values(addonRoutes), ...Object.values(paymentRoutes), ...Object.values(profileRoutes), ...Object.values(auditTrailRoutes), ...Object.values(disclosuresRoutes), ...Object.values(cardProcessorRoutes), ...Object.values(userRoutes), ...Object.values(storeRoutes), ...Object.values(organizationRoutes), ...Object.values(ssoRoutes), ...Object.values(documentRoutes),
  ...Object.values(notificationRoutes), ...Object.values(quoteRoutes), ...Object.values(creditRoutes), ...Object.values(shopRoutes), ...Object.values(tradeInRoutes),
  ...Object.values(recapRoutes),
  ...Object.values(customerMergeRoutes),
  ...Object.values(customerImportRoutes),
  ...Object.values(leadRoutes),
  ...Object.values(dmsRoutes),
  ...Object.values(galleryRoutes),
  ...Object.values(pricingRoutes),
  ...Object.values(inventoryImportRoutes),
  ...Object.values(deskingRoutes),
  ...Object.values(errorRoutes),
  ...Object.values(marketscanRoutes),
  ...Object.values(analyticsRoutes),
  ...Object.values(messageRoutes), ...Object.values(passkeyRoutes), ...Object.values(outboxRoutes), ...Object.values(secondFactorRoutes),
  ...Object.values(inventoryFeedRoutes), ...Object.values(localTaxRateRoutes)]);

/**
 * Each route with its `access` (operation-access.ts) and, for the customer's calls, the deal link's
 * token as its credential: every public route under /api/customer/ but the few above needs it.
 */
function withAccess(routes: readonly RouteSpec[]): readonly RouteSpec[] {
  return routes.map((r) => {
    const access = accessOf(r.method, r.path);
    const dealToken = r.auth === 'none' && r.path.startsWith('/api/customer/') && !PUBLIC_CUSTOMER_CALLS.has(`${r.method} ${r.path}`);
    return { ...r, ...(access === undefined ? {} : { access }), ...(dealToken ? { auth: 'deal_token' as const } : {}) };
  });
}
