import type { ContainerModule } from 'inversify';
import { appointmentsModule } from '../features/appointments/appointments-module';
import { quotesModule } from '../features/quotes/quotes-module';
import { depositsModule } from '../features/deposits/deposits-module';
import { creditModule } from '../features/credit/credit-module';
import { tradeInModule } from '../features/trade-ins/trade-in-module';
import { dmsModule } from '../features/dms/dms-module';
import { activityModule } from '../features/people/activity/activity-module';
import { messagesModule } from '../features/messages/messages-module';
import { analyticsModule } from '../features/analytics/analytics-module';
import { addonsModule } from '../features/addons/addons-module';
import { disclosuresModule } from '../features/stores/disclosures/disclosures-module';
import { cardProcessorModule } from '../features/stores/card-processor-module';
import { customersModule } from '../features/customers/customers-module';
import { feesModule } from '../features/fees/fees-module';
import { pricingModule } from '../features/analytics/pricing/pricing-module';
import { inventoryModule } from '../features/inventory/inventory-module';
import { ordersModule } from '../features/orders/orders-module';
import { paymentsModule } from '../features/payments/payments-module';
import { peopleModule } from '../features/people/people-module';
import { usersModule } from '../features/people/users/users-module';
import { storesModule } from '../features/stores/stores-module';
import { ssoModule } from '../features/stores/sso-module';
import { feedsModule } from '../features/stores/feeds-module';
import { localTaxesModule } from '../features/stores/local-taxes-module';
import { documentsModule } from '../features/documents/documents-module';
import { notificationsModule } from '../features/notifications/notifications-module';
import { importsModule } from '../features/inventory/imports/imports-module';
import { worksheetModule } from '../features/payments/worksheet-module';

/**
 * The view models and ports of the pages behind the dealer layout, with the contract routes they call.
 * ui/main.tsx imports this lazily and loads it into the container before the dealer layout
 * renders, so the sign-in pages do not download them (issue 10.5).
 */
export const dealerModules: readonly ContainerModule[] = [
  customersModule, ordersModule, feesModule, addonsModule, worksheetModule, paymentsModule, peopleModule, disclosuresModule, cardProcessorModule, activityModule, analyticsModule, usersModule, storesModule, ssoModule, feedsModule, localTaxesModule, documentsModule, appointmentsModule, depositsModule, notificationsModule, quotesModule, creditModule, tradeInModule, dmsModule, pricingModule, messagesModule, inventoryModule,
  importsModule,
];
