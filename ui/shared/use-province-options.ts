import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@dealer-panel/core/access/dealership';
import { REGION_CODES } from '@dealer-panel/core/shared/regions';
import { UiTokens } from './ui-tokens';
import { useInjection } from './di';
import { useObservable } from './use-observable';

/**
 * The provinces (Canada) or states (USA) of the dealership's country, for the province select,
 * named in the page's language from the locales ("Québec", "Caroline du Sud" in French); a code the
 * locales do not name falls back to static_data/'s (English) name.
 */
export function useProvinceOptions(country: Country): readonly { readonly value: string; readonly label: string }[] {
  const { t, i18n } = useTranslation();
  const session = useInjection(UiTokens.session);
  const { staticData } = useObservable(session.state$, session.snapshot());
  return useMemo(() => REGION_CODES[country].map((code) => {
    const key = `customers.provinces.${code}`;
    const name = i18n.exists(key) ? t(key) : staticData?.provinceList.find((p) => p.code === code && p.country === country)?.name;
    return { value: code, label: name ? `${name} (${code})` : code };
  }), [country, t, i18n, staticData]);
}
