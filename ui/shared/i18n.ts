import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../adapters/http/contract/common';
import enCA from '../../locales/en-CA/common.json';
import enUS from '../../locales/en-US/common.json';
import frCA from '../../locales/fr-CA/common.json';
import enCAValidation from '../../locales/en-CA/validation.json';
import enUSValidation from '../../locales/en-US/validation.json';
import frCAValidation from '../../locales/fr-CA/validation.json';
import enCAPayments from '../../locales/en-CA/payments.json';
import enUSPayments from '../../locales/en-US/payments.json';
import frCAPayments from '../../locales/fr-CA/payments.json';
import enCAFees from '../../locales/en-CA/fees.json';
import enUSFees from '../../locales/en-US/fees.json';
import frCAFees from '../../locales/fr-CA/fees.json';
import enCAAddons from '../../locales/en-CA/addons.json';
import enUSAddons from '../../locales/en-US/addons.json';
import frCAAddons from '../../locales/fr-CA/addons.json';
import enCAWorksheet from '../../locales/en-CA/worksheet.json';
import enUSWorksheet from '../../locales/en-US/worksheet.json';
import frCAWorksheet from '../../locales/fr-CA/worksheet.json';
import enCADesk from '../../locales/en-CA/desk.json';
import enUSDesk from '../../locales/en-US/desk.json';
import frCADesk from '../../locales/fr-CA/desk.json';
import enCADisclosures from '../../locales/en-CA/disclosures.json';
import enUSDisclosures from '../../locales/en-US/disclosures.json';
import frCADisclosures from '../../locales/fr-CA/disclosures.json';
import enCACardProcessor from '../../locales/en-CA/card-processor.json';
import enUSCardProcessor from '../../locales/en-US/card-processor.json';
import frCACardProcessor from '../../locales/fr-CA/card-processor.json';
import enCAActivity from '../../locales/en-CA/activity.json';
import enUSActivity from '../../locales/en-US/activity.json';
import frCAActivity from '../../locales/fr-CA/activity.json';
import enCAOutbox from '../../locales/en-CA/outbox.json';
import enUSOutbox from '../../locales/en-US/outbox.json';
import frCAOutbox from '../../locales/fr-CA/outbox.json';
import enCAUsers from '../../locales/en-CA/users.json';
import enUSUsers from '../../locales/en-US/users.json';
import frCAUsers from '../../locales/fr-CA/users.json';
import enCAStores from '../../locales/en-CA/stores.json';
import enUSStores from '../../locales/en-US/stores.json';
import frCAStores from '../../locales/fr-CA/stores.json';
import enCASso from '../../locales/en-CA/sso.json';
import enUSSso from '../../locales/en-US/sso.json';
import frCASso from '../../locales/fr-CA/sso.json';
import enCASecurity from '../../locales/en-CA/security.json';
import enUSSecurity from '../../locales/en-US/security.json';
import frCASecurity from '../../locales/fr-CA/security.json';
import enCADocuments from '../../locales/en-CA/documents.json';
import enUSDocuments from '../../locales/en-US/documents.json';
import frCADocuments from '../../locales/fr-CA/documents.json';
import enCAAppointments from '../../locales/en-CA/appointments.json';
import enUSAppointments from '../../locales/en-US/appointments.json';
import frCAAppointments from '../../locales/fr-CA/appointments.json';
import enCAQuotes from '../../locales/en-CA/quotes.json';
import enUSQuotes from '../../locales/en-US/quotes.json';
import frCAQuotes from '../../locales/fr-CA/quotes.json';
import enCACredit from '../../locales/en-CA/credit.json';
import enUSCredit from '../../locales/en-US/credit.json';
import frCACredit from '../../locales/fr-CA/credit.json';
import enCATradeIns from '../../locales/en-CA/trade-ins.json';
import enUSTradeIns from '../../locales/en-US/trade-ins.json';
import frCATradeIns from '../../locales/fr-CA/trade-ins.json';
import enCADms from '../../locales/en-CA/dms.json';
import enUSDms from '../../locales/en-US/dms.json';
import frCADms from '../../locales/fr-CA/dms.json';
import enCAPricing from '../../locales/en-CA/pricing.json';
import enUSPricing from '../../locales/en-US/pricing.json';
import frCAPricing from '../../locales/fr-CA/pricing.json';
import enCAImports from '../../locales/en-CA/imports.json';
import enUSImports from '../../locales/en-US/imports.json';
import frCAImports from '../../locales/fr-CA/imports.json';
import enCACustomerImports from '../../locales/en-CA/customer-imports.json';
import enUSCustomerImports from '../../locales/en-US/customer-imports.json';
import frCACustomerImports from '../../locales/fr-CA/customer-imports.json';
import enCAInventory from '../../locales/en-CA/inventory.json';
import enUSInventory from '../../locales/en-US/inventory.json';
import frCAInventory from '../../locales/fr-CA/inventory.json';
import enCADeposits from '../../locales/en-CA/deposits.json';
import enUSDeposits from '../../locales/en-US/deposits.json';
import frCADeposits from '../../locales/fr-CA/deposits.json';
import enCANotifications from '../../locales/en-CA/notifications.json';
import enCAAnalytics from '../../locales/en-CA/analytics.json';
import enUSAnalytics from '../../locales/en-US/analytics.json';
import frCAAnalytics from '../../locales/fr-CA/analytics.json';
import enUSNotifications from '../../locales/en-US/notifications.json';
import frCANotifications from '../../locales/fr-CA/notifications.json';

