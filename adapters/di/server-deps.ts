import { customerTradeInUseCases } from '@dealer-panel/core/trade-ins/customer-trade-in';
import { shopUseCases } from '@dealer-panel/core/orders/shop-use-cases';
import { customerSignInUseCases } from '@dealer-panel/core/customers/customer-sign-in';
import { signedCustomerCodes } from '@dealer-panel/core/customers/customer-codes';
import { accessUseCases } from '@dealer-panel/core/access/access-use-cases';
import { secondFactorUseCases } from '@dealer-panel/core/access/second-factor-use-cases';
import { resetSecondFactors } from '@dealer-panel/core/people/users/reset-second-factors';
import { passkeyUseCases } from '@dealer-panel/core/access/passkey-use-cases';
import { customerAddonUseCases, dealerAddonUseCases } from '@dealer-panel/core/addons/addon-use-cases';
import { customerDealAddons } from '@dealer-panel/core/addons/customer-deal-addons';
import { orderAddons } from '@dealer-panel/core/addons/order-addons';
import { customerUseCases } from '@dealer-panel/core/customers/customer-use-cases';
import { customerMergeUseCases } from '@dealer-panel/core/customers/merge-customers';
import { customerImportUseCases } from '@dealer-panel/core/customers/import/customer-import-history';
import { feeUseCases } from '@dealer-panel/core/fees/fee-use-cases';
import { priceProfileUseCases } from '@dealer-panel/core/analytics/price-profile-use-cases';
import { pricingReportUseCases } from '@dealer-panel/core/analytics/pricing-report-use-cases';
import { marketscanUseCases } from '@dealer-panel/core/fees/marketscan-mapping';
import { inventoryUseCases } from '@dealer-panel/core/inventory/inventory-use-cases';
import { feedImportUseCases } from '@dealer-panel/core/inventory/feeds/feed-import-use-cases';
import { feedPullUseCases } from '@dealer-panel/core/inventory/feeds/feed-pull';
import { drizzleFeedImportRepository } from '../persistence/inventory/drizzle-feed-import-repository';
import { openTabular } from '../tabular/open-tabular';
import { inventoryFeedUseCases } from '@dealer-panel/core/inventory/feeds/feed-use-cases';
import { feedPricing } from '@dealer-panel/core/payments/advertised-payments';
import { drizzleInventoryFeeds, drizzleInventoryPages } from '../persistence/inventory/drizzle-inventory-feeds';
import { dealAppointmentRules } from '@dealer-panel/core/appointments/deal-appointment-rules';
import { orderUseCases } from '@dealer-panel/core/orders/order-use-cases';
import { messageHistory } from '@dealer-panel/core/messages/message-timeline';
import { messageUseCases } from '@dealer-panel/core/messages/message-use-cases';
import { drizzleMessageLog, drizzleOptedOut } from '../persistence/messages/drizzle-message-log';
import { appointmentUseCases } from '@dealer-panel/core/appointments/appointment-use-cases';
import { paymentUseCases } from '@dealer-panel/core/payments/payment-use-cases';
import { localTaxUseCases } from '@dealer-panel/core/payments/local-tax-use-cases';
import { deskingUseCases } from '@dealer-panel/core/payments/desking/desking-use-cases';
import { profileUseCases } from '@dealer-panel/core/people/profile';
import { auditTrailUseCases } from '@dealer-panel/core/people/audit-trail';
import { cardProcessorUseCases } from '@dealer-panel/core/stores/card-processor-use-cases';
import { disclosuresUseCases } from '@dealer-panel/core/stores/disclosures-use-cases';
import { userAdminUseCases } from '@dealer-panel/core/people/users/user-admin-use-cases';
import { storeUseCases } from '@dealer-panel/core/stores/store-use-cases';
import { organizationUseCases } from '@dealer-panel/core/stores/organization-use-cases';
import { ssoSettingsUseCases } from '@dealer-panel/core/stores/sso-settings';
import { ssoSignInUseCases } from '@dealer-panel/core/access/sso-sign-in';
import { documentUseCases } from '@dealer-panel/core/documents/document-use-cases';
import { customerDocumentUseCases } from '@dealer-panel/core/documents/customer-documents';
import { notificationUseCases } from '@dealer-panel/core/notifications/notification-use-cases';
import { linkOpened } from '@dealer-panel/core/orders/link-opened';
import { customerSignedIn } from '@dealer-panel/core/customers/customer-account';
import { customerAppointmentUseCases } from '@dealer-panel/core/appointments/customer-appointment';
import { depositUseCases } from '@dealer-panel/core/deposits/deposit-use-cases';
import { depositDeskUseCases } from '@dealer-panel/core/deposits/deposit-desk';
import { customerDepositUseCases } from '@dealer-panel/core/deposits/customer-deposit';
import { isSimulatedDeposits } from '../card-processor/simulated-deposit-processor';
import { reserveItUseCases } from '@dealer-panel/core/deposits/reserve-it';
import { quoteUseCases } from '@dealer-panel/core/quotes/quote-use-cases';
import { customerQuoteUseCases } from '@dealer-panel/core/quotes/customer-quote-use-cases';
import { reconcilePaymentEvent } from '@dealer-panel/core/deposits/payment-event';
import { creditCustomerUseCases } from '@dealer-panel/core/credit/credit-customer';
import { creditDealerUseCases } from '@dealer-panel/core/credit/credit-dealer';
import { tradeInUseCases } from '@dealer-panel/core/trade-ins/trade-in-use-cases';
import { questionUseCases } from '@dealer-panel/core/trade-ins/questions-use-cases';
import { pictureUseCases } from '@dealer-panel/core/trade-ins/picture-use-cases';
import { offerUseCases } from '@dealer-panel/core/trade-ins/offer-use-cases';
import { leadUseCases } from '@dealer-panel/core/leads/lead-use-cases';
import { analyticsUseCases } from '@dealer-panel/core/analytics/read-analytics';
import { analyticsFlagsFromEnv } from './analytics-ports';
import { fastXmlAdfCodec } from '../adf/adf-xml';
import { dmsUseCases } from '@dealer-panel/core/dms/dms-use-cases';
import { storedDealAt } from '@dealer-panel/core/payments/stored-deal';
import { supportContactFromEnv } from './app-config-env';
import type { ServerDeps } from '../http/server/server-deps';
import { drizzleRateCounter } from '../persistence/shared/shared-counters';
import { fallbackRateCounter, redisRateCounter } from '../persistence/shared/redis-counters';
import type { Ports } from './ports';
import { recapUseCases } from '@dealer-panel/core/recap/deal-recap';
import { recapPdfs } from '../pdf/recap-pdf';

