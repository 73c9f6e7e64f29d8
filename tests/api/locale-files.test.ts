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

  it.each(['/dealer/locales/de_DE/stores.json', '/dealer/locales/fr_CA/nope.json', '/dealer/locales/fr_CA/..%2Fen-CA%2Fcommon.json', '/dealer/locales/fr_CA/stores.txt'])('answers 404 to %s', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
