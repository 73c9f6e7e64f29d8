/**
 * The customer-list benchmark of issue 5 (item 7): 100,000 customers and 250,000 deals in one
 * dealership, then the list endpoint (default ordering, a search, three filters combined) next to a
 * hello-world route of the same server, 10 connections, BENCH_SECONDS (default 10) s per route.
 * Traffic goes to 127.0.0.1 only. Called by tests/bench/run.ts (`npm run bench`).
 *
 * The seeding (the data, how it is written and checked) is in customer-seed.ts; this file measures and reports.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../adapters/http/server/app';
import { defaultRateLimits } from '../../adapters/http/server/platform/rate-limits';
import { ports as bindPorts } from '../../adapters/di/ports';
import { serverDeps } from '../../adapters/di/server-deps';
import { openDatabase, type Database } from '../../adapters/persistence/shared/database';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { seedFixture } from '../api/support/fixture';
import { FAST_ARGON2, manualClock, signedIn, type TestApp } from '../api/support/test-app';
import { CUSTOMERS, NOW, ORDERS, VEHICLES, seed100k } from './customer-seed';
import { runLoad } from './load-generator';
import { captureStatements, cpuProfile, pgbenchRate, type ProfileShare } from './list-insights';

/** What this file exported before the seeding moved to customer-seed.ts. */
export { CUSTOMERS, ORDERS, seed100k };

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

export interface ListRow {
  readonly engine: string;
  readonly label: string;
  readonly route: string;
  readonly rps: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly matches: number | null;
  /** Whether autocannon reported a p95 (else the p95 column holds its p97.5). */
  readonly trueP95: boolean;
  /** PostgreSQL only: the statements one request sends (count cached), and their own pgbench rate. */
  readonly statements?: number;
  readonly pgbenchSimple?: number | null;
  readonly pgbenchPrepared?: number | null;
}

export interface EngineResult {
  readonly engine: string;
  readonly seedSeconds: number;
  readonly loadBefore: number;
  readonly rows: readonly ListRow[];
  readonly customers: number;
  /** The server's CPU profile while it answered the default list (PostgreSQL only), largest shares first. */
  readonly profile?: readonly ProfileShare[];
}

export interface ListBenchOptions {
  /** The bench database's own URL (PostgreSQL): enables the pgbench comparison. */
  readonly url?: string;
  readonly customers?: number;
  readonly profile?: boolean;
  readonly routes?: readonly { label: string; path: string }[];
}

const ROUTES: readonly { label: string; path: string }[] = [
  { label: 'hello world', path: '/api/bench/hello' },
  { label: 'list, default ordering', path: '/api/dealer/customer/' },
  { label: 'list, search', path: '/api/dealer/customer/?search=gagne' },
  { label: 'list, three filters', path: '/api/dealer/customer/?payment_type=finance&lead_type=website&archive_status=Active' },
];

// ---------------------------------------------------------------- measuring

/** Waits (polling every 20 s, up to 5 minutes) while the 1-minute load is above 1.5; returns the load measured last. */
export async function waitForQuiet(log: (s: string) => void): Promise<number> {
  const deadline = Date.now() + Number(process.env.BENCH_WAIT_SECONDS ?? 300) * 1000;
  let load = os.loadavg()[0] ?? 0;
  while (load > 1.5 && Date.now() < deadline) {
    log(`load ${load.toFixed(2)} > 1.5, waiting 20 s`);
    await new Promise((r) => setTimeout(r, 20_000));
    load = os.loadavg()[0] ?? 0;
  }
  return load;
}

