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

/** GET /dealer/locales/<lng>/bundle.json?ns=a,b: several namespaces in one answer, keyed by name. */
export const localeBundleUrl = (lng: string, namespaces: readonly string[]): string =>
  `/dealer/locales/${encodeURIComponent(lng)}/bundle.json?ns=${namespaces.map(encodeURIComponent).join(',')}`;

export type FetchJson = (url: string) => Promise<unknown>;

/** Messages bundled with the code, by locale and namespace. */
export type BundledMessages = Partial<Record<Locale, Record<string, unknown>>>;

type Read = { readonly namespace: string; readonly callback: ReadCallback };

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The namespaces of one language asked for in the same tick go in one request (issue 34): one file
 * alone by its own URL, several as a bundle. i18next asks for a page's namespaces together (up to
 * `maxParallelReads`), and retries a read whose request failed (a true second argument), each
 * namespace on its own.
 */
function batchedReads(fetchJson: FetchJson): (language: string, read: Read) => void {
  const waiting = new Map<string, Read[]>();
  const flush = (language: string) => {
    const reads = waiting.get(language) ?? [];
    waiting.delete(language);
    const names = [...new Set(reads.map((r) => r.namespace))].sort();
    const [only] = names;
    if (names.length === 1 && only !== undefined) {
      fetchJson(localeUrl(language, only)).then((data) => { for (const r of reads) r.callback(null, data as Record<string, unknown>); }, (error: unknown) => { for (const r of reads) r.callback(asError(error), true); });
      return;
    }
    fetchJson(localeBundleUrl(language, names)).then(
      (data) => {
        const bundle = (data ?? {}) as Record<string, Record<string, unknown> | undefined>;
        for (const r of reads) {
          const messages = bundle[r.namespace];
          if (messages === undefined) r.callback(new Error(`${language}/${r.namespace}: missing from the bundle`), false);
          else r.callback(null, messages);
        }
      },
      (error: unknown) => { for (const r of reads) r.callback(asError(error), true); },
    );
  };
  return (language, read) => {
    const reads = waiting.get(language);
    if (reads !== undefined) return void reads.push(read);
    waiting.set(language, [read]);
    queueMicrotask(() => flush(language));
  };
}

function backend(fetchJson: FetchJson, resources: BundledMessages): BackendModule {
  const fetchBatched = batchedReads(fetchJson);
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const bundled = (resources as Record<string, Record<string, unknown> | undefined>)[language]?.[namespace];
      if (bundled !== undefined) return callback(null, bundled as Record<string, unknown>);
      fetchBatched(language, { namespace, callback });
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
 * The dealer panel's i18next (issue 34 item 2): only the fallback English's common and validation
 * bundled (i18next reads the fallback's messages for every language anyway), the panel starting in
 * it until the session's language is known (loadLanguage); the other languages' common and
 * validation come by URL with that language, like the feature namespaces.
 */
export function createPanelI18n(fetchJson: FetchJson = browserFetchJson): I18n {
  return createI18nBundling({ en_CA: { common: enCA, validation: enCAValidation } }, 'en_CA', fetchJson);
}

/**
 * The browser's i18next (the customer app's, shop/app/shop-i18n.ts): common and validation bundled, the feature namespaces fetched by URL when
 * the dealer layout asks for them (loadFeatureNamespaces), again for a new language on a switch.
 * A locale or namespace not bundled is fetched by URL like the feature namespaces.
 */
export function createHttpI18n(language: Locale = DEFAULT_LOCALE, fetchJson: FetchJson = browserFetchJson): I18n {
  return createI18nBundling(BUNDLED, language, fetchJson);
}

/** createHttpI18n with `resources` bundled instead of the three locales (what the sign-in page bundles: i18n-sign-in.ts). */
export function createI18nBundling(resources: BundledMessages, language: Locale, fetchJson: FetchJson): I18n {
  const instance = i18next.createInstance();
  // i18next writes every namespace it loads into the resources it is given: each instance gets its
  // own per-language maps, so that the bundled ones stay what the code bundles.
  const own = Object.fromEntries(Object.entries(resources).map(([language, namespaces]) => [language, { ...namespaces }]));
  void instance.use(backend(fetchJson, resources)).use(initReactI18next).init({
    resources: own as Record<string, Record<string, Record<string, unknown>>>,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: ['common', 'validation'],
    defaultNS: 'common',
    // Every namespace a page asks for is read at once, so that they share one request.
    maxParallelReads: 64,
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
