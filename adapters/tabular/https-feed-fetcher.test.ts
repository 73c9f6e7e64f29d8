import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchOutcome } from '@dealer-panel/core/inventory/feeds/feed-pull';
import { httpsFeedFetcher, isPrivateAddress } from './https-feed-fetcher';

const BODY = 'vin,stock\n1HGCM82633A004352,Q-1\n';
let dir = '';
let cert = '';
let server: Server;
let base = '';
const seen: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];

async function text(outcome: FetchOutcome): Promise<string> {
  if (outcome._tag !== 'fetched') throw new Error(`not fetched: ${JSON.stringify(outcome)}`);
  const parts: Buffer[] = [];
  for await (const chunk of outcome.source()) parts.push(Buffer.from(chunk));
  await outcome.discard();
  return Buffer.concat(parts).toString('utf8');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'feed-fetcher-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const url = req.url ?? '';
    if (url === '/feed.csv') {
      if (req.headers['if-none-match'] === '"v1"') { res.writeHead(304).end(); return; }
      res.writeHead(200, { etag: '"v1"', 'last-modified': 'Sun, 06 Dec 2026 10:00:00 GMT', 'content-type': 'text/csv' }).end(BODY);
    } else if (url === '/private.csv') {
      if (req.headers.authorization !== `Basic ${Buffer.from('dealer:s3cret').toString('base64')}`) { res.writeHead(401).end(); return; }
      res.writeHead(200).end(BODY);
    } else if (url === '/huge.csv') {
      // No content-length: the cap is enforced while streaming.
      res.writeHead(200, { 'transfer-encoding': 'chunked' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const more = () => { while (sent < 40 && res.write(chunk)) sent += 1; if (sent < 40) res.once('drain', () => { sent += 1; more(); }); else res.end(); };
      more();
    } else if (url === '/declared-huge.csv') {
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) }).end();
    } else if (url === '/slow.csv') {
      res.writeHead(200);
      res.write('vin\n');
      const timer = setInterval(() => res.write('x'), 100);
      res.on('close', () => clearInterval(timer));
    } else if (url === '/to-http') {
      res.writeHead(302, { location: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/feed.csv` }).end();
    } else if (url.startsWith('/hop/')) {
      const n = Number(url.slice(5));
      res.writeHead(302, { location: n === 0 ? '/feed.csv' : `/hop/${String(n - 1)}` }).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://localhost:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('httpsFeedFetcher', () => {
  // Made in each test: the certificate exists only once beforeAll has run.
  const fetcher = { fetch: (input: Parameters<ReturnType<typeof httpsFeedFetcher>['download']>[0]) => httpsFeedFetcher({ ca: cert, allowPrivateAddresses: true, maxBytes: 1024 * 1024, timeoutMs: 1_500, idleTimeoutMs: 1_000 }).download(input) };
  const get = (path: string, more: Partial<{ etag: string; lastModified: string; credentials: { username: string; password: string } }> = {}) =>
    fetcher.fetch({ url: `${base}${path}`, etag: more.etag ?? null, lastModified: more.lastModified ?? null, credentials: more.credentials ?? null });

  it('brings a 200 to a temporary file with its ETag and Last-Modified, then a 304 when told the ETag', async () => {
    const first = await get('/feed.csv');
    expect(first).toMatchObject({ _tag: 'fetched', etag: '"v1"', lastModified: 'Sun, 06 Dec 2026 10:00:00 GMT' });
    expect(await text(first)).toBe(BODY);
    expect(await get('/feed.csv', { etag: '"v1"', lastModified: 'Sun, 06 Dec 2026 10:00:00 GMT' })).toEqual({ _tag: 'not_modified' });
    expect(seen.at(-1)?.headers).toMatchObject({ 'if-none-match': '"v1"', 'if-modified-since': 'Sun, 06 Dec 2026 10:00:00 GMT' });
  });

  it('sends Basic credentials; without them the 401 is a failure naming the status', async () => {
    expect(await get('/private.csv')).toEqual({ _tag: 'failed', code: 'pull.http_status', status: 401 });
    expect(await text(await get('/private.csv', { credentials: { username: 'dealer', password: 's3cret' } }))).toBe(BODY);
  });

  it('refuses a body over the cap, declared or streamed', async () => {
    expect(await get('/declared-huge.csv')).toEqual({ _tag: 'failed', code: 'pull.too_large' });
    expect(await get('/huge.csv')).toEqual({ _tag: 'failed', code: 'pull.too_large' });
  });

  it('gives up on a provider that trickles its body past the time-out', async () => {
    const started = Date.now();
    expect(await get('/slow.csv')).toEqual({ _tag: 'failed', code: 'pull.timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses http://, a redirect to http://, and more than 3 redirects; follows up to 3', async () => {
    expect(await fetcher.fetch({ url: base.replace('https:', 'http:') + '/feed.csv', etag: null, lastModified: null, credentials: null })).toEqual({ _tag: 'failed', code: 'pull.not_https' });
    expect(await get('/to-http')).toEqual({ _tag: 'failed', code: 'pull.not_https' });
    expect(await get('/hop/3')).toEqual({ _tag: 'failed', code: 'pull.too_many_redirects' });
    expect(await text(await get('/hop/2'))).toBe(BODY);
  });

  it('a 404 and a refused connection are failures, never throws', async () => {
    expect(await get('/missing.csv')).toEqual({ _tag: 'failed', code: 'pull.http_status', status: 404 });
    expect(await fetcher.fetch({ url: 'https://localhost:1/feed.csv', etag: null, lastModified: null, credentials: null })).toEqual({ _tag: 'failed', code: 'pull.unreachable' });
  });

  it('refuses hosts that resolve to loopback, private or link-local addresses unless allowed', async () => {
    const strict = httpsFeedFetcher({ ca: cert, timeoutMs: 1_500 });
    for (const url of [`${base}/feed.csv`, `https://127.0.0.1:${base.split(':')[2] ?? ''}/feed.csv`, 'https://169.254.169.254/latest/meta-data/', 'https://[::1]/x', 'https://10.1.2.3/x']) {
      expect(await strict.download({ url, etag: null, lastModified: null, credentials: null }), url).toEqual({ _tag: 'failed', code: 'pull.private_address' });
    }
    expect(['127.0.0.1', '10.0.0.1', '172.20.1.1', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1'].filter((a) => !isPrivateAddress(a))).toEqual([]);
    expect(['8.8.8.8', '2606:4700:4700::1111', '172.32.0.1'].filter(isPrivateAddress)).toEqual([]);
  });
});
