import fc from 'fast-check';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../adapters/http/contract/all-routes';
import type { RouteSpec } from '../../adapters/http/contract/access/access-routes';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { arbitraryOf } from '../fuzz/codec-arbitrary';
import { signedInSuite, type StaffClient } from './support/signed-in';

/**
 * Issue 29 item 10: a role forbidden from an operation learns that (403) before anything about
 * its body (400). For every write route of the contract and each role that may be refused, the
 * route's own codec gives valid-shaped bodies; where one of them is refused 403 for the role,
 * a body no codec accepts must be refused 403 too, not 400. No route is named: a route added to
 * the contract is checked without anyone writing a test for it.
 */
const BAD_BODY = '"not an object"';
const SAMPLES = 4;
const ROLES = ['rep', 'corporate', 'manager'] as const;
const writes = allRoutes.filter((r) => r.method !== 'GET' && r.auth === 'verified' && r.body !== undefined && r.path !== '/api/dealer/user/logout/');

for (const engine of throwawayEngines()) {
  describe(`authorization before validation (${engine.kind})`, () => {
    const { t: app, staff, cf } = signedInSuite(engine, { customers: true, staff: { rep: 'sales_rep', corporate: 'corporate', manager: 'manager', admin: 'admin' } });

    // The store's own rows of each kind a path names (deals, customers, vehicles, staff) and low ids.
    const idsOf = (): number[] => [...Object.values(cf.orders).slice(0, 2), ...Object.values(cf.customers).slice(0, 2), ...Object.values(cf.vehicles).slice(0, 1),
      app.fixture.users.rep.id, app.fixture.users.admin.id, 1, 2];
    const urlsOf = (r: RouteSpec): string[] => idsOf().map((id) => r.path.replace('{region}', 'ON').replace(/\{[a-zA-Z]+\}/g, String(id)));

    /**
     * A URL the role is refused 403 on with a valid-shaped body, when it is refused the operation
     * itself: null when any try gets another answer than 403 or 404 (a success, or a 400 or 409 on
     * the body's values: the role got past its check, and a refusal elsewhere is about that
     * record, which the use case alone can judge).
     */
    async function refusal(r: RouteSpec, who: StaffClient): Promise<string | null> {
      const bodies = fc.sample(arbitraryOf(r.body as t.Mixed, { ids: idsOf() }), { numRuns: SAMPLES, seed: 20261205 });
      let refused: string | null = null;
      for (const url of [...new Set(urlsOf(r))]) {
        for (const body of bodies) {
          const answer = await who.request(r.method, url, undefined, { headers: { 'content-type': 'application/json' }, raw: JSON.stringify(body ?? {}) });
          if (answer.statusCode === 403 && answer.json().code === 'forbidden') refused ??= url;
          else if (answer.statusCode !== 404) return null; // past the role's check: the body or the record decided
        }
      }
      return refused;
    }

    it('refuses a forbidden role 403 before looking at its body, on every write route', async () => {
      const findings: string[] = [];
      let refusals = 0;
      for (const r of writes) {
        for (const role of ROLES) {
          const url = await refusal(r, staff[role]);
          if (url === null) continue;
          refusals += 1;
          const bad = await staff[role].request(r.method, url, undefined, { headers: { 'content-type': 'application/json' }, raw: BAD_BODY });
          if (bad.statusCode !== 403) findings.push(`${role} ${r.method} ${r.path}: ${bad.statusCode} ${bad.json().code}`);
        }
      }
      expect(refusals, 'routes refused to some role').toBeGreaterThan(10);
      expect(findings).toEqual([]);
    }, 600_000);
  });
}
