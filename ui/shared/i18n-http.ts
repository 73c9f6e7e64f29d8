import i18next from 'i18next';
import type { BackendModule, i18n as I18n, ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../adapters/http/contract/common';
import enCA from '../../locales/en-CA/common.json';
import enUS from '../../locales/en-US/common.json';
import frCA from '../../locales/fr-CA/common.json';
import enCAValidation from '../../locales/en-CA/validation.json';
import enUSValidation from '../../locales/en-US/validation.json';
import frCAValidation from '../../locales/fr-CA/validation.json';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, NAMESPACES } from './i18n';

/** Bundled: what the sign-in pages need, so that they draw at once with no translation request. */
const BUNDLED = {
  en_CA: { common: enCA, validation: enCAValidation },
  en_US: { common: enUS, validation: enUSValidation },
  fr_CA: { common: frCA, validation: frCAValidation },
} as const;

/** Every other namespace is fetched by URL per locale (spec 000 section 7): the dealer pages' messages. */
export const FETCHED_NAMESPACES: readonly string[] = NAMESPACES.filter((ns) => ns !== 'common' && ns !== 'validation');

/** GET /dealer/locales/<lng>/<ns>.json (cached by the browser: adapters/http/server/platform/locale-files.ts). */
export const localeUrl = (lng: string, ns: string): string => `/dealer/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`;

export type FetchJson = (url: string) => Promise<unknown>;

/** Messages bundled with the code, by locale and namespace. */
export type BundledMessages = Partial<Record<Locale, Record<string, unknown>>>;

function backend(fetchJson: FetchJson, resources: BundledMessages): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const bundled = (resources as Record<string, Record<string, unknown> | undefined>)[language]?.[namespace];
      if (bundled !== undefined) return callback(null, bundled as Record<string, unknown>);
      fetchJson(localeUrl(language, namespace)).then(
        (data) => callback(null, data as Record<string, unknown>),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/** The browser's fetch of a locale file: JSON, or a rejection that i18next retries. */
export const browserFetchJson: FetchJson = async (url) => {
  const answer = await fetch(url, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer.json();
};

/**
 * The browser's i18next: common and validation bundled, the feature namespaces fetched by URL when
 * the dealer layout asks for them (loadFeatureNamespaces), again for a new language on a switch.
 * A locale or namespace not bundled is fetched by URL like the feature namespaces.
 */
export function createHttpI18n(language: Locale = DEFAULT_LOCALE, fetchJson: FetchJson = browserFetchJson): I18n {
  return createI18nBundling(BUNDLED, language, fetchJson);
}

/** createHttpI18n with `resources` bundled instead of the three locales (what the sign-in page bundles: i18n-sign-in.ts). */
export function createI18nBundling(resources: BundledMessages, language: Locale, fetchJson: FetchJson): I18n {
  const instance = i18next.createInstance();
  void instance.use(backend(fetchJson, resources)).use(initReactI18next).init({
    resources: resources as Record<string, Record<string, Record<string, unknown>>>,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: ['common', 'validation'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Fetches the feature namespaces of the current language (and the fallback's) before the dealer pages draw. */
export async function loadFeatureNamespaces(i18n: Pick<I18n, 'loadNamespaces'>): Promise<void> {
  await i18n.loadNamespaces([...FETCHED_NAMESPACES]);
}
