import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A field's first error code as a sentence of disclosures.json (`errors.<code>`), else the generic one. */
export function useDisclosureMessage(): (codes: readonly string[] | undefined) => string | null {
  const { t, i18n } = useTranslation('disclosures');
  return useCallback((codes) => {
    const code = codes?.[0];
    if (code === undefined) return null;
    return i18n.exists(`disclosures:errors.${code}`) ? t(`errors.${code}`) : t('errors.generic');
  }, [t, i18n]);
}
