import type { i18n as I18n } from 'i18next';
import type { Locale } from '../../adapters/http/contract/common';
import { createHttpI18n, type FetchJson, browserFetchJson } from '../../ui/shared/i18n-http';
import enCA from '../../locales/en-CA/shop.json';
import enUS from '../../locales/en-US/shop.json';
import frCA from '../../locales/fr-CA/shop.json';

const SHOP = { en_CA: enCA, en_US: enUS, fr_CA: frCA } as const;

/**
 * The customer app's i18next: the dealer panel's (common and validation bundled, other namespaces
 * fetched by URL from /dealer/locales/…) with the shop's own namespace bundled too, so that the
 * customer's first page draws with no translation request. A feature needing another namespace
 * (credit) asks for it with useTranslation and is drawn once it arrives (Suspense).
 */
export function createShopI18n(language: Locale, fetchJson: FetchJson = browserFetchJson): I18n {
  const instance = createHttpI18n(language, fetchJson);
  for (const [lng, messages] of Object.entries(SHOP)) instance.addResourceBundle(lng, 'shop', messages, true, true);
  return instance;
}

const CHOSEN = 'shop.language';

/** The language the customer chose on this tab, if any (the deal's language otherwise). */
export function chosenLanguage(storage: Pick<Storage, 'getItem'>): Locale | null {
  const v = storage.getItem(CHOSEN);
  return v === 'en_CA' || v === 'en_US' || v === 'fr_CA' ? v : null;
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'>, language: Locale): void {
  storage.setItem(CHOSEN, language);
}
