/**
 * The two contract routes the dealer startup reads (dealer-startup.ts), behind one dynamic import: the
 * route modules themselves are imported statically by the features that own them, so importing them
 * dynamically moved nothing (the build warned); this module downloads with the first signed-in
 * navigation, not with the sign-in page.
 */
export { storeRoutes } from '../../../adapters/http/contract/stores/stores-routes';
export { paymentRoutes } from '../../../adapters/http/contract/payments/payment-routes';
