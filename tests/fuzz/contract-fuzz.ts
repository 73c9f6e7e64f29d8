import fc from 'fast-check';
import type * as t from 'io-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../adapters/http/contract/all-routes';
import type { RouteSpec } from '../../adapters/http/contract/access/access-routes';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { seedCustomerFixture, type CustomerFixture } from '../api/support/customer-fixture';
import { signedInAs, testApp, type Agent, type TestApp } from '../api/support/test-app';
import { arbitraryOf } from './codec-arbitrary';
import { mutationOf, type Mutation } from './mutations';
import { adfMutation } from './adf-bodies';
import { changedTables, unwatchTables, watchGuardedTables, writesOf } from './table-writes';

/**
 * Issue 12 item 4: every write endpoint of the contract, fuzzed from its own io-ts codec. Bodies are
 * generated from the codec (fast-check) and mutated (mutations.ts); for each request: no 5xx, no
 * request over a second, and a 4xx changes no row (no row written to any table a refused request
 * must leave alone, counted by triggers: table-writes.ts). FUZZ_RUNS bodies per endpoint (default 60 in `npm test`;
 * the longer run of docs/reliability.md sets FUZZ_RUNS=10000). A route added to the contract is
 * fuzzed here without anyone writing a test for it.
 *
 * The routes are dealt round-robin to SHARDS test files (contract-fuzz-<n>.test.ts), each with an
 * app and a database of its own, so that vitest's workers share the run instead of one file
 * holding the whole suite up.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 60);
/**
 * A request is slow when it takes over a second of wall time and of this process's CPU time too
 * (the app and PGlite run in the test's process): an input that makes the code work too hard shows
 * in both, a machine busy with other work only in the first (session 22: an ADF post read 1,671 ms
 * at load 9, with helpers running beside the suite).
 */
const SLOW_MS = 1_000;

/** Routes whose success ends the session the fuzzer runs in; their refusals are fuzzed elsewhere. */
const SESSION_ENDING = new Set(['/api/dealer/user/logout/']);
/** Multipart uploads: fuzzed with bad files by upload-fuzz.test.ts (their JSON bodies here too, but for the image routes). */
const isMultipart = (r: RouteSpec) => r.upload?.holds === 'picture' && /\/(image|media)\/$/.test(r.path);
/** Routes that read XML (ADF leads, issue 18.3): fuzzed with ADF documents and their breakages (adf-bodies.ts) as application/xml, besides the JSON bodies. */
const XML_ROUTES = new Set(['/api/dealer/leads/adf/']);

const writes = allRoutes.filter((r) => r.method !== 'GET' && !SESSION_ENDING.has(r.path) && !isMultipart(r));
export const SHARDS = 3;

interface Finding { readonly route: string; readonly request: string; readonly problem: string }

