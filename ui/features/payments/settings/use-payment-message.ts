import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../shared/field-message';

/** A field's first error code as a sentence: the payments namespace's `errors.<code>` first, then the shared lookup. */
export function usePaymentMessage(): (field: string, codes: readonly string[] | undefined) => string | null {
  const { t, i18n } = useTranslation('payments');
  const shared = useFieldMessage();
  return useCallback((field, codes) => {
    const code = codes?.[0];
    if (code === undefined) return null;
    return i18n.exists(`payments:errors.${code}`) ? t(`errors.${code}`) : shared(field, codes);
  }, [t, i18n, shared]);
}
