import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { testApp, type TestApp } from './support/test-app';

// Issue 10.5: what the server sends for the built UI. A small build of our own, with the
// precompressed copies vite.config.ts writes beside each file.
const SCRIPT = `export const greeting = ${JSON.stringify('bonjour '.repeat(400))};\n//# sourceMappingURL=app-3f9a1c.js.map\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/dealer/assets/app-3f9a1c.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

const SIGN_IN = INDEX.replace('app-3f9a1c.js', 'sign-in-77b2e0.js');

function fakeBuild(index = INDEX, signIn?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dp-ui-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string | Buffer, compressed = true) => {
    writeFileSync(path.join(dir, name), text);
    if (compressed) {
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
    }
  };
  write('index.html', index);
  if (signIn !== undefined) write('sign-in.html', signIn);
  write('assets/app-3f9a1c.js', SCRIPT);
  write('assets/app-3f9a1c.js.map', '{"version":3,"sources":["app.ts"],"mappings":""}', false);
  write('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0]), false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  return dir;
}

describe('the built UI as served (issue 10.5)', () => {
  const uiDir = fakeBuild(INDEX, SIGN_IN);
  const SHOP_INDEX = INDEX.replace('/dealer/', '/shop/');
  const shopDir = fakeBuild(SHOP_INDEX);
  let demo: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    demo = await testApp(await throwawayPglite(), { uiDir, shopDir });
    production = await testApp(await throwawayPglite(), { uiDir, appMode: 'production' });
  });
  afterAll(async () => { await demo.close(); await production.close(); });

  const get = (t: TestApp, url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the precompressed copy the browser accepts, brotli first, and the plain file otherwise', async () => {
    const br = await get(demo, '/dealer/assets/app-3f9a1c.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get(demo, '/dealer/assets/app-3f9a1c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(demo, '/dealer/assets/app-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect((await get(demo, '/dealer/assets/app-3f9a1c.js.br')).statusCode).toBe(404);
  });

  it('caches hashed assets for a year, immutable, and makes index.html and the history fallback ask again', async () => {
    for (const encoding of [undefined, 'br']) {
      expect((await get(demo, '/dealer/assets/app-3f9a1c.js', encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/dealer/', '/dealer/customers', '/dealer/customers/12/order-list']) {
      const r = await get(demo, url, 'br');
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('answers the pages before the panel with the sign-in page of its own (issue 34), never kept without asking', async () => {
    for (const t of [demo, production]) {
      for (const url of ['/dealer/login', '/dealer/login?reason=session_expired&next=%2Fcustomers', '/dealer/verification', '/dealer/reset-password',
        '/dealer/reset-password?token=abc&invitation=1', '/dealer/gallery/3f9a-token']) {
        const r = await get(t, url, 'br');
        expect(r.statusCode).toBe(200);
        expect(r.headers['cache-control']).toBe('no-cache');
        expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SIGN_IN);
      }
    }
    // The steps after them are the panel's, and so is anything below these paths.
    for (const url of ['/dealer/select-dealership', '/dealer/demo-inbox', '/dealer/gallery', '/dealer/gallery/x/y', '/dealer/login/x']) {
      expect((await get(demo, url)).body, url).toBe(INDEX);
    }
  });

  it('serves the files of a build made after the server started (their index.html is read fresh), and nothing outside the build', async () => {
    const fresh = '/dealer/assets/app-new000.js';
    expect((await get(production, fresh)).statusCode).toBe(404);
    writeFileSync(path.join(uiDir, 'assets', 'app-new000.js'), SCRIPT);
    writeFileSync(path.join(uiDir, 'assets', 'app-new000.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(uiDir, 'assets', 'app-new000.js.map'), '{}');
    const r = await get(production, fresh, 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SCRIPT);
    expect((await get(production, `${fresh}.map`)).statusCode).toBe(404);
    expect((await get(production, `${fresh}.br`)).statusCode).toBe(404);
    expect((await get(demo, `${fresh}.map`)).statusCode).toBe(200);
    for (const url of ['/dealer/assets/..%2F..%2Fetc%2Fpasswd.js', '/dealer/..%2Findex.html', '/dealer/assets//app-new000.js']) {
      expect((await get(production, url)).statusCode, url).toBe(404);
    }
    expect((await get(production, '/dealer/assets/%E0%A4%A.js')).statusCode).toBe(400); // a malformed URL, refused before the routes
  });

  it('serves source maps in demo mode and not in production', async () => {
    expect((await get(demo, '/dealer/assets/app-3f9a1c.js.map')).statusCode).toBe(200);
    expect((await get(production, '/dealer/assets/app-3f9a1c.js.map')).statusCode).toBe(404);
    expect((await get(production, '/dealer/assets/app-3f9a1c.js')).statusCode).toBe(200);
  });

  it('answers the favicon at /favicon.ico and beside the app, kept a day', async () => {
    for (const url of ['/favicon.ico', '/dealer/favicon.ico']) {
      const r = await get(production, url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/icon/);
      expect(r.headers['cache-control']).toBe('public, max-age=86400');
    }
    expect((await get(production, '/dealer/favicon.svg')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('puts the security headers on the app shell: a CSP without inline scripts, no framing, nosniff, referrer policy', async () => {
    const r = await get(demo, '/dealer/login');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['referrer-policy']).toBe('same-origin');
    expect(r.headers['strict-transport-security']).toBeUndefined();
    const secure = await get(production, '/dealer/login');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('serves the customer app under /shop/ beside the dealer panel, each its own index and history fallback; 503 when not built', async () => {
    for (const url of ['/shop/', '/shop/deal/some-token', '/shop/deal/some-token/quotes']) {
      const r = await get(demo, url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.body).toBe(SHOP_INDEX);
    }
    expect((await get(demo, '/dealer/customers')).body).toBe(INDEX);
    const asset = await get(demo, '/shop/assets/app-3f9a1c.js', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(demo, '/shop/assets/gone-000000.js')).statusCode).toBe(404);
    expect((await get(demo, '/shop')).headers.location).toBe('/shop/');
    expect((await get(production, '/shop/deal/x')).statusCode).toBe(503);
  });
});
