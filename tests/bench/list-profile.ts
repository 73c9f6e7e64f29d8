/**
 * A developer's probe of the customer list (issue 12.8), not part of `npm run bench`: one seeded
 * PostgreSQL database kept between runs (`dp_list_profile`, 100,000 customers, 250,000 deals), a
 * server in this process, the load generator in its own, and per route: requests/s, latencies, the
 * server's CPU time per request, and the functions that took it.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/list-profile.ts [route-label …]
 *   LIST_PROFILE_RESEED=1 …   drops and seeds the database again.
 *   LIST_PROFILE_CUSTOMERS=1000000 …   another size, in a database of its own (2.5 deals a customer).
 *   LIST_PROFILE_MEASURE=1 …   figures only, without the profiler.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { buildApp } from '../../adapters/http/server/app';
import { defaultRateLimits } from '../../adapters/http/server/platform/rate-limits';
import { ports as bindPorts } from '../../adapters/di/ports';
import { serverDeps } from '../../adapters/di/server-deps';
import { openDatabase } from '../../adapters/persistence/shared/database';
import { seedFixture, type Fixture } from '../api/support/fixture';
import { FAST_ARGON2, manualClock, signedIn, type TestApp } from '../api/support/test-app';
import { NOW, seed100k } from './customer-seed';
import { runLoad } from './load-generator';

const SIZE = Number(process.env.LIST_PROFILE_CUSTOMERS ?? 100_000);
/** One kept database per size: 100,000 customers is `dp_list_profile`, another size `dp_list_profile_<n>`. */
const NAME = SIZE === 100_000 ? 'dp_list_profile' : `dp_list_profile_${SIZE}`;
/** LIST_PROFILE_MEASURE=1: no profiler (it slows the server), for the figures themselves. */
const MEASURE_ONLY = process.env.LIST_PROFILE_MEASURE === '1';
const FIXTURE_FILE = `/tmp/${NAME}.json`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUTES: readonly { label: string; path: string }[] = [
  { label: 'default', path: '/api/dealer/customer/' },
  { label: 'search', path: '/api/dealer/customer/?search=gagne' },
  { label: 'filters', path: '/api/dealer/customer/?payment_type=finance&lead_type=website&archive_status=Active' },
];

async function admin(adminUrl: string, q: string): Promise<number> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try { return (await c.query(q)).rowCount ?? 0; } finally { await c.end(); }
}

interface Node { readonly id: number; readonly callFrame: { readonly url: string; readonly functionName: string; readonly lineNumber: number }; readonly hitCount?: number }

async function profiled<T>(run: () => Promise<T>): Promise<{ result: T; top: string[] }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  const result = await run();
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: Node[] } };
  session.disconnect();
  const self = new Map<string, number>();
  let total = 0;
  for (const n of profile.nodes) {
    const hits = n.hitCount ?? 0;
    if (hits === 0 || n.callFrame.functionName === '(idle)') continue;
    const where = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/main\//, '');
    const key = `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + hits);
    total += hits;
  }
  const owners = new Map<string, number>();
  for (const n of profile.nodes) {
    const hits = n.hitCount ?? 0;
    if (hits === 0 || n.callFrame.functionName === '(idle)') continue;
    const u = n.callFrame.url;
    const who = n.callFrame.functionName === '(garbage collector)' ? 'gc' : u === '' ? `native ${n.callFrame.functionName}` : (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u)?.[1] ?? (u.startsWith('node:') ? 'node' : u.replace(/^file:\/\/\/work\/main\//, '').replace(/\/[^/]+$/, '')));
    owners.set(who, (owners.get(who) ?? 0) + hits);
  }
  const byOwner = [...owners.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  [${k}]`);
  const top = [...byOwner, '', ...[...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)];
  return { result, top };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(adminUrl);
  url.pathname = `/${NAME}`;
  const exists = (await admin(adminUrl, `select 1 from pg_database where datname = '${NAME}'`)) > 0 && existsSync(FIXTURE_FILE);
  if (!exists || process.env.LIST_PROFILE_RESEED === '1') {
    await admin(adminUrl, `drop database if exists ${NAME} with (force)`);
    await admin(adminUrl, `create database ${NAME}`);
  }
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', owner: 'bench', poolSize: 10 });
  const ports = bindPorts(database, { log: () => undefined, clock: manualClock(NOW), argon2: FAST_ARGON2 });
  let fixture: Fixture;
  if (!exists || process.env.LIST_PROFILE_RESEED === '1') {
    fixture = await seedFixture(ports);
    const u = fixture.users;
    const started = performance.now();
    await seed100k(database.db, fixture.dealerships.ontario, [u.admin.id, u.manager.id, u.rep.id, u.nodevice.id], u.manager.id, SIZE);
    process.stderr.write(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    await admin(url.toString(), 'vacuum analyze');
    writeFileSync(FIXTURE_FILE, JSON.stringify(fixture));
  } else {
    fixture = JSON.parse(readFileSync(FIXTURE_FILE, 'utf8')) as Fixture;
  }
  const app = await buildApp({
    deps: serverDeps(ports), cookieSecret: 'x'.repeat(40), uiDir: '/nonexistent', logger: false,
    info: { version: 'bench', appMode: 'demo', activixRedirectUrl: 'https://crm.example.test/dealer' },
    rateLimits: defaultRateLimits(1000),
  });
  app.get('/api/bench/hello', () => ({ hello: 'world' }));
  await app.ready();
  const t: TestApp = { app, ports, clock: manualClock(NOW), fixture, close: async () => { await app.close(); await database.close(); } };
  try {
    const agent = await signedIn(t, fixture.users.admin.email, fixture.users.admin.phone);
    const cookie = ['sessionid', 'csrftoken'].map((n) => `${n}=${agent.cookie(n) ?? ''}`).join('; ');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const wanted = process.argv.slice(2);
    for (const r of ROUTES.filter((x) => wanted.length === 0 || wanted.includes(x.label))) {
      const probe = await agent.get(r.path);
      if (probe.statusCode !== 200) throw new Error(`${r.path}: ${probe.statusCode}`);
      await runLoad({ url: `${base}${r.path}`, connections: 10, seconds: 2, headers: { cookie } }); // warm-up
      const load = (await import('node:os')).loadavg()[0] ?? 0;
      const cpu = process.cpuUsage();
      const run = () => runLoad({ url: `${base}${r.path}`, connections: 10, seconds: SECONDS, headers: { cookie } });
      const { result, top } = MEASURE_ONLY ? { result: await run(), top: [] } : await profiled(run);
      const used = process.cpuUsage(cpu);
      const perRequest = (used.user + used.system) / 1000 / Math.max(1, result.rps * SECONDS);
      process.stdout.write(`\n## ${SIZE} customers, ${r.label}: ${result.rps} req/s, p50 ${result.p50} p97.5 ${result.p97_5} p99 ${result.p99} ms, server CPU ${perRequest.toFixed(2)} ms/request${MEASURE_ONLY ? '' : ' (profiling on)'}, load before ${load.toFixed(2)}\n${top.join('\n')}\n`);
    }
  } finally {
    await t.close();
  }
}

main().then(() => process.exit(0), (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(1); });
