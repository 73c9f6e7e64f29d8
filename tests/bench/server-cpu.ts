/**
 * Server CPU per request (issue 34.4): the customer list (default ordering, a search, three
 * filters) at 100,000 customers and pricing (finance, lease), on PostgreSQL. The server runs in a
 * process of its own (server-cpu-child.ts) and reports its process.cpuUsage() before and after a
 * fixed number of requests, fired by autocannon from a third process: CPU time per request holds
 * on a loaded machine where requests/s does not.
 *
 * Two commits in the same run: `--base <dir>` names a source tree of another commit (a worktree with
 * node_modules, e.g. `git worktree add --detach ../cpu-base 22f6f33 && cp -al node_modules ../cpu-base/`);
 * a server of each tree answers the same database, measured in turns (base, this tree, base, this tree …),
 * and each figure is the median of its turns.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/server-cpu.ts [--base <dir>]
 *   SERVER_CPU_REQUESTS (default 2000 a turn), SERVER_CPU_TURNS (default 3), SERVER_CPU_RESEED=1 seeds again,
 *   SERVER_CPU_ONLY=list|pricing some routes only, SERVER_CPU_PROFILE=1 each server's CPU profile on stderr (figures then include the profiler).
 * The seeded database (`dp_server_cpu`, or SERVER_CPU_DATABASE) is kept between runs; its fixture is /tmp/<name>.json.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../adapters/persistence/shared/database';
import { testAppOn } from './server-cpu-setup';
import { runLoad } from './load-generator';

const NAME = process.env.SERVER_CPU_DATABASE ?? 'dp_server_cpu'; // SERVER_CPU_DATABASE: another name, for runs side by side
const FIXTURE_FILE = `/tmp/${NAME}.json`;
const REQUESTS = Number(process.env.SERVER_CPU_REQUESTS ?? 2000);
const TURNS = Number(process.env.SERVER_CPU_TURNS ?? 3);
const HERE = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CHILD = fileURLToPath(new URL('./server-cpu-child.ts', import.meta.url));

interface Setup { readonly fixture: unknown; readonly financeId: number; readonly leaseId: number }
type Headers = Record<string, string>;
interface Server { readonly root: string; readonly child: ChildProcess; readonly url: string; readonly admin: Headers; readonly superadmin: Headers }
interface Route { readonly label: string; readonly path: string; readonly as: 'admin' | 'superadmin'; readonly body?: string }

async function admin(adminUrl: string, q: string): Promise<number> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try { return (await c.query(q)).rowCount ?? 0; } finally { await c.end(); }
}

/** The kept database and its fixture: seeded when absent (or SERVER_CPU_RESEED=1). */
async function database(adminUrl: string, log: (s: string) => void): Promise<{ url: string; setup: Setup }> {
  const url = new URL(adminUrl);
  url.pathname = `/${NAME}`;
  const exists = (await admin(adminUrl, `select 1 from pg_database where datname = '${NAME}'`)) > 0 && existsSync(FIXTURE_FILE);
  if (exists && process.env.SERVER_CPU_RESEED !== '1') return { url: url.toString(), setup: JSON.parse(readFileSync(FIXTURE_FILE, 'utf8')) as Setup };
  await admin(adminUrl, `drop database if exists ${NAME} with (force)`);
  await admin(adminUrl, `create database ${NAME}`);
  const started = performance.now();
  const setup = await testAppOn(await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', owner: 'bench', poolSize: 10 }));
  await admin(url.toString(), 'vacuum analyze');
  log(`seeded ${NAME} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  writeFileSync(FIXTURE_FILE, JSON.stringify(setup));
  return { url: url.toString(), setup };
}

function start(root: string, url: string, setup: Setup): Promise<Server> {
  const child = fork(CHILD, [root], {
    cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, SERVER_CPU_DATABASE_URL: url, SERVER_CPU_FIXTURE: JSON.stringify(setup.fixture) },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server of ${root} exited with ${code}`)));
    child.once('message', (m) => resolve({ root, child, ...(m as { ready: { url: string; admin: Headers; superadmin: Headers } }).ready }));
  });
}

const cpuOf = (s: Server): Promise<number> => new Promise((resolve) => {
  s.child.once('message', (m) => resolve((m as { cpu: number }).cpu));
  s.child.send({ cpu: true });
});

