import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, isProxyAddress, parseTrustedProxies } from './trusted-proxies';

describe('TRUST_PROXY', () => {
  it('trusts nothing when unset, empty, 0 or false', () => {
    for (const raw of [undefined, '', ' ', '0', 'false']) expect(parseTrustedProxies(raw)).toEqual({ value: { kind: 'none' } });
    expect(fastifyTrustProxy({ kind: 'none' })).toBe(false);
  });

  it('refuses true: it would let any client choose its address', () => {
    expect(parseTrustedProxies('true')).toEqual({ problem: expect.stringContaining('TRUST_PROXY=true') });
  });

  it('accepts addresses, CIDRs and range names, and names what it does not understand', () => {
    for (const ok of ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback', 'uniquelocal', '0.0.0.0/0']) expect(isProxyAddress(ok)).toBe(true);
    for (const bad of ['10.0.0.0/33', '::1/129', '10.0.0', 'proxy.local', '10.0.0.1/8/1', '10.0.0.1/', '*']) expect(isProxyAddress(bad)).toBe(false);
    expect(parseTrustedProxies('10.0.0.1, 172.16.0.0/12')).toEqual({ value: { kind: 'addresses', addresses: ['10.0.0.1', '172.16.0.0/12'] } });
    expect(parseTrustedProxies('10.0.0.1,,nope')).toEqual({ problem: expect.stringMatching(/"", "nope"$/) });
  });

  it('reads a number as that many proxies, each hop nearer than it trusted', () => {
    expect(parseTrustedProxies('11')).toEqual({ problem: expect.stringContaining('0 to 10') });
    const trust = fastifyTrustProxy({ kind: 'hops', hops: 2 });
    if (typeof trust !== 'function') throw new Error('a hop count is a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
