import { describe, expect, it } from 'vitest';
import { stubLocaleFetch as stubFetch } from './testing/locale-fetch';
import { createHttpI18n, createPanelI18n, FETCHED_NAMESPACES, loadFeatureNamespaces } from './i18n-http';
import { createI18n, NAMESPACES } from './i18n';
import { applyCustomCopy, CUSTOM_COPY_NAMESPACE } from './session/dealer-startup';

describe('the browser i18n', () => {
  it('draws the sign-in messages with no request, then fetches the feature namespaces by URL when asked', async () => {
    const fetchJson = stubFetch();
    const i18n = createHttpI18n('fr_CA', fetchJson);
    expect(i18n.t('shell.sign_out')).not.toBe('shell.sign_out');
    expect(fetchJson).not.toHaveBeenCalled();
    await loadFeatureNamespaces(i18n);
    const urls = fetchJson.mock.calls.map(([url]) => url);
    // One request per language (the page's and the fallback's), every feature namespace in it.
    expect(urls.filter((u) => u.startsWith('/dealer/locales/fr_CA/'))).toEqual([`/dealer/locales/fr_CA/bundle.json?ns=${[...FETCHED_NAMESPACES].sort().join(',')}`]);
    expect(urls.length).toBeLessThanOrEqual(2);
    expect(urls.some((u) => u.includes('common') || u.includes('validation'))).toBe(false);
    expect(i18n.t('stores:page.title')).toBe('Concession');
    expect(i18n.t('fees:page.title', { lng: 'fr_CA' })).not.toBe('page.title');
  });

  it('asks for a lone namespace by its own URL, and a failed bundle is asked again', async () => {
    const fetchJson = stubFetch();
    const i18n = createHttpI18n('en_US', fetchJson);
    await i18n.loadNamespaces('stores');
    // The page's language and its fallback (en_CA), each by the namespace's own URL.
    expect(fetchJson.mock.calls.map(([url]) => url).sort()).toEqual(['/dealer/locales/en_CA/stores.json', '/dealer/locales/en_US/stores.json']);
    const flaky = stubFetch();
    flaky.mockRejectedValueOnce(new Error('offline'));
    const retried = createHttpI18n('en_US', flaky);
    await retried.loadNamespaces(['fees', 'users']);
    expect(flaky.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(retried.t('users:title')).not.toBe('page.title');
  });

  it('fetches the new language\'s files on a switch', async () => {
    const fetchJson = stubFetch();
    const i18n = createHttpI18n('fr_CA', fetchJson);
    await loadFeatureNamespaces(i18n);
    await i18n.changeLanguage('en_US');
    expect(fetchJson.mock.calls.map(([url]) => url).some((u) => u.startsWith('/dealer/locales/en_US/bundle.json?ns=') && u.includes('stores'))).toBe(true);
    expect(i18n.t('stores:page.title')).toBe('Dealership');
  });

  it('keeps what one instance adds (the dealer\'s copy) out of the others and of the shared lists', async () => {
    const first = createI18n('en_CA');
    applyCustomCopy(first, { welcome: { en: 'Welcome to Lakeshore', fr: 'Bienvenue chez Lakeshore' } });
    expect(first.t(`${CUSTOM_COPY_NAMESPACE}:welcome`)).toBe('Welcome to Lakeshore');
    expect(NAMESPACES).not.toContain(CUSTOM_COPY_NAMESPACE);
    const second = createI18n('en_CA');
    expect(second.hasResourceBundle('en_CA', CUSTOM_COPY_NAMESPACE)).toBe(false);
    const fetchJson = stubFetch();
    await loadFeatureNamespaces(createHttpI18n('fr_CA', fetchJson));
    expect(fetchJson.mock.calls.every(([url]) => !new RegExp(`[=,/]${CUSTOM_COPY_NAMESPACE}([,.]|$)`).test(url))).toBe(true);
  });

  it('starts the panel in the fallback English with no request, and fetches another language\'s messages in one request with it', async () => {
    const fetchJson = stubFetch();
    const i18n = createPanelI18n(fetchJson);
    expect(i18n.language).toBe('en_CA');
    expect(i18n.t('login.submit')).toBe('Sign in');
    expect(fetchJson).not.toHaveBeenCalled();
    await loadFeatureNamespaces(i18n);
    // The session's language is the one it starts in: its feature messages only, no other language's.
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual([`/dealer/locales/en_CA/bundle.json?ns=${[...FETCHED_NAMESPACES].sort().join(',')}`]);
    await i18n.changeLanguage('fr_CA');
    const french = fetchJson.mock.calls.map(([url]) => url).filter((u) => u.startsWith('/dealer/locales/fr_CA/'));
    expect(french).toEqual([`/dealer/locales/fr_CA/bundle.json?ns=${['common', 'validation', ...FETCHED_NAMESPACES].sort().join(',')}`]);
    expect(i18n.t('login.submit')).toBe('Se connecter');
    expect(i18n.t('stores:page.title')).toBe('Concession');
  });
});
