import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MESSAGE_KEY, fieldMessageKey, ruleMessageKey } from '@dealer-panel/core/shared/validation/message-key';

/**
 * The message of a field's first error code. Looked up in the order core/shared/validation/message-key.ts
 * sets for validation.json (by field and rule, then by rule), then among the server's own codes in
 * common.json (`field_errors.<code>`: "otp.invalid", "reset.invalid_or_expired"...), then the
 * default message.
 */
export function useFieldMessage(): (field: string, codes: readonly string[] | undefined) => string | null {
  const { t, i18n } = useTranslation();
  return useCallback(
    (field, codes) => {
      const code = codes?.[0];
      if (code === undefined) return null;
      const candidates = [`validation:${fieldMessageKey(field, code)}`, `validation:${ruleMessageKey(code)}`, `common:field_errors.${code}`];
      const key = candidates.find((candidate) => i18n.exists(candidate)) ?? `validation:${DEFAULT_MESSAGE_KEY}`;
      return t(key);
    },
    [t, i18n],
  );
}

/** A field's first error code as a sentence: the namespace's own `errors.<code>` first, else the shared lookup. */
export function useFieldMessageIn(namespace: string): (field: string, codes: readonly string[] | undefined) => string | null {
  const { t, i18n } = useTranslation(namespace);
  const shared = useFieldMessage();
  return useCallback((field, codes) => {
    const code = codes?.[0];
    if (code === undefined) return null;
    return i18n.exists(`${namespace}:errors.${code}`) ? t(`${namespace}:errors.${code}`) : shared(field, codes);
  }, [t, i18n, shared, namespace]);
}
