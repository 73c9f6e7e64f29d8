import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../adapters/http/contract/all-routes';
import type { RouteSpec } from '../../adapters/http/contract/access/access-routes';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { openSignedIn } from './support/signed-in';
import { Agent } from './support/test-app';

/**
 * Issue 29 item 10: /api/docs lists the statuses the server really answers. Every route of the
 * contract is called as nobody, as a super admin who has not chosen a dealership yet, and as a
 * store's admin; each answer among those the document must foresee (409 dealership_required, 401
 * customer_token_required, a redirect) must be in the operation's responses. No route is named:
 * a route added to the contract is checked as it is.
 */
type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

const urlOf = (r: RouteSpec): string => r.path.replace('{region}', 'ON').replace('{source}', 'vw').replace(/\{[a-zA-Z]+\}/g, '1');
const tracked = (answer: LightMyRequestResponse): string | null => {
  if (answer.statusCode >= 300 && answer.statusCode < 400) return String(answer.statusCode);
  const code = (answer.headers['content-type'] ?? '').toString().includes('json') ? (answer.json() as { code?: string }).code : undefined;
  if (answer.statusCode === 409 && code === 'dealership_required') return '409';
  if (answer.statusCode === 401 && code === 'customer_token_required') return '401';
  return null;
};

for (const engine of throwawayEngines()) describe(`/api/docs and the statuses the server answers (${engine.kind})`, () => {
  it('declares every dealership_required, customer_token_required and redirect the routes answer', async () => {
    const world = await openSignedIn(engine, { staff: { superAdmin: 'super_admin', admin: 'admin' } });
    try {
      const doc = (await world.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
      const callers: Agent[] = [new Agent(world.t.app), world.staff.superAdmin, world.staff.admin];
      const missing = new Set<string>();
      const seen = new Set<string>();
      for (const r of allRoutes) {
        if (r.path === '/api/dealer/user/logout/') continue;
        const declared = doc.paths[r.path]?.[r.method.toLowerCase()]?.responses ?? {};
        for (const caller of callers) {
          const answer = await caller.request(r.method, urlOf(r), r.method === 'GET' ? undefined : {});
          const status = tracked(answer);
          if (status === null) continue;
          seen.add(status);
          if (!(status in declared)) missing.add(`${r.method} ${r.path}: ${status}`);
        }
      }
      expect([...seen].sort()).toEqual(expect.arrayContaining(['302', '401', '409']));
      expect([...missing]).toEqual([]);
    } finally {
      await world.close();
    }
  }, 600_000);
});
