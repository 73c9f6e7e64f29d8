import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from './credit-call';
import { knownKeysOf, messageKeyOf } from './credit-messages';

/** Interpolation values the shared messages may ask for (decimal places, a date's format, today). */
const PARAMS = { max: 2, example: '1985-04-12', date: '' } as const;

/** The sentence of an error by its wire key, looked up in spec 002 section 5's order (validation namespace). */
export function useCreditMessage(errors: FieldErrorMap): (key: string) => string | undefined {
  const { t, i18n } = useTranslation('validation');
  const known = useMemo(() => {
    const bundles = [i18n.language, ...[i18n.options.fallbackLng].flat()].map((lng) => (typeof lng === 'string' ? i18n.getResourceBundle(lng, 'validation') : undefined));
    return knownKeysOf(bundles.find((b) => b !== undefined) ?? {});
  }, [i18n, i18n.language]);
  return useCallback((key: string) => {
    const messageKey = messageKeyOf(key, errors[key], known);
    return messageKey === null ? undefined : t(messageKey, PARAMS);
  }, [errors, known, t]);
}
