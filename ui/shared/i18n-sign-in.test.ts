import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stubLocaleFetch as stubFetch } from './testing/locale-fetch';
import { createSignInI18n } from './i18n-sign-in';

const french = (key: string, ns = 'common') => {
  let value: unknown = JSON.parse(readFileSync(`locales/fr-CA/${ns}.json`, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  return value;
};

describe("the sign-in page's i18n (issue 34)", () => {
  it('draws in English with no request', () => {
    const fetchJson = stubFetch();
    const i18n = createSignInI18n('en_US', fetchJson);
    expect(i18n.t('login.title')).toBe('Sign in to the dealer panel');
    expect(i18n.t('validation:rule.required')).toBe('This field is required.');
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('fetches French by URL before switching to it, messages and field messages alike', async () => {
    const fetchJson = stubFetch();
    const i18n = createSignInI18n('en_US', fetchJson);
    await i18n.changeLanguage('fr_CA');
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual(['/dealer/locales/fr_CA/bundle.json?ns=common,validation']);
    expect(i18n.t('login.title')).toBe(french('login.title'));
    expect(i18n.t('login.submit')).toBe(french('login.submit'));
    expect(i18n.t('validation:rule.required')).toBe(french('rule.required', 'validation'));
    await i18n.changeLanguage('en_CA');
    expect(i18n.t('login.submit')).not.toBe(french('login.submit'));
  });
});
