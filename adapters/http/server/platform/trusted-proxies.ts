import { isIP } from 'node:net';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For / -Proto / -Host).
 * `none`: the socket's address is the client's, whatever the headers say.
 */
export type TrustedProxies =
  | { readonly kind: 'none' }
  | { readonly kind: 'hops'; readonly hops: number }
  | { readonly kind: 'addresses'; readonly addresses: readonly string[] };

export const TRUST_NONE: TrustedProxies = { kind: 'none' };

/** proxy-addr's names for address ranges, accepted in a list like addresses. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix (CIDR) or one of proxy-addr's range names. */
export function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset or empty = trust nothing; a whole number = that many proxies in front;
 * else a comma-separated list of addresses, CIDRs or range names. `true` is refused: it let any
 * client choose its own address and escape the rate limits (issue 10.4).
 */
export function parseTrustedProxies(raw: string | undefined): { readonly value: TrustedProxies } | { readonly problem: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return { value: TRUST_NONE };
  if (text === 'true') return { problem: 'TRUST_PROXY=true would trust any client\'s X-Forwarded-For: give the proxies\' addresses (or CIDRs) or their number' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: { kind: 'hops', hops } } : { problem: `TRUST_PROXY must be a number of proxies from 0 to 10, got "${text}"` };
  }
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0) return { problem: `TRUST_PROXY must be a number of proxies or a comma-separated list of addresses/CIDRs (or loopback, linklocal, uniquelocal); not understood: ${bad.map((b) => `"${b}"`).join(', ')}` };
  return { value: { kind: 'addresses', addresses: entries } };
}

/**
 * Fastify's `trustProxy`. A hop count is given as a function: Fastify treats a bare number as
 * "trust nobody" (it cannot check who the nearest peer is), so the count trusts the N nearest
 * hops, which is only safe when the port is reachable through those proxies alone (README).
 */
export function fastifyTrustProxy(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted.kind === 'none') return false;
  if (trusted.kind === 'addresses') return [...trusted.addresses];
  const { hops } = trusted;
  return (_address, hop) => hop < hops;
}