/** The server's CPU milliseconds per request over `amount` requests of `route`. */
async function cpuPerRequest(s: Server, route: Route, amount: number): Promise<number> {
  const headers = s[route.as];
  const load = { url: `${s.url}${route.path}`, connections: 10, seconds: 0, amount, headers, ...(route.body === undefined ? {} : { method: 'POST' as const, body: route.body }) };
  const before = await cpuOf(s);
  const r = await runLoad(load);
  const used = (await cpuOf(s)) - before;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${route.path} on ${s.root}: ${r.non2xx} answers not 2xx, ${r.errors} errors`);
  return used / 1000 / Math.max(1, r.total);
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export interface CpuRow { readonly label: string; readonly base: number | null; readonly head: number }

export async function runServerCpuBench(log: (s: string) => void, baseRoot: string | null = null): Promise<{ rows: CpuRow[]; load: string }> {
  const { url, setup } = await database(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', log);
  const routes: Route[] = [
    { label: 'list, default ordering', path: '/api/dealer/customer/', as: 'admin' },
    { label: 'list, search', path: '/api/dealer/customer/?search=gagne', as: 'admin' },
    { label: 'list, three filters', path: '/api/dealer/customer/?payment_type=finance&lead_type=website&archive_status=Active', as: 'admin' },
    { label: 'pricing, finance', path: `/api/dealer/payment-type/${setup.financeId}/pricing/`, as: 'superadmin', body: JSON.stringify({ term: 60, down_payment: '2000.00', payment_frequency: 'biweekly' }) },
    { label: 'pricing, lease', path: `/api/dealer/payment-type/${setup.leaseId}/pricing/`, as: 'superadmin', body: JSON.stringify({ term: 48, down_payment: '2500.00', distance_allowance: 20000 }) },
  ];
  // SERVER_CPU_ONLY=list (or pricing): those routes only.
  const only = process.env.SERVER_CPU_ONLY;
  const chosen = routes.filter((r) => only === undefined || r.label.startsWith(only));
  const servers = [...(baseRoot === null ? [] : [await start(path.resolve(baseRoot), url, setup)]), await start(HERE, url, setup)];
  const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  try {
    const rows: CpuRow[] = [];
    for (const route of chosen) {
      for (const s of servers) await cpuPerRequest(s, route, Math.min(500, REQUESTS)); // warm-up: JIT, prepared statements, caches
      const turns = servers.map(() => [] as number[]);
      for (let i = 0; i < TURNS; i += 1) for (const [k, s] of servers.entries()) turns[k]?.push(await cpuPerRequest(s, route, REQUESTS));
      const [a, b] = turns.map(median);
      const row = { label: route.label, base: servers.length > 1 ? (a ?? 0) : null, head: (servers.length > 1 ? b : a) ?? 0 };
      log(`${route.label}: ${row.base === null ? '' : `base ${row.base.toFixed(3)} ms, `}this tree ${row.head.toFixed(3)} ms CPU/request (turns ${turns.map((t) => t.map((x) => x.toFixed(3)).join('/')).join(' | ')})`);
      rows.push(row);
    }
    return { rows, load: `${load} → ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}` };
  } finally {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => {
      s.child.removeAllListeners('exit');
      const timer = setTimeout(() => { s.child.kill(); resolve(); }, 15_000);
      s.child.once('exit', () => { clearTimeout(timer); resolve(); });
      s.child.send({ exit: true });
    })));
  }
}

export function serverCpuSection(r: { rows: readonly CpuRow[]; load: string }, baseName = 'base'): string {
  const compared = r.rows.some((x) => x.base !== null);
  return `## Server CPU per request (issue 34.4)

Measured by \`tests/bench/server-cpu.ts\`: the server in a process of its own on PostgreSQL, 100,000 customers, its
process.cpuUsage() around ${REQUESTS} requests (10 connections, autocannon in a third process), median of ${TURNS} turns.
Targets: list ≤ 0.8 ms, pricing ≤ 0.5 ms. Load average (1, 5, 15 min) before → after: ${r.load}.

| request | ${compared ? `${baseName} ms | ` : ''}ms |
| --- | ${compared ? '--- | ' : ''}--- |
${r.rows.map((x) => `| ${x.label} | ${compared ? `${x.base?.toFixed(2) ?? ''} | ` : ''}${x.head.toFixed(2)} |`).join('\n')}
`;
}

if (process.argv[1]?.endsWith('server-cpu.ts')) {
  const i = process.argv.indexOf('--base');
  const base = i > 0 ? (process.argv[i + 1] ?? null) : null;
  const log = (s: string) => { process.stderr.write(`${s}\n`); };
  runServerCpuBench(log, base).then((r) => { process.stdout.write(serverCpuSection(r, base === null ? 'base' : path.basename(base))); process.exit(0); },
    (error: unknown) => { process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`); process.exit(1); });
}
