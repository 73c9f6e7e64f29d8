import * as E from 'fp-ts/Either';
import { applyDisclosuresInput, DISCLOSURE_KEYS, type DisclosureKey, type DisclosureSettings } from '@dealer-panel/core/stores/disclosures';
import type { DisclosuresBody, DisclosuresRequest } from '../../../../adapters/http/contract/stores/disclosures';
import type { FieldErrorMap } from '../../../shared/form-problem';

export type Language = 'en' | 'fr';
export interface DisclaimerRowValues { readonly type: string; readonly superscript: string }
export interface DisclosuresForm {
  readonly texts: Readonly<Record<DisclosureKey, Readonly<Record<Language, string>>>>;
  readonly rows: readonly DisclaimerRowValues[];
}

export function formOf(body: DisclosuresBody): DisclosuresForm {
  return {
    texts: { ...body.disclosures },
    rows: body.disclaimer_package.map((r) => ({ type: r.disclaimer_type, superscript: r.disclaimer_superscript })),
  };
}

export function requestOf(form: DisclosuresForm): DisclosuresRequest {
  return {
    disclosures: Object.fromEntries(DISCLOSURE_KEYS.map((k) => [k, { ...form.texts[k] }])),
    disclaimer_package: form.rows.map((r) => ({ disclaimer_type: r.type, disclaimer_superscript: r.superscript })),
  };
}

/** The server's own rule (core/stores/disclosures.ts), run before sending: the same field names and codes. */
export function checkForm(form: DisclosuresForm): FieldErrorMap {
  const base: DisclosureSettings = { disclosures: form.texts, disclaimerPackage: [] };
  const checked = applyDisclosuresInput(base, { disclosures: form.texts, disclaimerPackage: form.rows });
  return E.isLeft(checked) ? checked.left : {};
}

export const textField = (key: DisclosureKey, language: Language) => `disclosures.${key}.${language}`;
export const rowField = (index: number, part: 'disclaimer_type' | 'disclaimer_superscript') => `disclaimer_package.${index}.${part}`;

/** The errors without those of one field, or of every row (rows move when one is removed). */
export function without(errors: FieldErrorMap, drop: (field: string) => boolean): FieldErrorMap {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !drop(field)));
}
