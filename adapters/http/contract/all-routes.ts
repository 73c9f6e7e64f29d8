import { addonRoutes } from './addon-routes';
import { cardProcessorRoutes } from './card-processor-routes';
import { disclosuresRoutes } from './disclosures-routes';
import { customerRoutes } from './customer-routes';
import { feeRoutes } from './fee-routes';
import { inventoryRoutes } from './inventory-routes';
import { inventoryImportRoutes } from './inventory-import-routes';
import { inventoryFeedRoutes } from './inventory-feeds';
import { localTaxRateRoutes } from './local-tax-rates';
import { orderRoutes } from './order-routes';
import { timelineRoutes } from './timeline';
import { appointmentRoutes } from './appointment-routes';
import { depositRoutes } from './deposit-routes';
import { customerDepositRoutes } from './customer-deposit-routes';
import { paymentRoutes } from './payment-routes';
import { profileRoutes } from './profile-routes';
import { auditTrailRoutes } from './audit-trail-routes';
import { outboxRoutes } from './messages';
import { storeRoutes } from './stores-routes';
import { organizationRoutes } from './organization-routes';
import { accessRoutes, type RouteSpec } from './access-routes';
import { userRoutes } from './users-routes';
import { ssoRoutes } from './sso-routes';
import { passkeyRoutes } from './passkey-routes';
import { documentRoutes } from './document-routes';
import { notificationRoutes } from './notification-routes';
import { quoteRoutes } from './quote-routes';
import { creditRoutes } from './credit-routes';
import { shopRoutes } from './shop-routes';
import { recapRoutes } from './recap-routes';
import { tradeInRoutes } from './trade-in-routes';
import { customerMergeRoutes } from './customer-merges';
import { customerImportRoutes } from './customer-imports';
import { leadRoutes } from './lead-routes';
import { dmsRoutes } from './dms-routes';
import { galleryRoutes } from './gallery-routes';
import { pricingRoutes } from './pricing-routes';
import { deskingRoutes } from './desking-routes';
import { errorRoutes } from './error-routes';
import { marketscanRoutes } from './marketscan';
import { analyticsRoutes } from './analytics-routes';
import { messageRoutes } from './message-routes';
import { accessOf } from './operation-access';
import { secondFactorRoutes } from './second-factor-routes';

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
