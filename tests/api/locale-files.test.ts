import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { testApp, type TestApp } from './support/test-app';

describe('locale files by URL', () => {
  let t: TestApp;
  beforeAll(async () => { t = await testApp(await throwawayPglite()); });
  afterAll(async () => { await t.close(); });

  it('answers a namespace of a locale as JSON, cacheable, with an ETag and 304', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/dealer/locales/fr_CA/stores.json' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(r.json()).toEqual(JSON.parse(readFileSync('locales/fr-CA/stores.json', 'utf8')));
    const again = await t.app.inject({ method: 'GET', url: '/dealer/locales/fr_CA/stores.json', headers: { 'if-none-match': String(r.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers several namespaces of a locale in one bundle, cacheable, with an ETag and 304', async () => {
    const url = '/dealer/locales/fr_CA/bundle.json?ns=stores,fees';
    const r = await t.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(r.json()).toEqual({
      stores: JSON.parse(readFileSync('locales/fr-CA/stores.json', 'utf8')),
      fees: JSON.parse(readFileSync('locales/fr-CA/fees.json', 'utf8')),
    });
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(r.headers.etag) } })).statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url: '/dealer/locales/en_US/bundle.json?ns=stores,fees' });
    expect(other.headers.etag).not.toBe(r.headers.etag);
  });

  it.each([
    '/dealer/locales/fr_CA/bundle.json', '/dealer/locales/fr_CA/bundle.json?ns=', '/dealer/locales/fr_CA/bundle.json?ns=stores,nope',
    '/dealer/locales/de_DE/bundle.json?ns=stores', '/dealer/locales/fr_CA/bundle.json?ns=..%2Fcommon',
    `/dealer/locales/fr_CA/bundle.json?ns=${Array.from({ length: 41 }, (_, i) => `n${'a'.repeat(i)}`).join(',')}`,
  ])('answers 404 to the bundle %s', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it.each(['/dealer/locales/de_DE/stores.json', '/dealer/locales/fr_CA/nope.json', '/dealer/locales/fr_CA/..%2Fen-CA%2Fcommon.json', '/dealer/locales/fr_CA/stores.txt'])('answers 404 to %s', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
