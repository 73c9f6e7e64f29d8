import type { i18n as I18n } from 'i18next';
import type { Locale } from '../../adapters/http/contract/common';
import enCA from '../../locales/en-CA/common.json';
import enUS from '../../locales/en-US/common.json';
import enCAValidation from '../../locales/en-CA/validation.json';
import enUSValidation from '../../locales/en-US/validation.json';
import { DEFAULT_LOCALE } from './i18n';
import { browserFetchJson, createI18nBundling, type FetchJson } from './i18n-http';

/**
 * The sign-in page's i18next (issue 34): the default English and the fallback English bundled, so
 * that the page draws with no translation request; French (and anything else) fetched by URL when
 * the session's language or the switch asks for it, before the page draws in it.
 */
export function createSignInI18n(language: Locale = DEFAULT_LOCALE, fetchJson: FetchJson = browserFetchJson): I18n {
  const english = {
    en_CA: { common: enCA, validation: enCAValidation },
    en_US: { common: enUS, validation: enUSValidation },
  };
  return createI18nBundling(english, language, fetchJson);
}
