import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createHttpI18n, FETCHED_NAMESPACES, loadFeatureNamespaces } from './i18n-http';

/** Answers a locale URL from the repository's files, as the server does. */
function stubFetch() {
  return vi.fn(async (url: string) => {
    const match = /^\/dealer\/locales\/(\w+)\/([a-z-]+)\.json$/.exec(url);
    if (match === null) throw new Error(`unexpected ${url}`);
    return JSON.parse(readFileSync(`locales/${match[1]!.replace('_', '-')}/${match[2]!}.json`, 'utf8')) as unknown;
  });
}

describe('the browser i18n', () => {
  it('draws the sign-in messages with no request, then fetches the feature namespaces by URL when asked', async () => {
    const fetchJson = stubFetch();
    const i18n = createHttpI18n('fr_CA', fetchJson);
    expect(i18n.t('shell.sign_out')).not.toBe('shell.sign_out');
    expect(fetchJson).not.toHaveBeenCalled();
    await loadFeatureNamespaces(i18n);
    const urls = fetchJson.mock.calls.map(([url]) => url);
    for (const ns of FETCHED_NAMESPACES) expect(urls).toContain(`/dealer/locales/fr_CA/${ns}.json`);
    expect(urls.some((u) => u.includes('/common.json') || u.includes('/validation.json'))).toBe(false);
    expect(i18n.t('stores:page.title')).toBe('Concession');
  });

  it('fetches the new language\'s files on a switch', async () => {
    const fetchJson = stubFetch();
    const i18n = createHttpI18n('fr_CA', fetchJson);
    await loadFeatureNamespaces(i18n);
    await i18n.changeLanguage('en_US');
    expect(fetchJson.mock.calls.map(([url]) => url)).toContain('/dealer/locales/en_US/stores.json');
    expect(i18n.t('stores:page.title')).toBe('Dealership');
  });
});
