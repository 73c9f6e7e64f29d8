import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../adapters/http/contract/all-routes';
import type { RouteSpec } from '../../adapters/http/contract/access/access-routes';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { seedCustomerFixture, type CustomerFixture } from '../api/support/customer-fixture';
import { signedInAs, testApp, type Agent, type TestApp } from '../api/support/test-app';
import { upload } from '../api/support/uploads';
import { badFileFor, fieldsFor } from './bad-files';
import { changedTables, unwatchTables, watchGuardedTables, writesOf } from './table-writes';

/**
 * Issue 31 item 7: every multipart route of the contract (RouteSpec.upload), sent bad files of the
 * kind it reads (bad-files.ts) with good and bad form fields, at a Canadian and a US store. For each
 * request: no 5xx; a broken file answers 4xx problem+json; a 4xx changes no row; a table whose every
 * row is wrong (formulas, one VIN on every row) changes no vehicle, customer or local rate, whatever
 * the answer (a full feed with no row taken makes nothing unavailable). FUZZ_RUNS files per route and store.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 30);
const uploads = allRoutes.filter((r): r is RouteSpec & { upload: NonNullable<RouteSpec['upload']> } => r.upload !== undefined);
const HELD = ['vehicles', 'customers', 'local_tax_rates'];

interface Finding { readonly request: string; readonly problem: string }

describe('the multipart routes, sent bad files (PGlite)', () => {
  let app: TestApp;
  let fixture: CustomerFixture;
  let agent: Agent;
  let tables: string[] = [];

  const signIn = async (store: number) => {
    agent = await signedInAs(app, app.fixture.users.superadmin);
    const moved = await agent.post('/api/dealer/user/transfer_session/', { dealership_id: store });
    if (moved.statusCode !== 200) throw new Error(moved.body);
  };

  beforeAll(async () => {
    app = await testApp(await throwawayPglite(), { rateScale: 1_000_000 });
    fixture = await seedCustomerFixture(app.ports, app.fixture);
    tables = await watchGuardedTables(app.ports.database.db);
  }, 120_000);
  afterAll(async () => {
    if (app) await unwatchTables(app.ports.database.db, tables);
    await app?.close();
  });

  it('knows the multipart routes, tables and pictures among them', () => {
    expect(uploads.map((r) => r.upload.holds).sort()).toEqual(expect.arrayContaining(['adf', 'document', 'picture', 'table', 'table', 'table', 'table']));
    for (const r of uploads) expect(r.body, `${r.method} ${r.path} reads no JSON body`).toBeUndefined();
    expect(tables).toEqual(expect.arrayContaining(HELD));
  });

  for (const route of uploads) {
    it(`${route.method} ${route.path}: bad files answered 4xx, nothing written by a refusal, no row taken from a file of bad rows`, async () => {
      const findings: Finding[] = [];
      const ids = [fixture.orders.gagneFinance, 1, 2];
      for (const [store, seed] of [[app.fixture.dealerships.ontario, 31], [app.fixture.dealerships.other, 32]] as const) {
        await signIn(store);
        const samples = fc.sample(fc.tuple(badFileFor[route.upload.holds], fieldsFor(route.upload.fields ?? []), fc.nat(), fc.nat(3)), { numRuns: RUNS, seed: 20261206 + seed });
        let before = await writesOf(app.ports.database.db);
        for (const [file, fields, pick, wrongField] of samples) {
          const url = route.path.replace('{slot}', 'front').replace(/\{[a-z_]+\}/g, () => String(ids[pick % ids.length])) + (route.query?.['dry_run'] !== undefined && pick % 2 === 0 ? '?dry_run=true' : '');
          const part = { field: wrongField === 0 ? 'attachment' : route.upload.field, name: file.name, type: file.type, bytes: file.bytes };
          const method = route.method as 'POST' | 'PUT' | 'PATCH';
          const response = await upload(app, agent, method, url, [part], fields);
          const after = await writesOf(app.ports.database.db);
          const request = `${route.method} ${url} ${file.label} (${file.bytes.length} bytes, field ${part.field}) ${JSON.stringify(fields)}`;
          const status = response.statusCode;
          if (status >= 500) findings.push({ request, problem: `${status} ${response.body.slice(0, 200)}` });
          if (file.broken && (status < 400 || status >= 500)) findings.push({ request, problem: `a broken file answered ${status} ${response.body.slice(0, 200)}` });
          if (status >= 400 && status < 500 && !String(response.headers['content-type']).includes('application/problem+json')) findings.push({ request, problem: `${status} without problem+json` });
          if (status >= 400 && after !== before) findings.push({ request, problem: `${status} but rows changed in ${changedTables(before, after)}` });
          const held = changedTables(before, after).split(', ').filter((name) => HELD.includes(name));
          if (file.rows !== null && held.length > 0) findings.push({ request, problem: `${status}: a file of bad rows (${file.rows}) changed ${held.join(', ')}` });
          before = after;
        }
      }
      expect(findings.slice(0, 10), `${findings.length} findings`).toEqual([]);
    }, 300_000);
  }
});
