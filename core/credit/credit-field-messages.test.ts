import { describe, expect, it } from 'vitest';
import { flattenMessageKeys } from '../shared/validation/message-key';
import { PERSON_FIELDS, EMPTY_PERSON } from './credit-fields';
import { creditMessageKey } from './credit-messages';
import { checkFormat } from './credit-validation';
import { QC_STORE, US_STORE } from './testing/credit-fixtures';

/** Read through Vite's glob, as core/shared/validation/locale-messages.test.ts does: core itself never imports locales. */
const files = import.meta.glob<unknown>('../../locales/*/validation.json', { eager: true, import: 'default' });
const LOCALES = ['en-CA', 'en-US', 'fr-CA'] as const;
const tree = (locale: string): unknown => files[`../../locales/${locale}/validation.json`];
const messageAt = (t: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), t);

/** Values a person types by mistake in a number field: letters, a negative, too many digits. */
const PROBES = ['abc', '-5', '123', '1234567', '12'];
const TODAY = '2026-06-01';

/**
 * Issue 29 item 5: a code shared by fields of different kinds (`number.out_of_range`: years, months,
 * amounts, an extension) is worded for the field it sits beside, never by a generic sentence that
 * names another field's limits ("months: 0 to 11" beside the Extension).
 */
describe('the credit application words each number field for itself', () => {
  const shared: { field: string; code: string }[] = [];
  for (const s of [QC_STORE, US_STORE]) {
    for (const field of PERSON_FIELDS) {
      for (const value of PROBES) {
        const code = checkFormat(s, field, value, { ...EMPTY_PERSON, [field]: value }, TODAY);
        if (code === 'number.out_of_range' && !shared.some((x) => x.field === field)) shared.push({ field, code });
      }
    }
  }

  it('finds the fields that share the code', () => {
    expect(shared.map((x) => x.field)).toEqual(expect.arrayContaining(['work_ext', 'months_at_employment', 'years_at_address', 'income_amount']));
  });

  it.each(LOCALES)('%s has a message of its own for each of them', (locale) => {
    const known = new Set(flattenMessageKeys(tree(locale)));
    const generic = shared.filter(({ field, code }) => creditMessageKey(field, code, known) !== `field.${field}.${code}`).map((x) => x.field);
    expect(generic).toEqual([]);
  });

  it.each(LOCALES)('%s words the extension as an extension and months as months', (locale) => {
    const t = tree(locale);
    expect(String(messageAt(t, 'field.work_ext.number.out_of_range'))).not.toMatch(/month|mois/i);
    expect(String(messageAt(t, 'field.months_at_employment.number.out_of_range'))).toMatch(/11/);
    expect(String(messageAt(t, 'rule.number.out_of_range'))).not.toMatch(/month|mois/i);
  });
});
