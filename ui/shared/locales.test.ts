import { describe, expect, it } from 'vitest';
import enCA from '../../locales/en-CA/common.json';
import enUS from '../../locales/en-US/common.json';
import frCA from '../../locales/fr-CA/common.json';
import { createI18n } from './i18n';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, child]) => keys(child, prefix === '' ? key : `${prefix}.${key}`)).sort();
}

function interpolations(tree: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out[prefix] = [...node.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
    else if (typeof node === 'object' && node !== null) for (const [k, v] of Object.entries(node)) walk(v, prefix === '' ? k : `${prefix}.${k}`);
  };
  walk(tree, '');
  return out;
}

describe('locales/*/common.json', () => {
  it('have the same keys in en-CA, en-US and fr-CA', () => {
    expect(keys(enUS)).toEqual(keys(enCA));
    expect(keys(frCA)).toEqual(keys(enCA));
  });

  it('use the same {{placeholders}} in every language', () => {
    expect(interpolations(frCA)).toEqual(interpolations(enCA));
    expect(interpolations(enUS)).toEqual(interpolations(enCA));
  });

  it('have no empty message', () => {
    for (const file of [enCA, enUS, frCA]) expect(Object.values(interpolations(file)).length).toBeGreaterThan(0);
    const empty = [enCA, enUS, frCA].flatMap((file) => keys(file).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file) === ''));
    expect(empty).toEqual([]);
  });

  it('are loaded by i18n under the codes en_CA, en_US and fr_CA, French first-class', () => {
    const i18n = createI18n('fr_CA');
    expect(i18n.t('login.submit')).toBe('Se connecter');
    void i18n.changeLanguage('en_US');
    expect(i18n.t('login.submit')).toBe('Sign in');
  });
});

const featureFiles = import.meta.glob<unknown>('../../locales/*/{payments,fees,addons,worksheet,desk,users,disclosures,card-processor,activity,stores,sso,security,appointments,deposits,documents,notifications,quotes,credit,shop,recap,analytics,outbox,imports,customer-imports}.json', { eager: true, import: 'default' });

describe('locales/*/<feature>.json', () => {
  const namespaces = ['payments', 'fees', 'addons', 'worksheet', 'desk', 'users', 'disclosures', 'card-processor', 'activity', 'stores', 'sso', 'security', 'appointments', 'deposits', 'documents', 'notifications', 'quotes', 'credit', 'shop', 'recap', 'analytics', 'outbox', 'imports', 'customer-imports'] as const;
  const file = (locale: string, ns: string): unknown => featureFiles[`../../locales/${locale}/${ns}.json`];

  it.each(namespaces)('%s has the same keys and {{placeholders}} in en-CA, en-US and fr-CA', (ns) => {
    expect(Object.keys(featureFiles)).toHaveLength(namespaces.length * 3);
    const [enCAFile, enUSFile, frCAFile] = ['en-CA', 'en-US', 'fr-CA'].map((locale) => file(locale, ns));
    expect(keys(enUSFile)).toEqual(keys(enCAFile));
    expect(keys(frCAFile)).toEqual(keys(enCAFile));
    expect(interpolations(frCAFile)).toEqual(interpolations(enCAFile));
    expect(interpolations(enUSFile)).toEqual(interpolations(enCAFile));
  });

  it.each(namespaces)('%s has no empty message', (ns) => {
    for (const locale of ['en-CA', 'en-US', 'fr-CA']) {
      const messages = interpolations(file(locale, ns));
      expect(Object.entries(messages).filter(([key, _]) => key !== '' && messageAt(file(locale, ns), key) === '')).toEqual([]);
    }
  });
});

function messageAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}