/** Fuzzes the write routes whose index modulo SHARDS is `shard`. */
export function fuzzContractShard(shard: number): void {
  describe(`the contract, fuzzed (PGlite, part ${shard + 1} of ${SHARDS})`, () => {
    let app: TestApp;
    let fixture: CustomerFixture;
    let agent: Agent;
    let tables: string[] = [];
    let ids: number[] = [];

    const written = () => writesOf(app.ports.database.db);

    beforeAll(async () => {
      app = await testApp(await throwawayPglite(), { rateScale: 1_000_000 });
      fixture = await seedCustomerFixture(app.ports, app.fixture);
      agent = await signedInAs(app, app.fixture.users.superadmin);
      const moved = await agent.post('/api/dealer/user/transfer_session/', { dealership_id: app.fixture.dealerships.ontario });
      if (moved.statusCode !== 200) throw new Error(moved.body);
      // The sales-tax table is reference data, seeded from core on a new database's first read (any
      // pricing call): read it once here so that the first fuzzed pricing call is not that read.
      if ((await agent.get('/api/dealer/province-tax/')).statusCode !== 200) throw new Error('province taxes unreadable');
      // A quote flow with a cash quote (issue 15): the praq routes are fuzzed on a flow and a quote that exist (ids 1).
      const flow = await agent.get(`/praq/${fixture.orders.gagneFinance}/upsert/`);
      if ((await agent.post(`/api/dealer/praq/flow/${flow.json().id}/activate/`, {})).statusCode !== 200) throw new Error('quote flow not activated');
      if ((await agent.post(`/api/dealer/praq/flow/${flow.json().id}/quotes/`, { method: 'cash' })).statusCode !== 201) throw new Error('quote not added');
      // A trade-in on a deal (issue 16): the offer routes are fuzzed on a trade-in that exists (id 1).
      const tradeIn = await agent.request('PUT', `/api/dealer/order/${fixture.orders.gagneFinance}/trade_in/`, { vehicle: { year: 2020, make: 'Honda', model: 'Civic', odometer: 64000 } });
      if (tradeIn.statusCode !== 200) throw new Error(`trade-in not saved: ${tradeIn.body}`);
      // The questionnaire (issue 16 item 4): a question with a child, so that its writes are fuzzed on questions that exist (ids 1 and 2).
      const asked = await agent.post('/api/dealer/dealer-trade-in-questions/', { question: 'Accident?', question_fr: 'Accident?', field_type: 'yes_no' });
      const child = await agent.post('/api/dealer/dealer-trade-in-questions/', { question: 'Body shop?', question_fr: 'Carrossier?', field_type: 'yes_no', parent: asked.json().id, parent_answer: 'yes' });
      if (asked.statusCode !== 201 || child.statusCode !== 201) throw new Error(`questions not added: ${asked.body} ${child.body}`);
      tables = await watchGuardedTables(app.ports.database.db);
      ids = [...Object.values(fixture.customers).slice(0, 3), ...Object.values(fixture.vehicles).slice(0, 3), ...Object.values(fixture.orders).slice(0, 3),
        fixture.quebecCustomer, fixture.quebecVehicle, fixture.otherCustomer, 1, 2, 999_999];
    }, 120_000);
    afterAll(async () => {
    if (app) await unwatchTables(app.ports.database.db, tables);
    await app?.close();
  });

    const pathOf = (r: RouteSpec, pick: number) => r.path
      .replace('{region}', ['ON', 'QC', 'XX', '%00', 'on'][pick % 5]!)
      .replace(/\{[a-zA-Z]+\}/g, () => String([...ids, 0, -1, 1.5, 2_147_483_648, 'abc'][pick % (ids.length + 5)]));

    it('knows the write endpoints it fuzzes', () => {
      expect(tables.length).toBeGreaterThan(20);
      expect(writes.length).toBeGreaterThan(60);
      expect(mine.length).toBeGreaterThanOrEqual(Math.floor(writes.length / SHARDS));
    });

    const mine = writes.filter((_, index) => index % SHARDS === shard);
    for (const route of mine) {
      it(`${route.method} ${route.path}: no 5xx, nothing written by a refusal, none slow`, async () => {
        const findings: Finding[] = [];
        const foreign = [fixture.quebecCustomer, fixture.quebecVehicle, fixture.otherCustomer];
        const good = route.body ? arbitraryOf(route.body as t.Mixed, { ids }) : fc.constant({});
        const samples: [Mutation, number, string][] = fc.sample(fc.tuple(mutationOf(good, foreign), fc.nat()), { numRuns: RUNS, seed: 20261124 }).map(([m, pick]) => [m, pick, 'application/json']);
        if (XML_ROUTES.has(route.path)) samples.push(...fc.sample(fc.tuple(adfMutation, fc.nat()), { numRuns: RUNS, seed: 20261128 }).map(([m, pick]): [Mutation, number, string] => [m, pick, 'application/xml']));
        let before = await written();
        for (const [mutation, pick, contentType] of samples) {
          const url = pathOf(route, pick);
          const started = performance.now();
          const cpuBefore = process.cpuUsage();
          const response = await agent.request(route.method, url, undefined, { headers: { 'content-type': contentType }, raw: mutation.json });
          const ms = performance.now() - started;
          const cpu = process.cpuUsage(cpuBefore);
          const cpuMs = (cpu.user + cpu.system) / 1000;
          const request = `${route.method} ${url} ${mutation.label} ${mutation.json.slice(0, 300)}`;
          if (response.statusCode >= 500) findings.push({ route: route.path, request, problem: `${response.statusCode} ${response.body.slice(0, 200)}` });
          if (ms > SLOW_MS && cpuMs > SLOW_MS) findings.push({ route: route.path, request, problem: `${Math.round(ms)} ms (CPU ${Math.round(cpuMs)} ms)` });
          const after = await written();
          if (response.statusCode >= 400 && after !== before) findings.push({ route: route.path, request, problem: `${response.statusCode} but rows changed in ${changedTables(before, after)}` });
          before = after;
          if (response.statusCode === 401 || response.statusCode === 440) {
            agent = await signedInAs(app, app.fixture.users.superadmin);
            await agent.post('/api/dealer/user/transfer_session/', { dealership_id: app.fixture.dealerships.ontario });
            before = await written();
          }
        }
        expect(findings.slice(0, 10), `${findings.length} findings`).toEqual([]);
      }, 300_000);
    }
  });
}
