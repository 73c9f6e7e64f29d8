import { describe, expect, it } from 'vitest';
import type { ValidationCode } from './codes';
import { validationCodes } from './codes';
import type { RuleSpec } from './rules';
import { DEFAULT_MESSAGE_KEY, flattenMessageKeys, messageKeyFor, messageParams, ruleMessageKey } from './message-key';

/**
 * The message files are read through Vite's glob import rather than `import … from
 * '../../../locales/…'`: core must not depend on locales (dependency-cruiser's core rule), and this
 * test only checks the files against the code list; no production module sees them.
 */
const files = import.meta.glob<unknown>('../../../locales/*/validation.json', { eager: true, import: 'default' });

function load(locale: string): unknown {
  const tree = files[`../../../locales/${locale}/validation.json`];
  if (tree === undefined) throw new Error(`locales/${locale}/validation.json is missing`);
  return tree;
}

const enCA = load('en-CA');
const enUS = load('en-US');
const frCA = load('fr-CA');
const locales = { 'en-CA': enCA, 'en-US': enUS, 'fr-CA': frCA } as const;

function messageAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

const variables = (message: string): string[] => [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

/** A spec that can produce each code, to check that its message's variables are supplied. */
const specFor: Partial<Record<ValidationCode, RuleSpec>> = {
  'decimal.too_many_places': { rule: 'decimal', params: { places: 2 } },
  'max_date.after': { rule: 'max_date', params: { date: '2030-01-01' } },
  'min_date.before': { rule: 'min_date', params: { date: '1900-01-01' } },
  'valid_date.format': 'valid_date',
};

describe('locales/*/validation.json', () => {
  const keys = Object.fromEntries(Object.entries(locales).map(([locale, tree]) => [locale, flattenMessageKeys(tree).sort()]));

  it('are the three locales of the panel, no more', () => {
    expect(Object.keys(files).sort()).toEqual(['en-CA', 'en-US', 'fr-CA'].map((l) => `../../../locales/${l}/validation.json`));
  });

  it('have exactly the same keys in every locale', () => {
    expect(keys['en-CA']?.length).toBeGreaterThan(validationCodes.length);
    expect(keys['en-US']).toEqual(keys['en-CA']);
    expect(keys['fr-CA']).toEqual(keys['en-CA']);
  });

  it.each(Object.keys(locales))('%s has a non-empty message for every code and a default', (locale) => {
    const tree = locales[locale as keyof typeof locales];
    for (const code of validationCodes) {
      const message = messageAt(tree, ruleMessageKey(code));
      expect(typeof message === 'string' && message.trim() !== '', `${locale} ${code}`).toBe(true);
    }
    expect(typeof messageAt(tree, DEFAULT_MESSAGE_KEY)).toBe('string');
  });

  it('resolve every code to its own rule message for an ordinary field', () => {
    const known = new Set(keys['en-CA']);
    for (const code of validationCodes) expect(messageKeyFor('some_field', code, known)).toBe(ruleMessageKey(code));
  });

  it('only hold rule messages for codes that exist, and field messages for known codes', () => {
    const codes = new Set<string>(validationCodes);
    for (const key of keys['en-CA'] ?? []) {
      if (key.startsWith('rule.')) expect(codes.has(key.slice('rule.'.length)), key).toBe(true);
      else if (key.startsWith('field.')) expect(codes.has(key.split('.').slice(2).join('.')), key).toBe(true);
      else expect([DEFAULT_MESSAGE_KEY, 'credit_application.invalid'], key).toContain(key);
    }
  });

  it('use the same interpolation variables in every locale, and only ones messageParams supplies', () => {
    for (const key of keys['en-CA'] ?? []) {
      const english = variables(String(messageAt(enCA, key)));
      expect(variables(String(messageAt(enUS, key))), key).toEqual(english);
      expect(variables(String(messageAt(frCA, key))), key).toEqual(english);
      const code = key.startsWith('rule.') ? (key.slice(5) as ValidationCode) : undefined;
      const spec = code === undefined ? undefined : specFor[code];
      const supplied = spec === undefined ? [] : Object.keys(messageParams(spec));
      for (const name of english) expect(supplied, `${key} uses {{${name}}}`).toContain(name);
    }
  });

  it('are translated: every fr-CA message differs from its English one', () => {
    for (const key of keys['en-CA'] ?? []) expect(messageAt(frCA, key), key).not.toEqual(messageAt(enCA, key));
  });

  it('say ZIP code in en-US and postal code in en-CA where the field is the postal code', () => {
    expect(messageAt(enUS, 'field.postal_code.required')).toMatch(/ZIP code/);
    expect(messageAt(enCA, 'field.postal_code.required')).toMatch(/postal code/);
    expect(messageAt(frCA, 'rule.postal_code.invalid')).toBe('Le code postal doit avoir la forme A1A 1A1.');
  });
});
