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
