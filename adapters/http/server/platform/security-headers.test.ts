import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

/** The headers helmet's own middleware writes on a real response of Node's HTTP server. */
async function helmetOnARealResponse(options: Parameters<typeof helmet>[0]): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => { if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value; });
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const asObject = (pairs: readonly (readonly [string, string])[]) => Object.fromEntries(pairs.map(([n, v]) => [n.toLowerCase(), v]));

describe('the security headers worked out once', () => {
  it.each(['demo', 'production'] as const)('are what helmet itself sends on a real response (%s)', async (mode) => {
    const recorded = asObject(securityHeaders(mode));
    const real = await helmetOnARealResponse({
      contentSecurityPolicy: { useDefaults: false, directives: parseCsp(recorded['content-security-policy'] ?? '') },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    expect(recorded).toEqual(real);
    expect(Object.keys(recorded).length).toBeGreaterThan(8);
    expect('strict-transport-security' in recorded).toBe(mode === 'production');
  });

  it('add a page\'s third-party hosts to its scripts and connections only', () => {
    const csp = asObject(securityHeaders('demo', { scriptSrc: ['https://www.googletagmanager.com'], connectSrc: ['https://www.google-analytics.com'] }))['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).toContain("connect-src 'self' https://www.google-analytics.com;");
    expect(csp).toContain("default-src 'self';");
  });
});

/** "a b; c d" back into helmet's directives, so that the real run is given the same policy. */
function parseCsp(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((d) => d.trim()).filter((d) => d !== '').map((d) => {
    const [name = '', ...values] = d.split(/\s+/);
    return [name, values];
  }));
}