/** The i18next language codes (spec 000 section 9): exactly the wire's Locale values. */
export const LOCALES: readonly Locale[] = ['en_CA', 'en_US', 'fr_CA'];
export const DEFAULT_LOCALE: Locale = 'en_US';
export const FALLBACK_LOCALE: Locale = 'en_CA';

export const resources = {
  en_CA: { common: enCA, validation: enCAValidation, payments: enCAPayments, fees: enCAFees, addons: enCAAddons, worksheet: enCAWorksheet, desk: enCADesk, disclosures: enCADisclosures, 'card-processor': enCACardProcessor, activity: enCAActivity, users: enCAUsers, stores: enCAStores, sso: enCASso, security: enCASecurity, documents: enCADocuments, appointments: enCAAppointments, deposits: enCADeposits, notifications: enCANotifications, quotes: enCAQuotes, credit: enCACredit, 'trade-ins': enCATradeIns, dms: enCADms, analytics: enCAAnalytics, pricing: enCAPricing, outbox: enCAOutbox, imports: enCAImports, 'customer-imports': enCACustomerImports, inventory: enCAInventory },
  en_US: { common: enUS, validation: enUSValidation, payments: enUSPayments, fees: enUSFees, addons: enUSAddons, worksheet: enUSWorksheet, desk: enUSDesk, disclosures: enUSDisclosures, 'card-processor': enUSCardProcessor, activity: enUSActivity, users: enUSUsers, stores: enUSStores, sso: enUSSso, security: enUSSecurity, documents: enUSDocuments, appointments: enUSAppointments, deposits: enUSDeposits, notifications: enUSNotifications, quotes: enUSQuotes, credit: enUSCredit, 'trade-ins': enUSTradeIns, dms: enUSDms, analytics: enUSAnalytics, pricing: enUSPricing, outbox: enUSOutbox, imports: enUSImports, 'customer-imports': enUSCustomerImports, inventory: enUSInventory },
  fr_CA: { common: frCA, validation: frCAValidation, payments: frCAPayments, fees: frCAFees, addons: frCAAddons, worksheet: frCAWorksheet, desk: frCADesk, disclosures: frCADisclosures, 'card-processor': frCACardProcessor, activity: frCAActivity, users: frCAUsers, stores: frCAStores, sso: frCASso, security: frCASecurity, documents: frCADocuments, appointments: frCAAppointments, deposits: frCADeposits, notifications: frCANotifications, quotes: frCAQuotes, credit: frCACredit, 'trade-ins': frCATradeIns, dms: frCADms, analytics: frCAAnalytics, pricing: frCAPricing, outbox: frCAOutbox, imports: frCAImports, 'customer-imports': frCACustomerImports, inventory: frCAInventory },
} as const;

/** One message file per namespace and locale: common and validation, and one per feature area (desk: the customer list's layout, the record, the deal card). */
export const NAMESPACES = ['common', 'validation', 'payments', 'fees', 'addons', 'worksheet', 'desk', 'disclosures', 'card-processor', 'activity', 'users', 'stores', 'sso', 'security', 'documents', 'appointments', 'deposits', 'notifications', 'quotes', 'credit', 'trade-ins', 'dms', 'analytics', 'pricing', 'outbox', 'imports', 'customer-imports', 'inventory'] as const;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag of a locale, for Intl and the html lang attribute. */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}

/** The locale i18next is on, narrowed (anything unexpected reads as the default). */
export function currentLocale(i18n: Pick<I18n, 'language'>): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * A fresh i18next instance with every message bundled (the three locales are small; bundling
 * them avoids a flash of keys while a translation file loads).
 */
export function createI18n(language: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // i18next writes what it adds (the dealer's custom copy, its namespace) into the resources and the
    // namespace list it is given: each instance gets its own, so that nothing leaks between them.
    resources: Object.fromEntries(Object.entries(resources).map(([locale, namespaces]) => [locale, { ...namespaces }])),
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
