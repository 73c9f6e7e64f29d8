/**
 * The customer list served by one and by two server processes (issue 12.8: "show the figures with
 * two processes"). Real servers (`adapters/di/server.ts`, WEB_CONCURRENCY=1 then 2 with
 * node:cluster on one port) over the database that tests/bench/list-profile.ts seeds and keeps
 * (`dp_list_profile`: 100,000 customers, 250,000 deals); the load generator in a process of its own;
 * 10 connections. A session is opened in this process and its cookie, signed with the same secret,
 * is sent to the servers (sessions live in the database).
 *
 *   npx tsx tests/bench/list-profile.ts default   # once, to seed
 *   npx tsx tests/bench/list-processes.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { buildApp } from '../../adapters/http/server/app';
import { defaultRateLimits } from '../../adapters/http/server/platform/rate-limits';
import { ports as bindPorts } from '../../adapters/di/ports';
import { serverDeps } from '../../adapters/di/server-deps';
import { openDatabase } from '../../adapters/persistence/shared/database';
import type { Fixture } from '../api/support/fixture';
import { FAST_ARGON2, manualClock, signedIn, type TestApp } from '../api/support/test-app';
import { runLoad } from './load-generator';

const SECRET = 'bench-session-secret-'.padEnd(48, 'x');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUTES = [
  { label: 'list, default ordering', path: '/api/dealer/customer/' },
  { label: 'list, search', path: '/api/dealer/customer/?search=gagne' },
  { label: 'list, three filters', path: '/api/dealer/customer/?payment_type=finance&lead_type=website&archive_status=Active' },
] as const;

async function healthy(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ended: ${output()}`);
    try { if ((await fetch(`${base}/api/health`)).ok) return; } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy: ${output()}`);
}

async function main(): Promise<void> {
  const url = process.env.LIST_PROFILE_URL ?? 'postgres://postgres@127.0.0.1:5432/dp_list_profile';
  if (!existsSync('/tmp/dp_list_profile.json')) throw new Error('seed first: npx tsx tests/bench/list-profile.ts default');
  const fixture = JSON.parse(readFileSync('/tmp/dp_list_profile.json', 'utf8')) as Fixture;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', owner: 'bench', poolSize: 2 });
  const ports = bindPorts(database, { log: () => undefined, clock: manualClock(new Date()), argon2: FAST_ARGON2 });
  const app = await buildApp({
    deps: serverDeps(ports), cookieSecret: SECRET, uiDir: '/nonexistent', logger: false,
    info: { version: 'bench', appMode: 'demo', activixRedirectUrl: 'https://crm.example.test/dealer' }, rateLimits: defaultRateLimits(1000),
  });
  await app.ready();
  const t: TestApp = { app, ports, clock: manualClock(new Date()), fixture, close: async () => { await app.close(); await database.close(); } };
  const agent = await signedIn(t, fixture.users.admin.email, fixture.users.admin.phone);
  const cookie = ['sessionid', 'csrftoken'].map((n) => `${n}=${agent.cookie(n) ?? ''}`).join('; ');
  await t.close();

  const lines: string[] = [];
  for (const processes of [1, 2]) {
    const port = 18_700 + processes;
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/di/server.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', APP_MODE: 'production', SESSION_SECRET: SECRET, SMTP_URL: 'smtp://127.0.0.1:9?starttls=never', MAIL_FROM: 'bench@example.com', CREDIT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), DATABASE_URL: url, WEB_CONCURRENCY: String(processes) },
      stdio: ['ignore', 'pipe', 'pipe'], detached: true,
    });
    child.stdout?.on('data', (d: Buffer) => { output += d.toString(); });
    child.stderr?.on('data', (d: Buffer) => { output += d.toString(); });
    const base = `http://127.0.0.1:${port}`;
    try {
      await healthy(base, child, () => output);
      for (const r of ROUTES) {
        await runLoad({ url: `${base}${r.path}`, connections: 10, seconds: 2, headers: { cookie } });
        const load = os.loadavg()[0] ?? 0;
        const m = await runLoad({ url: `${base}${r.path}`, connections: 10, seconds: SECONDS, headers: { cookie } });
        if (m.non2xx > 0 || m.errors > 0) throw new Error(`${r.path}: ${m.non2xx} non-2xx, ${m.errors} errors`);
        const row = `| ${processes} | ${r.label} | ${m.rps} | ${m.p50} | ${m.p97_5} | ${m.p99} | ${load.toFixed(2)} |`;
        process.stderr.write(`${row}\n`);
        lines.push(row);
      }
    } finally {
      if (child.pid !== undefined) { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } }
      await new Promise((r) => setTimeout(r, 1_500));
    }
  }
  process.stdout.write(`| processes | route | requests/s | p50 | p97.5 | p99 | load before |\n| --- | --- | --- | --- | --- | --- | --- |\n${lines.join('\n')}\n`);
}

main().then(() => process.exit(0), (error: unknown) => { process.stderr.write(`${String(error)}\n`); process.exit(1); });