async function measure(engine: string, url: string, label: string, route: string, headers: Record<string, string>, matches: number | null): Promise<ListRow> {
  const r = await runLoad({ url: `${url}${route}`, connections: CONNECTIONS, seconds: SECONDS, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${route}: ${r.non2xx} answers were not 2xx, ${r.errors} errors`);
  return { engine, label, route, rps: r.rps, p50: r.p50, p95: r.p97_5, p99: r.p99, matches, trueP95: false };
}

/** A migrated PostgreSQL database of its own, pool as in production (10), dropped on close. */
async function benchPostgres(adminUrl: string): Promise<{ database: Database; url: string }> {
  const name = `dp_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (q: string) => { const c = new pg.Client({ connectionString: adminUrl }); await c.connect(); try { await c.query(q); } finally { await c.end(); } };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', owner: 'bench', poolSize: 10 });
    return { database: { ...database, close: async () => { await database.close(); await admin(`drop database if exists ${name} with (force)`); } }, url: url.toString() };
  } catch (error) {
    await admin(`drop database if exists ${name} with (force)`);
    throw error;
  }
}

/** The statements one list request sends with its count cached (the steady state), and their pgbench rates. */
async function ownStatementsRate(url: string, request: () => Promise<unknown>, log: (s: string) => void): Promise<Pick<ListRow, 'statements' | 'pgbenchSimple' | 'pgbenchPrepared'>> {
  await request();
  const statements = await captureStatements(request);
  const seconds = Math.min(SECONDS, 5);
  const [pgbenchSimple, pgbenchPrepared] = [await pgbenchRate(url, statements, 'simple', seconds), await pgbenchRate(url, statements, 'prepared', seconds)];
  log(`  its ${statements.length} statements through pgbench: ${pgbenchSimple ?? '?'} tps simple, ${pgbenchPrepared ?? '?'} tps prepared`);
  return { statements: statements.length, pgbenchSimple, pgbenchPrepared };
}

export async function benchCustomerList(engine: string, database: Database, log: (s: string) => void, o: ListBenchOptions = {}): Promise<EngineResult> {
  const customerCount = o.customers ?? CUSTOMERS;
  const ports = bindPorts(database, { log: () => undefined, clock: manualClock(NOW), argon2: FAST_ARGON2 });
  const fixture = await seedFixture(ports);
  const app = await buildApp({
    deps: serverDeps(ports), cookieSecret: 'x'.repeat(40), uiDir: '/nonexistent', logger: false,
    info: { version: 'bench', appMode: 'demo', activixRedirectUrl: 'https://crm.example.test/dealer' },
    rateLimits: defaultRateLimits(1000),
  });
  app.get('/api/bench/hello', () => ({ hello: 'world' })); // this benchmark's app only
  await app.ready();
  const t: TestApp = { app, ports, clock: manualClock(NOW), fixture, close: async () => { await app.close(); await database.close(); } };
  try {
    const u = fixture.users;
    const started = performance.now();
    await seed100k(database.db, fixture.dealerships.ontario, [u.admin.id, u.manager.id, u.rep.id, u.nodevice.id], u.manager.id, customerCount);
    const seedSeconds = (performance.now() - started) / 1000;
    log(`${engine}: seeded ${customerCount} customers, ${Math.round(customerCount * (ORDERS / CUSTOMERS))} deals in ${seedSeconds.toFixed(1)} s`);
    const agent = await signedIn(t, u.admin.email, u.admin.phone);
    const cookie = ['sessionid', 'csrftoken'].map((n) => `${n}=${agent.cookie(n) ?? ''}`).join('; ');
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const loadBefore = await waitForQuiet(log);
    const rows: ListRow[] = [];
    for (const r of o.routes ?? ROUTES) {
      const probe = await agent.get(r.path);
      if (probe.statusCode !== 200) throw new Error(`${r.path}: ${probe.statusCode} ${probe.body.slice(0, 200)}`);
      const body = JSON.parse(probe.body) as { count?: unknown };
      const row = await measure(engine, url, r.label, r.path, { cookie }, typeof body.count === 'number' ? body.count : null);
      log(`${engine} ${r.label}: ${row.rps} req/s, p50 ${row.p50} p95 ${row.p95} p99 ${row.p99} ms`);
      rows.push(o.url === undefined || r.label === 'hello world' ? row : { ...row, ...(await ownStatementsRate(o.url, () => agent.get(r.path), log)) });
    }
    const profile = o.profile === true
      ? (await cpuProfile(() => runLoad({ url: `${url}/api/dealer/customer/`, connections: CONNECTIONS, seconds: Math.min(SECONDS, 5), headers: { cookie } }))).slice(0, 8)
      : undefined;
    return { engine, seedSeconds, loadBefore, rows, customers: customerCount, ...(profile === undefined ? {} : { profile }) };
  } finally {
    await t.close();
  }
}

export async function runCustomerBench(log: (s: string) => void): Promise<EngineResult[]> {
  const results: EngineResult[] = [];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // BENCH_LIST_ENGINES=postgres (or pglite) runs one engine only; both by default.
  const engines = (process.env.BENCH_LIST_ENGINES ?? 'postgres,pglite').split(',');
  const customers = process.env.BENCH_CUSTOMERS === undefined ? undefined : Number(process.env.BENCH_CUSTOMERS);
  if (pgUrl && engines.includes('postgres')) {
    const { database, url } = await benchPostgres(pgUrl);
    results.push(await benchCustomerList('PostgreSQL', database, log, { url, profile: true, ...(customers === undefined ? {} : { customers }) }));
  }
  if (engines.includes('pglite')) results.push(await benchCustomerList('PGlite', await throwawayPglite(), log));
  return results;
}

// ---------------------------------------------------------------- report

const TARGETS = { PostgreSQL: { p95: 25, share: 0.4 }, PGlite: { p95: 100, share: null } } as const;

export function customerSection(results: readonly EngineResult[]): string {
  const lines: string[] = [];
  const table = results.flatMap((e) => {
    const hello = e.rows.find((r) => r.label === 'hello world')?.rps ?? 0;
    return e.rows.map((r) => `| ${e.engine} | ${r.label} | \`${r.route}\` | ${r.matches ?? ''} | ${r.rps} | ${r.label === 'hello world' ? '' : `${Math.round((100 * r.rps) / Math.max(1, hello))} %`} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.statements ?? ''} | ${r.pgbenchSimple ?? ''} | ${r.pgbenchPrepared ?? ''} |`);
  });
  for (const e of results) {
    const target = e.engine === 'PostgreSQL' ? TARGETS.PostgreSQL : TARGETS.PGlite;
    const hello = e.rows.find((r) => r.label === 'hello world')?.rps ?? 0;
    for (const r of e.rows.filter((x) => x.label !== 'hello world')) {
      const p95 = r.p95 <= target.p95 ? `p95 ${r.p95} ms meets < ${target.p95} ms` : `p95 ${r.p95} ms MISSES < ${target.p95} ms by ${r.p95 - target.p95} ms`;
      const share = target.share === null ? '' : (() => {
        const s = r.rps / Math.max(1, hello);
        return s >= target.share ? `; ${Math.round(s * 100)} % of hello world meets ≥ 40 %` : `; ${Math.round(s * 100)} % of hello world MISSES ≥ 40 % by ${Math.round((target.share - s) * 100)} points`;
      })();
      const own = r.pgbenchPrepared === undefined || r.pgbenchPrepared === null ? ''
        : r.rps >= r.pgbenchPrepared / 2 ? `; ${r.rps} req/s is at least half of its statements' prepared pgbench rate (${r.pgbenchPrepared} tps): meets`
          : `; ${r.rps} req/s is under half of its statements' prepared pgbench rate (${r.pgbenchPrepared} tps): MISSES`;
      lines.push(`- ${e.engine}, ${r.label}: ${p95}${share}${own}.`);
    }
  }
  const loads = results.map((e) => `${e.engine} ${e.loadBefore.toFixed(2)}`).join(', ');
  const seeds = results.map((e) => `${e.engine} ${e.seedSeconds.toFixed(0)} s`).join(', ');
  return `## Customer list (issue 5)

Measured by \`npm run bench\` (tests/bench/customers.ts) on ${new Date().toISOString().slice(0, 10)}, on ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown CPU'}), node ${process.version}. One dealership holds ${(results[0]?.customers ?? CUSTOMERS).toLocaleString('en-US')} customers
(accented French and English names, phones, e-mails, created over a year, four reps and unassigned, 70 % Active / 18 % Lost /
12 % Sold) and ${Math.round((results[0]?.customers ?? CUSTOMERS) * (ORDERS / CUSTOMERS)).toLocaleString('en-US')} deals (cash / finance / lease, every step in its possible statuses, 15 % archived,
90 % with one of ${VEHICLES.toLocaleString('en-US')} vehicles), plus the test fixture's users. Seeding took ${seeds}.
${CONNECTIONS} connections, ${SECONDS} s per route, autocannon firing from a process of its own (tests/bench/load-generator.ts);
the hello-world route is registered on the benchmark's server only. Latencies in milliseconds; ${results.every((e) => e.rows.every((r) => r.trueP95)) ? "p95 is autocannon's p95" : "autocannon reports no p95, so the p95 column holds its p97.5 (stricter)"}.
1-minute load average before measuring: ${loads} (the machine is shared; figures vary with it).

| engine | query | route | matching customers | requests/s | of hello world | p50 | p95 | p99 | statements | pgbench simple tps | pgbench prepared tps |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${table.join('\n')}

${results.filter((e) => e.profile !== undefined).map((e) => `CPU profile of the server (${e.engine}, the default list under load; self time by owner, idle left out), top five: ${(e.profile ?? []).slice(0, 5).map((p) => `${p.who} ${p.percent} %`).join(', ')}.`).join('\n')}

Targets: PostgreSQL p95 under 25 ms and at least 40 % of the hello-world throughput; PGlite p95 under 100 ms.

${lines.join('\n')}

What a list request does now (issues 5 and 12.8): one joined query resolves the session (session, user, memberships,
dealership); ONE statement gives the page, each row's newest deal with its tallies and, with deal filters, the deal that met
them (lateral joins probing \`orders_customer_idx\`), prepared once per shape with its LIMIT written in so that PostgreSQL keeps
a generic plan; and the count, capped at 10,001 rows (\`select count(*) from (… limit 10001)\`, "10,000+" with \`count_capped\`)
and cached per (dealership, filters, count limit): counted once per key while callers wait for it, answered stale while one
recount runs, forgotten on every write answered by the API (adapters/persistence/shared/list-count-cache.ts). A search first
reads the store's newest 2,000 customers in the list's order and keeps the matches, stopping at the page (a common name: a few
hundred rows whatever the store's size); when they do not fill the page, the name is rare and the trigram index finds it.
The hello-world figure is the ceiling of the server itself; a list request makes 3 to 4 database round trips, so 40 % of hello world
is out of reach for any database-backed route on this machine (the session route \`current_user/\` alone is far below it).
Figures from a loaded shared machine (see the load above) are several times slower than on a quiet one: compare the hello-world
rows between runs before comparing list rows.
`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `npx tsx tests/bench/customers.ts`: this benchmark alone, printed (npm run bench writes the docs).
  const log = (s: string) => { process.stderr.write(`${s}\n`); };
  runCustomerBench(log).then((r) => { process.stdout.write(customerSection(r)); process.exit(0); }, (error: unknown) => { log(String(error)); process.exit(1); });
}
