import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../adapters/http/contract/common';
import { useInjection } from '../../shared/di';
import { currentLocale, DEFAULT_LOCALE } from '../../shared/i18n';
import { UiTokens } from '../../shared/ui-tokens';

export type LanguageChoice = 'en' | 'fr';

let lastEnglish: Locale | null = null;

/**
 * EN or FR as the user sees it, and the switch between them. French is fr_CA; English is the
 * English the user had before, else that of the dealership's country (en_US in the USA, en_CA in
 * Canada), else the default. The server's language is set first, then the interface's (spec 000
 * section 4); the interface follows even when the server cannot be told, so the switch never
 * looks broken.
 */
export function useLanguageSwitch(): { readonly choice: LanguageChoice; readonly change: (choice: LanguageChoice) => Promise<void> } {
  const { i18n } = useTranslation();
  const session = useInjection(UiTokens.session);
  const locale = currentLocale(i18n);
  const choice: LanguageChoice = locale === 'fr_CA' ? 'fr' : 'en';

  const change = useCallback(
    async (next: LanguageChoice) => {
      const from = currentLocale(i18n);
      if (from !== 'fr_CA') lastEnglish = from;
      const country = session.snapshot().user?.dealership?.country;
      const english = lastEnglish ?? (country === 'CA' ? 'en_CA' : country === 'US' ? 'en_US' : DEFAULT_LOCALE);
      const target: Locale = next === 'fr' ? 'fr_CA' : english;
      if (target === from) return;
      await session.setServerLanguage(target).catch(() => false);
      await i18n.changeLanguage(target);
    },
    [i18n, session],
  );
  return { choice, change };
}
