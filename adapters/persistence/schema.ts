// Every table, as drizzle's `schema` object (shared/database.ts) and older imports read them. Each
// context owns its tables in persistence/<context>/schema.ts; drizzle.config.ts lists those files.

export {
  organizations, dealerships, users, memberships, sessions, rememberedDevices, otpDevices, oneTimeCodes, passwordResetTokens,
  ssoConnections, ssoRequests, ssoAssertions, passkeyCredentials, passkeyChallenges,
} from './access/schema';
export { customers, customerMerges, customerImports, customerImportRows, customerImportMappings } from './customers/schema';
export { vehicles, recentSearches, vehicleImports, vehicleImportRows, vehicleFeedSettings, vehiclePriceChanges } from './inventory/schema';
export { inventoryFeeds } from './inventory/feed-schema';
export { orders, orderTimeline } from './orders/schema';
export { paymentSettings, lenders, lenderRates, lenderResiduals, incentives, provinceTaxes, localTaxRates, orderPaymentTypes, deskingPencils } from './payments/schema';
export { feesAndDiscounts, orderFeesAndDiscounts } from './fees/schema';
export {
  media, accessories, protectionPlanTypes, penProducts, protectionPlans, protectionPlanPrices, protectionPlanProvinceTaxes, aftermarketQuestions,
} from './addons/schema';
export { outboundMessages, messageOptOuts, auditLog, appSettings, rateLimitHits } from './shared/schema';
export { dealDocuments, storedFiles } from './documents/schema';
export { staffNotifications } from './notifications/schema';
export { deposits, idempotencyKeys, reserveItFields } from './deposits/schema';
export { quoteFlows, quotes } from './quotes/schema';
export { creditApplications, creditDrafts } from './credit/schema';
export { adfImports, adfMailAddresses, adfRejectedMail, inboundMailSeen } from './leads/schema';
export { tradeIns, tradeInEstimates, tradeInOffers, tradeInQuestions, tradeInPictures, tradeInGalleryLinks } from './trade-ins/schema';
export { dmsPushes, dmsSync, dmsSimulatedDeals } from './dms/schema';
export { priceProfiles, priceBatches, priceChanges } from './analytics/price-schema';
export { pageEvents } from './analytics/schema';
export {
  analyticsDailyLeads, analyticsDailyDeals, analyticsDailyFirstActs, analyticsDailyPageViews, analyticsDailyDeposits, analyticsDailyOffers, analyticsAwaitingDealer,
} from './analytics/summary-schema';
