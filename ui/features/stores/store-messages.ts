import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../shared/field-message';

/** A field's first error code as a sentence: the stores namespace's own (`errors.<code>`), else the shared lookup. */
export function useStoreMessage(): (field: string, codes: readonly string[] | undefined) => string | null {
  const { t, i18n } = useTranslation('stores');
  const shared = useFieldMessage();
  return useCallback((field, codes) => {
    const code = codes?.[0];
    if (code === undefined) return null;
    return i18n.exists(`stores:errors.${code}`) ? t(`errors.${code}`) : shared(field, codes);
  }, [t, i18n, shared]);
}
