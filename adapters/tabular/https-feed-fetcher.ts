import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FeedFetcher, FetchOutcome, PullCredentials, PullFailureCode } from '@dealer-panel/core/inventory/feeds/feed-pull';
import { DEFAULT_TABULAR_LIMITS } from '@dealer-panel/core/shared/tabular/tabular-file';

export interface HttpsFeedFetcherOptions {
  /** The whole pull, from the first connection to the body's last byte (2 minutes unless told). */
  readonly timeoutMs?: number;
  /** A connection or a body that stays silent this long (15 seconds unless told). */
  readonly idleTimeoutMs?: number;
  /** The body's cap (the tabular cap, 100 MB, unless told). */
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
  /** Hosts resolving to loopback, private or link-local addresses are refused unless this is true (tests, FEED_PULL_ALLOW_PRIVATE). */
  readonly allowPrivateAddresses?: boolean;
  /** Certificates trusted beyond the system's (tests: a self-signed server). */
  readonly ca?: string | Buffer;
}

/** Loopback, private, shared, link-local (the cloud metadata address among them), multicast and reserved ranges. */
const PRIVATE = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
// IPv4-mapped and NAT64 IPv6 addresses are refused by their prefix below (BlockList would match them against the IPv4 ranges' neighbours).
const PRIVATE6 = new BlockList();
for (const [net, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  PRIVATE6.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  const a = address.toLowerCase();
  return a === '::' || a.startsWith('::ffff:') || a.startsWith('64:ff9b:') || PRIVATE6.check(a, 'ipv6');
}

class PullFailure extends Error {
  constructor(readonly code: PullFailureCode, readonly status?: number) { super(code); }
}

/** A DNS lookup that refuses the host when any of its addresses is private (checked on the address connected to: no rebinding between check and use). */
const guardedLookup = (allowPrivate: boolean): LookupFunction => (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) { callback(error, '', 4); return; }
    if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) { callback(new PullFailure('pull.private_address'), '', 4); return; }
    if (options.all === true) { (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses); return; }
    const first = addresses[0];
    if (first === undefined) { callback(new PullFailure('pull.unreachable'), '', 4); return; }
    callback(null, first.address, first.family);
  });
};

const header = (res: IncomingMessage, name: string): string | null => {
  const v = res.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? null : s.slice(0, 500);
};

/**
 * The scheduled pull's fetcher over node:https: HTTPS only (redirects too, at most 3, credentials
 * never carried to another host), If-None-Match / If-Modified-Since, Basic credentials, a whole-pull
 * time-out and an idle one, the body streamed to a temporary file under the tabular cap (never held
 * in memory), hosts resolving to private addresses refused (docs/decisions/inventory.md "The scheduled pull…").
 */
export function httpsFeedFetcher(options: HttpsFeedFetcherOptions = {}): FeedFetcher {
  const maxBytes = options.maxBytes ?? DEFAULT_TABULAR_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? 3;
  const allowPrivate = options.allowPrivateAddresses === true;
  const lookup = guardedLookup(allowPrivate);

  const once = (url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> => new Promise((resolve, reject) => {
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !allowPrivate && isPrivateAddress(literal)) { reject(new PullFailure('pull.private_address')); return; }
    const req = request(url, {
      method: 'GET', headers, lookup, signal, timeout: options.idleTimeoutMs ?? 15_000, agent: false,
      ...(options.ca === undefined ? {} : { ca: options.ca }),
    }, resolve);
    req.on('timeout', () => req.destroy(new PullFailure('pull.timeout')));
    req.on('error', reject);
    req.end();
  });

  const save = async (res: IncomingMessage): Promise<{ dir: string; path: string }> => {
    const declared = Number(res.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) { res.destroy(); throw new PullFailure('pull.too_large'); }
    const dir = await mkdtemp(join(tmpdir(), 'feed-pull-'));
    const path = join(dir, 'body');
    let seen = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        if (seen > maxBytes) done(new PullFailure('pull.too_large'));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(res, cap, createWriteStream(path));
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    return { dir, path };
  };

  const pull = async (start: string, conditional: Record<string, string>, credentials: PullCredentials | null, signal: AbortSignal): Promise<FetchOutcome> => {
    let url: URL;
    try { url = new URL(start); } catch { return { _tag: 'failed', code: 'pull.unreachable' }; }
    const origin = url.host;
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'https:') return { _tag: 'failed', code: 'pull.not_https' };
      const auth = credentials !== null && url.host === origin ? { authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}` } : {};
      const res = await once(url, { 'accept-encoding': 'identity', 'user-agent': 'dealer-panel feed pull', ...conditional, ...auth }, signal);
      const status = res.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        res.resume();
        const location = header(res, 'location');
        if (location === null) return { _tag: 'failed', code: 'pull.http_status', status };
        if (hop >= maxRedirects) return { _tag: 'failed', code: 'pull.too_many_redirects' };
        try { url = new URL(location, url); } catch { return { _tag: 'failed', code: 'pull.http_status', status }; }
        continue;
      }
      if (status === 304) { res.resume(); return { _tag: 'not_modified' }; }
      if (status !== 200) { res.resume(); return { _tag: 'failed', code: 'pull.http_status', status }; }
      const saved = await save(res);
      return {
        _tag: 'fetched', etag: header(res, 'etag'), lastModified: header(res, 'last-modified'),
        source: () => createReadStream(saved.path, { highWaterMark: 256 * 1024 }),
        discard: () => rm(saved.dir, { recursive: true, force: true }),
      };
    }
  };

  return {
    async download(input) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new PullFailure('pull.timeout')), options.timeoutMs ?? 120_000);
      const conditional = { ...(input.etag === null ? {} : { 'if-none-match': input.etag }), ...(input.lastModified === null ? {} : { 'if-modified-since': input.lastModified }) };
      try {
        return await pull(input.url, conditional, input.credentials, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return { _tag: 'failed', code: 'pull.timeout' };
        if (error instanceof PullFailure) return { _tag: 'failed', code: error.code };
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof PullFailure) return { _tag: 'failed', code: cause.code };
        return { _tag: 'failed', code: 'pull.unreachable' };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
