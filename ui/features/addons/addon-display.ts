import type { TFunction } from 'i18next';
import type { FieldErrorMap } from '../../shared/form-problem';

/** The French text when the page is in French and there is one, else the English. */
export const localized = (language: string, en: string, fr: string): string => (language.startsWith('fr') && fr.trim() !== '' ? fr : en);

/** A money field as typed ("1 234,50", "$1,234.50") → the wire's decimal string ("1234.50"); blank stays blank. */
export function moneyText(typed: string): string {
  const compact = typed.replace(/[\s\u00a0\u202f$]/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(compact)) return compact.replace(/,/g, '');
  return compact.replace(',', '.');
}

/** The message of a field's first error, from the addons namespace (errors.<code>), else the generic one. */
export function fieldError(t: TFunction, errors: FieldErrorMap, field: string): string | null {
  const code = errors[field]?.[0];
  if (code === undefined) return null;
  const key = `errors.${code.replace(/\./g, '_')}`;
  return t(key, { defaultValue: t('errors.generic') });
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A wire amount ("189.99") as a French or English user types it ("189,99" in French). */
export const moneyInput = (language: string, wire: string | null | undefined): string =>
  (wire == null ? '' : language.startsWith('fr') ? wire.replace('.', ',') : wire);