/** The server's composition: each context's use-case bundle over the ports. */
export function serverDeps(p: Ports): ServerDeps {
  const staticFlags = analyticsFlagsFromEnv(process.env);
  // Issue 30.4: the store's messages, read for the Messages screen and the deal's history.
  const messageLog = drizzleMessageLog(p.database.db);
  return {
    pingDatabase: p.database.ping,
    // A write forgets this process's cached counts and session contexts at once, and the other processes' through the news.
    writeDone: () => { p.listCounts.forget(); p.sessionContexts.forget(); p.writes?.publish(); },
    // Redis when REDIS_URL is set (PostgreSQL while it is away), else PostgreSQL; PGlite: in memory.
    ...(p.redis !== null
      ? { rateCounter: fallbackRateCounter(redisRateCounter(p.redis), drizzleRateCounter(p.database.db), p.redisWarning), redis: p.redis.client }
      : p.database.kind === 'postgres' ? { rateCounter: drizzleRateCounter(p.database.db) } : {}),
    access: accessUseCases(p),
    secondFactors: secondFactorUseCases(p),
    resetSecondFactors: resetSecondFactors(p),
    passkeys: passkeyUseCases(p),
    ...(process.env.PUBLIC_URL?.trim() ? { passkeyPublicUrl: process.env.PUBLIC_URL.trim() } : {}),
    outbox: p.outbox,
    customers: customerUseCases(p),
    customerMerges: customerMergeUseCases(p),
    customerImports: customerImportUseCases(p),
    leads: leadUseCases(p),
    staticFlags,
    analytics: analyticsUseCases({ ...p, staticFlags }),
    adf: fastXmlAdfCodec,
    orders: orderUseCases({ ...p, messageHistory: messageHistory(messageLog), appointmentRules: dealAppointmentRules(p) }),
    orderAddons: orderAddons(p),
    messages: messageUseCases({ messageLog, audit: p.audit, optedOut: drizzleOptedOut(p.database.db) }),
    appointments: appointmentUseCases(p),
    deposits: depositUseCases(depositDeps(p)),
    reserveIt: reserveItUseCases(p),
    paymentEvents: { webhookSecret: p.webhookSecret, reconcile: reconcilePaymentEvent(depositDeps(p)) },
    customerDeposits: customerDepositUseCases(depositDeps(p)),
    ...(isSimulatedDeposits(p.depositProcessor) ? { depositChallenge: p.depositProcessor } : {}),
    depositDesk: depositDeskUseCases({ ...depositDeps(p), orders: p.orders, customers: p.customers, email: p.email, customerMessages: p.customerMessages }),
    inventory: inventoryUseCases(p),
    feedImports: feedImportUseCases({ imports: drizzleFeedImportRepository(p.database.db), openTabular, clock: p.clock }),
    feedPulls: feedPullUseCases({ imports: drizzleFeedImportRepository(p.database.db), openTabular, clock: p.clock, pulls: p.feedPulls, fetcher: p.feedFetcher, sealer: p.creditCipher }),
    inventoryFeeds: inventoryFeedUseCases({
      inventoryFeeds: drizzleInventoryFeeds(p.database.db), inventoryPages: drizzleInventoryPages(p.database.db), feedPricing: feedPricing(p),
      stores: p.stores, secrets: p.secrets, clock: p.clock, audit: p.audit,
    }),
    fees: feeUseCases(p),
    priceProfiles: priceProfileUseCases(p),
    pricingReport: pricingReportUseCases(p),
    marketscan: marketscanUseCases(p),
    addons: dealerAddonUseCases(p),
    customerAddons: customerAddonUseCases(p),
    customerDealAddons: customerDealAddons(p),
    // Pricing's date reads the store's time zone from its per-store cache (pricing-caches.ts).
    payments: paymentUseCases({ ...p, stores: p.pricingStoreSettings }),
    localTaxes: localTaxUseCases({ localTaxRates: p.localTaxes, openTabular, audit: p.audit }),
    desking: deskingUseCases({ ...p, stores: p.pricingStoreSettings }),
    profile: profileUseCases(p),
    auditTrail: auditTrailUseCases(p),
    disclosures: disclosuresUseCases(p),
    cardProcessor: cardProcessorUseCases(p),
    ...(p.cardProcessorSimulator === null ? {} : { cardProcessorSimulator: p.cardProcessorSimulator }),
    users: userAdminUseCases(p),
    stores: storeUseCases({ ...p, support: supportContactFromEnv(process.env) }),
    organizations: organizationUseCases(p),
    sso: ssoSignInUseCases(p),
    ssoSettings: ssoSettingsUseCases(p),
    documents: documentUseCases(p),
    customerDocuments: customerDocumentUseCases(p),
    notifications: notificationUseCases(p),
    linkOpened: linkOpened(p),
    customerSignedIn: customerSignedIn({ customerAccounts: p.customerAccounts, clock: p.clock, notify: p }),
    customerAppointments: customerAppointmentUseCases({ orders: p.orders, stores: p.stores, timeline: p.timeline, audit: p.audit, clock: p.clock, notify: p }),
    quotes: quoteUseCases(p),
    customerQuotes: customerQuoteUseCases(p),
    creditCustomer: creditCustomerUseCases({ credit: p.credit, cipher: p.creditCipher, clock: p.clock, timeline: p.timeline, notify: p }),
    tradeIns: tradeInUseCases({ tradeIns: p.tradeIns, questions: p.tradeInQuestions, vendors: p.valuationVendors, clock: p.clock, timeline: p.timeline, audit: p.audit }),
    customerTradeIns: customerTradeInUseCases({ tradeIns: p.tradeIns, questions: p.tradeInQuestions, orders: p.orders, clock: p.clock, timeline: p.timeline, audit: p.audit, notify: p }),
    tradeInQuestions: questionUseCases({ questions: p.tradeInQuestions, clock: p.clock, audit: p.audit }),
    tradeInOffers: offerUseCases({ tradeIns: p.tradeIns, questions: p.tradeInQuestions, vendors: p.valuationVendors, clock: p.clock, timeline: p.timeline, audit: p.audit }),
    dms: dmsUseCases(dmsDeps(p)),
    tradeInPictures: pictureUseCases({
      tradeIns: p.tradeIns, pictures: p.tradeInPictures, galleryLinks: p.galleryLinks, files: p.files, encoder: p.imageEncoder, orders: p.orders,
      customerOwners: p.customerOwners, signer: p.signer, secrets: p.secrets, clock: p.clock, audit: p.audit, dealerships: p.dealerships,
    }),
    creditDealer: creditDealerUseCases({ credit: p.credit, cipher: p.creditCipher, clock: p.clock, timeline: p.timeline, audit: p.audit, lenders: p.lenders }),
    shop: shopUseCases(p),
    customerSignIn: customerSignInUseCases({ ...p, customerCodes: signedCustomerCodes(p.signer, p.clock) }),
    recap: recapPdfs(recapUseCases(p)),
    textMessages: p.textMessages,
  };
}

/** The ports of the deposit use cases (issue 14): the deposit processor and the store's connected account. */
export function depositDeps(p: Ports) {
  return { deposits: p.deposits, processor: p.depositProcessor, accounts: p.cardProcessorAccounts, idempotency: p.idempotency, audit: p.audit, timeline: p.timeline, clock: p.clock, locks: p.depositLocks, paidNotice: p };
}

/** The ports of the DMS link's use cases (issue 16 item 6): the DMS, the pushes and their queue. */
export function dmsDeps(p: Ports) {
  return { dms: p.dms, dmsPushes: p.dmsPushes, dmsQueue: p.dmsQueue, timeline: p.timeline, clock: p.clock, storedDeals: storedDealAt(p) };
}
