import sharp from 'sharp';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite } from './support/signed-in';
import type { Agent, TestApp } from './support/test-app';

// Issue 10.5: answers compressed when the client accepts it, without losing what routes set.
const BR = { 'accept-encoding': 'gzip, deflate, br' };
const GZIP = { 'accept-encoding': 'gzip' };

async function uploadImage(t: TestApp, agent: Agent, url: string): Promise<string> {
  const boundary = '----compression-test';
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1971c2' } }).png().toBuffer();
  const token = agent.cookie('csrftoken') ?? '';
  const r = await t.app.inject({
    method: 'POST', url,
    payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `sessionid=${agent.cookie('sessionid') ?? ''}; csrftoken=${token}`, 'x-csrftoken': token },
  });
  return r.json().image_media.url as string;
}

for (const engine of throwawayEngines()) {
  describe(`compressed answers (${engine.kind})`, () => {
    const { t, staff: { admin } } = signedInSuite(engine, { customers: true, staff: { admin: 'admin' } });

    it('compresses API JSON with brotli, else gzip, else not at all; still not cached', async () => {
      const url = '/api/dealer/dealership/static_data/';
      const plain = await admin.request('GET', url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await admin.request('GET', url, undefined, { headers: BR });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('no-store');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gz = await admin.request('GET', url, undefined, { headers: GZIP });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    });

    it('leaves tiny answers alone', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: BR })).headers['content-encoding']).toBeUndefined();
    });

    it('streams the CSV export compressed with its row headers', async () => {
      const plain = await admin.request('GET', '/api/dealer/customer/export/');
      const r = await admin.request('GET', '/api/dealer/customer/export/', undefined, { headers: BR });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['transfer-encoding']).toBe('chunked');
      expect(r.headers['x-export-rows']).toBe('9');
      expect(r.headers['x-export-capped']).toBe('false');
      expect(r.headers['content-disposition']).toMatch(/^attachment; filename="customers-/);
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(plain.body);
    });

    it('sends uploaded pictures as they are, cached a year, readable by other sites', async () => {
      const id = (await admin.post('/api/dealer/aftermarket/accessory/', { category: 'A', title_en: 'Mats', title_fr: 'Tapis', price: '10', sku: 'M-1', vehicle_types: ['SUV'] })).json().id as number;
      const url = await uploadImage(t, admin, `/api/dealer/aftermarket/accessory/${id}/image/`);
      const r = await t.app.inject({ method: 'GET', url, headers: BR });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(r.headers['content-security-policy']).toContain('sandbox');
      expect((await sharp(r.rawPayload).metadata()).width).toBe(64);
    });

    it('keeps the vehicle pictures\' year-long caching (640 bytes of SVG: under the 1 KB worth compressing)', async () => {
      const r = await t.app.inject({ method: 'GET', url: '/api/vehicle-art/suv-1f3a93.svg', headers: BR });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('keeps the customer link pages\' own referrer policy under the security headers', async () => {
      const r = await t.app.inject({ method: 'GET', url: '/invitation/not-a-token', headers: BR });
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    });
  });
}
