import { accessUseCases } from '@dealer-panel/core/access/access-use-cases';
import { customerAddonUseCases, dealerAddonUseCases } from '@dealer-panel/core/addons/addon-use-cases';
import { customerUseCases } from '@dealer-panel/core/customers/customer-use-cases';
import { feeUseCases } from '@dealer-panel/core/fees/fee-use-cases';
import { inventoryUseCases } from '@dealer-panel/core/inventory/inventory-use-cases';
import { orderUseCases } from '@dealer-panel/core/orders/order-use-cases';
import { appointmentUseCases } from '@dealer-panel/core/appointments/appointment-use-cases';
import { paymentUseCases } from '@dealer-panel/core/payments/payment-use-cases';
import { profileUseCases } from '@dealer-panel/core/people/profile';
import { auditTrailUseCases } from '@dealer-panel/core/people/audit-trail';
import { cardProcessorUseCases } from '@dealer-panel/core/stores/card-processor-use-cases';
import { disclosuresUseCases } from '@dealer-panel/core/stores/disclosures-use-cases';
import { userAdminUseCases } from '@dealer-panel/core/people/users/user-admin-use-cases';
import { storeUseCases } from '@dealer-panel/core/stores/store-use-cases';
import { ssoSettingsUseCases } from '@dealer-panel/core/stores/sso-settings';
import { ssoSignInUseCases } from '@dealer-panel/core/access/sso-sign-in';
import { documentUseCases } from '@dealer-panel/core/documents/document-use-cases';
import { notificationUseCases } from '@dealer-panel/core/notifications/notification-use-cases';
import { linkOpened } from '@dealer-panel/core/notifications/link-opened';
import { depositUseCases } from '@dealer-panel/core/deposits/deposit-use-cases';
import { depositDeskUseCases } from '@dealer-panel/core/deposits/deposit-desk';
import { reserveItUseCases } from '@dealer-panel/core/deposits/reserve-it';
import { quoteUseCases } from '@dealer-panel/core/quotes/quote-use-cases';
import { customerQuoteUseCases } from '@dealer-panel/core/quotes/customer-quote-use-cases';
import { reconcilePaymentEvent } from '@dealer-panel/core/deposits/payment-event';
import { creditCustomerUseCases } from '@dealer-panel/core/credit/credit-customer';
import { creditDealerUseCases } from '@dealer-panel/core/credit/credit-dealer';
import { supportContactFromEnv } from './app-config-env';
import type { ServerDeps } from '../http/server/server-deps';
import { drizzleRateCounter } from '../persistence/shared/shared-counters';
import { fallbackRateCounter, redisRateCounter } from '../persistence/shared/redis-counters';
import type { Ports } from './ports';

/** The server's composition: each context's use-case bundle over the ports. */
export function serverDeps(p: Ports): ServerDeps {
  return {
    pingDatabase: p.database.ping,
    // A write forgets this process's cached counts at once, and the other processes' through the database.
    writeDone: () => { p.listCounts.forget(); p.writes?.publish(); },
    // Redis when REDIS_URL is set (PostgreSQL while it is away), else PostgreSQL; PGlite: in memory.
    ...(p.redis !== null
      ? { rateCounter: fallbackRateCounter(redisRateCounter(p.redis), drizzleRateCounter(p.database.db), p.redisWarning), redis: p.redis.client }
      : p.database.kind === 'postgres' ? { rateCounter: drizzleRateCounter(p.database.db) } : {}),
    access: accessUseCases(p),
    outbox: p.outbox,
    customers: customerUseCases(p),
    orders: orderUseCases(p),
    appointments: appointmentUseCases(p),
    deposits: depositUseCases(depositDeps(p)),
    reserveIt: reserveItUseCases(p),
    paymentEvents: { webhookSecret: p.webhookSecret, reconcile: reconcilePaymentEvent(depositDeps(p)) },
    depositDesk: depositDeskUseCases({ ...depositDeps(p), orders: p.orders, customers: p.customers, email: p.email, customerMessages: p.customerMessages }),
    inventory: inventoryUseCases(p),
    fees: feeUseCases(p),
    addons: dealerAddonUseCases(p),
    customerAddons: customerAddonUseCases(p),
    payments: paymentUseCases(p),
    profile: profileUseCases(p),
    auditTrail: auditTrailUseCases(p),
    disclosures: disclosuresUseCases(p),
    cardProcessor: cardProcessorUseCases(p),
    ...(p.cardProcessorSimulator === null ? {} : { cardProcessorSimulator: p.cardProcessorSimulator }),
    users: userAdminUseCases(p),
    stores: storeUseCases({ ...p, support: supportContactFromEnv(process.env) }),
    sso: ssoSignInUseCases(p),
    ssoSettings: ssoSettingsUseCases(p),
    documents: documentUseCases(p),
    notifications: notificationUseCases(p),
    linkOpened: linkOpened(p),
    quotes: quoteUseCases(p),
    customerQuotes: customerQuoteUseCases(p),
    creditCustomer: creditCustomerUseCases({ credit: p.credit, cipher: p.creditCipher, clock: p.clock, timeline: p.timeline, notify: p }),
    creditDealer: creditDealerUseCases({ credit: p.credit, cipher: p.creditCipher, clock: p.clock, timeline: p.timeline, audit: p.audit, lenders: p.lenders }),
  };
}

/** The ports of the deposit use cases (issue 14): the deposit processor and the store's connected account. */
export function depositDeps(p: Ports) {
  return { deposits: p.deposits, processor: p.depositProcessor, accounts: p.cardProcessorAccounts, idempotency: p.idempotency, audit: p.audit, timeline: p.timeline, clock: p.clock };
}
