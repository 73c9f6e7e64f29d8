import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../shared/validation';
import { changedFields, type FieldChanges } from '../shared/changed-fields';

/** The dealership's bilingual disclosure texts (spec 000 section 3, dealership write fields). */
export const DISCLOSURE_KEYS = ['credit_application', 'deposit', 'notify_me', 'payment_step', 'pricing_footer', 'signup_modal', 'trade_in'] as const;
export type DisclosureKey = (typeof DISCLOSURE_KEYS)[number];

export interface BilingualText {
  readonly en: string;
  readonly fr: string;
}
export type Disclosures = Readonly<Record<DisclosureKey, BilingualText>>;

/** One type of the disclaimer package and the mark that refers to it in the fine print ("1", "*", "†"). */
export interface DisclaimerRow {
  readonly type: string;
  readonly superscript: string;
}

export interface DisclosureSettings {
  readonly disclosures: Disclosures;
  readonly disclaimerPackage: readonly DisclaimerRow[];
}

/** A disclosure is a paragraph or a few: 5,000 characters per language is several screens of fine print. */
export const DISCLOSURE_MAX_LENGTH = 5_000;
export const DISCLAIMER_TYPE_MAX_LENGTH = 100;
/** A superscript is a mark, not a word. */
export const SUPERSCRIPT_MAX_LENGTH = 3;
export const DISCLAIMER_ROWS_MAX = 30;

/** Every key present, missing ones empty: what a store that never saved reads. */
export function completeDisclosures(stored: Readonly<Record<string, Partial<BilingualText> | undefined>>): Disclosures {
  const entries = DISCLOSURE_KEYS.map((key) => {
    const value = stored[key];
    return [key, { en: typeof value?.en === 'string' ? value.en : '', fr: typeof value?.fr === 'string' ? value.fr : '' }] as const;
  });
  return Object.fromEntries(entries) as Record<DisclosureKey, BilingualText>;
}

export const DEFAULT_DISCLOSURE_SETTINGS: DisclosureSettings = { disclosures: completeDisclosures({}), disclaimerPackage: [] };

/** What a client sends: each key optional (keys not sent keep their text), the package replaced when sent. */
export interface DisclosuresInput {
  readonly disclosures?: Readonly<Partial<Record<DisclosureKey, Partial<BilingualText>>>>;
  readonly disclaimerPackage?: readonly DisclaimerRow[];
}

/** Line ends kept as typed, trailing blanks of the whole text dropped (a text of spaces is empty). */
const tidy = (text: string): string => text.replace(/\r\n?/g, '\n').replace(/\s+$/u, '');

/**
 * The settings after `input`, every bad field named at once (`disclosures.pricing_footer.fr`,
 * `disclaimer_package.2.disclaimer_superscript`), nothing applied when any is bad.
 */
export function applyDisclosuresInput(current: DisclosureSettings, input: DisclosuresInput): E.Either<FieldErrors, DisclosureSettings> {
  const errors: Record<string, [string]> = {};
  const disclosures: Record<DisclosureKey, BilingualText> = { ...current.disclosures };
  for (const [key, value] of Object.entries(input.disclosures ?? {})) {
    if (!(DISCLOSURE_KEYS as readonly string[]).includes(key)) {
      errors[`disclosures.${key}`] = ['disclosures.unknown_key'];
      continue;
    }
    const k = key as DisclosureKey;
    const next = { ...disclosures[k] };
    for (const lang of ['en', 'fr'] as const) {
      const text = value?.[lang];
      if (text === undefined) continue;
      const tidied = tidy(text);
      if (tidied.length > DISCLOSURE_MAX_LENGTH) errors[`disclosures.${k}.${lang}`] = ['text.too_long'];
      else next[lang] = tidied;
    }
    disclosures[k] = next;
  }
  let disclaimerPackage = current.disclaimerPackage;
  if (input.disclaimerPackage !== undefined) {
    if (input.disclaimerPackage.length > DISCLAIMER_ROWS_MAX) errors['disclaimer_package'] = ['list.too_long'];
    const rows = input.disclaimerPackage.map((row) => ({ type: row.type.trim(), superscript: row.superscript.trim() }));
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const at = `disclaimer_package.${i}`;
      if (row.type === '') errors[`${at}.disclaimer_type`] = ['required'];
      else if (row.type.length > DISCLAIMER_TYPE_MAX_LENGTH) errors[`${at}.disclaimer_type`] = ['text.too_long'];
      if (row.superscript === '') errors[`${at}.disclaimer_superscript`] = ['required'];
      else if ([...row.superscript].length > SUPERSCRIPT_MAX_LENGTH || /\s/u.test(row.superscript)) errors[`${at}.disclaimer_superscript`] = ['disclosures.superscript_invalid'];
      else if (seen.has(row.superscript)) errors[`${at}.disclaimer_superscript`] = ['disclosures.superscript_taken'];
      seen.add(row.superscript);
    });
    disclaimerPackage = rows;
  }
  return Object.keys(errors).length > 0 ? E.left(errors) : E.right({ disclosures, disclaimerPackage });
}

/** The texts and rows that differ, before and after (the audit trail keeps only what changed). */
export function changedDisclosures(before: DisclosureSettings, after: DisclosureSettings): FieldChanges | null {
  const values = (d: DisclosureSettings): Record<string, unknown> => ({ ...Object.fromEntries(DISCLOSURE_KEYS.map((key) => [key, d.disclosures[key]])), disclaimer_package: d.disclaimerPackage });
  const changes = changedFields(values(before), values(after));
  return Object.keys(changes.after).length === 0 ? null : changes;
}

/** The text in `language`, the other language's when that one is empty (a footer is never blank for want of a translation). */
export function textIn(text: BilingualText, language: 'en' | 'fr'): string {
  const wanted = language === 'fr' ? text.fr : text.en;
  return wanted !== '' ? wanted : language === 'fr' ? text.en : text.fr;
}
