import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../adapters/http/contract/all-routes';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, testApp, type TestApp } from '../api/support/test-app';
import { arbitraryOf } from './codec-arbitrary';

/**
 * Issue 29.7, as fuzzing: every text field of every public write (no session needed: sign-in,
 * reset, the customer's calls, error reports, SSO) is sent 250 KB and 1 MB long, of one letter and
 * of random text (which PostgreSQL cannot compress under an index's row size), on both engines,
 * while health checks race it. No 5xx, each refused, and the health checks all answer 200.
 */
const SIZES = [250_000, 1_000_000] as const;
const randomText = (length: number) => randomBytes(Math.ceil(length * 0.75) + 3).toString('base64url').slice(0, length);
const publicWrites = allRoutes.filter((r) => r.method !== 'GET' && r.auth === 'none' && r.body !== undefined);

type Props = Readonly<Record<string, t.Mixed>>;
/** The top-level fields of a body codec whose values are texts (strings, or strings or null). */
function textFields(codec: t.Mixed): string[] {
  const c = codec as t.Mixed & { _tag?: string; props?: Props; types?: t.Mixed[]; type?: t.Mixed };
  if (c._tag === 'InterfaceType' || c._tag === 'PartialType' || c._tag === 'StrictType') {
    return Object.entries(c.props ?? {}).filter(([, v]) => isText(v)).map(([k]) => k);
  }
  if (c._tag === 'IntersectionType') return (c.types ?? []).flatMap(textFields);
  if (c._tag === 'ExactType' || c._tag === 'ReadonlyType' || c._tag === 'RefinementType') return c.type ? textFields(c.type) : [];
  return [];
}
function isText(codec: t.Mixed): boolean {
  const c = codec as t.Mixed & { _tag?: string; types?: t.Mixed[] };
  return c._tag === 'StringType' || c._tag === 'BoundedStringType' || (c._tag === 'UnionType' && (c.types ?? []).some(isText));
}

for (const engine of throwawayEngines()) {
  describe(`public writes with oversized texts, health racing (${engine.kind})`, () => {
    let app: TestApp;
    beforeAll(async () => { app = await testApp(await engine.open(), { rateScale: 1_000_000 }); }, 60_000);
    afterAll(async () => { await app?.close(); });

    it('knows the public writes and their texts', () => {
      expect(publicWrites.length).toBeGreaterThan(10);
      expect(publicWrites.flatMap((r) => textFields(r.body!)).length).toBeGreaterThan(10);
    });

    for (const route of publicWrites) {
      const fields = textFields(route.body!);
      if (fields.length === 0) continue;
      it(`${route.method} ${route.path}: ${fields.join(', ')} at 250 KB and 1 MB`, async () => {
        const [good] = fc.sample(arbitraryOf(route.body!, { ids: [1] }), { numRuns: 1, seed: 2029 });
        const base = typeof good === 'object' && good !== null ? good as Record<string, unknown> : {};
        const url = route.path.replace(/\{[a-zA-Z]+\}/g, '1');
        const findings: string[] = [];
        const agent = new Agent(app.app);
        for (const field of fields) {
          for (const size of SIZES) {
            for (const text of ['a'.repeat(size), randomText(size)]) {
              const big = agent.request(route.method, url, { ...base, [field]: text }, { headers: { 'x-deal-token': 'no-such-deal-token-0123456789' } });
              const checks = Promise.all([1, 2, 3].map(() => app.app.inject({ method: 'GET', url: '/api/health' })));
              const [response, health] = await Promise.all([big, checks]);
              const what = `${field} ${size} ${text.startsWith('aaa') ? 'letter' : 'random'}`;
              if (response.statusCode >= 500 || response.statusCode < 400) findings.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
              if (response.body.length > 10_000) findings.push(`${what}: an answer of ${response.body.length} characters (the text echoed?)`);
              if (health.some((h) => h.statusCode !== 200)) findings.push(`${what}: health ${health.map((h) => h.statusCode).join(',')}`);
            }
          }
        }
        expect(findings).toEqual([]);
      }, 120_000);
    }
  });
}
