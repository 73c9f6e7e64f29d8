import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { testApp, type TestApp } from './support/test-app';

// Spec 000's app settings GoogleAnalyticsID and OptimizelyProjectID: honoured on the dealer panel
// only when configured — the scripts in its index.html and their hosts in its CSP, nothing else.
const INDEX = '<!doctype html><html><head><script type="module" src="/dealer/assets/app-1.js"></script></head><body><div id="root"></div></body></html>';

function fakeBuild(index: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dp-ui-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), index);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(index));
  writeFileSync(path.join(dir, 'assets/app-1.js'), 'export {};\n');
  return dir;
}

const directives = (csp: unknown): Map<string, string> =>
  new Map(String(csp).split(';').map((d) => d.trim()).filter((d) => d !== '').map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]));

describe('Google Analytics and Optimizely (spec 000 app settings)', () => {
  const uiDir = fakeBuild(INDEX);
  const shopDir = fakeBuild(INDEX.replace('/dealer/', '/shop/'));
  let plain: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    plain = await testApp(await throwawayPglite(), { uiDir, shopDir });
    configured = await testApp(await throwawayPglite(), { uiDir, shopDir, monitoring: { googleAnalyticsId: 'G-TEST1234', optimizelyProjectId: '24681357', sentryDsn: '' } });
  });
  afterAll(async () => { await plain.close(); await configured.close(); });

  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('not configured: /settings/ says so, the app shell is the build\'s own, no set-up file, and the policy is every answer\'s', async () => {
    expect((await get(plain, '/settings/')).json()).toMatchObject({ GoogleAnalyticsID: '', OptimizelyProjectID: '' });
    const health = await get(plain, '/api/health');
    for (const url of ['/dealer/', '/dealer/customers']) {
      const r = await get(plain, url);
      expect(r.body).toBe(INDEX);
      expect(r.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
    }
    expect(String(health.headers['content-security-policy'])).not.toMatch(/google|optimizely/);
    expect((await get(plain, '/dealer/gtag-config.js')).statusCode).toBe(404);
  });

  it('configured: the dealer panel loads both scripts, and its policy names exactly their hosts', async () => {
    expect((await get(configured, '/settings/')).json()).toMatchObject({ GoogleAnalyticsID: 'G-TEST1234', OptimizelyProjectID: '24681357' });
    const baseline = directives((await get(plain, '/dealer/')).headers['content-security-policy']);
    for (const [url, encoding] of [['/dealer/', 'br'], ['/dealer/customers/12/order-list', '']] as const) {
      const r = await get(configured, url, encoding === '' ? {} : { 'accept-encoding': encoding });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      const html = r.headers['content-encoding'] === 'br' ? (await import('node:zlib')).brotliDecompressSync(r.rawPayload).toString() : r.body;
      expect(html).toBe(INDEX.replace('</head>', '<script src="https://cdn.optimizely.com/js/24681357.js"></script>'
        + '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST1234"></script><script src="/dealer/gtag-config.js"></script></head>'));
      const csp = directives(r.headers['content-security-policy']);
      expect(csp.get('script-src')).toBe("'self' https://cdn.optimizely.com https://www.googletagmanager.com");
      expect(csp.get('connect-src')).toBe("'self' https://logx.optimizely.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com");
      for (const [name, value] of baseline) if (name !== 'script-src' && name !== 'connect-src') expect(csp.get(name), name).toBe(value);
      expect([...csp.keys()].sort()).toEqual([...baseline.keys()].sort());
    }
    const config = await get(configured, '/dealer/gtag-config.js');
    expect(config.headers['content-type']).toMatch(/^text\/javascript/);
    expect(config.body).toContain('gtag(\'config\', "G-TEST1234");');
  });

  it('configured: the customer app, the API and the assets keep the policy of every answer, and load nothing', async () => {
    const health = await get(plain, '/api/health');
    for (const url of ['/shop/', '/shop/deal/x', '/api/health', '/dealer/assets/app-1.js']) {
      expect((await get(configured, url)).headers['content-security-policy'], url).toBe(health.headers['content-security-policy']);
    }
    expect((await get(configured, '/shop/')).body).not.toMatch(/optimizely|googletagmanager/);
  });
});
