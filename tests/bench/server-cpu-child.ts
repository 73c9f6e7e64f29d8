/**
 * The server of tests/bench/server-cpu.ts, in a process of its own so that its CPU time is the
 * server's alone, built from the source tree named by its first argument (this worktree, or a
 * worktree of another commit: the modules are imported from there, so two commits run side by side
 * against one database). It signs in the fixture's Ontario admin and super admin, listens on
 * 127.0.0.1, and answers the parent over IPC: `{ cpu: true }` → its process.cpuUsage() in µs.
 *
 *   node --import tsx tests/bench/server-cpu-child.ts <source root>   (spawned by server-cpu.ts)
 *   env SERVER_CPU_DATABASE_URL, SERVER_CPU_FIXTURE (the fixture's JSON); SERVER_CPU_PROFILE_DIR keeps each whole profile
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Fixture } from '../api/support/fixture';

import type * as AppModule from '../../adapters/http/server/app';
import type * as LimitsModule from '../../adapters/http/server/platform/rate-limits';
import type * as PortsModule from '../../adapters/di/ports';
import type * as DepsModule from '../../adapters/di/server-deps';
import type * as DatabaseModule from '../../adapters/persistence/shared/database';
import type * as TestAppModule from '../api/support/test-app';

const root = path.resolve(process.argv[2] ?? process.cwd());
const from = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;

async function main(): Promise<void> {
  const [{ buildApp }, { defaultRateLimits }, { ports: bindPorts }, { serverDeps }, { openDatabase }, { FAST_ARGON2, manualClock, signedInAs }] = await Promise.all([
    from<typeof AppModule>('adapters/http/server/app.ts'), from<typeof LimitsModule>('adapters/http/server/platform/rate-limits.ts'),
    from<typeof PortsModule>('adapters/di/ports.ts'), from<typeof DepsModule>('adapters/di/server-deps.ts'),
    from<typeof DatabaseModule>('adapters/persistence/shared/database.ts'), from<typeof TestAppModule>('tests/api/support/test-app.ts'),
  ]);
  const fixture = JSON.parse(process.env.SERVER_CPU_FIXTURE ?? '') as Fixture;
  const database = await openDatabase({ databaseUrl: process.env.SERVER_CPU_DATABASE_URL, dataDir: 'memory://', owner: 'bench', poolSize: 10 });
  const clock = manualClock();
  const ports = bindPorts(database, { log: () => undefined, clock, argon2: FAST_ARGON2 });
  const app = await buildApp({
    deps: serverDeps(ports), cookieSecret: 'x'.repeat(40), uiDir: '/nonexistent', logger: false,
    info: { version: 'bench', appMode: 'demo', activixRedirectUrl: 'https://crm.example.test/dealer' },
    rateLimits: defaultRateLimits(1000),
  });
  await app.ready();
  const t = { app, ports, clock, fixture, close: async () => { await app.close(); await database.close(); } };
  const admin = await signedInAs(t, fixture.users.admin);
  const superadmin = await signedInAs(t, fixture.users.superadmin);
  const moved = await superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: fixture.dealerships.ontario });
  if (moved.statusCode !== 200) throw new Error(`transfer_session: ${moved.statusCode}`);
  const headersOf = (a: typeof admin) => ({
    cookie: ['sessionid', 'csrftoken'].map((n) => `${n}=${a.cookie(n) ?? ''}`).join('; '), 'x-csrftoken': a.cookie('csrftoken') ?? '', 'content-type': 'application/json',
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const profile = process.env.SERVER_CPU_PROFILE === '1' ? await profiling() : null;
  process.on('message', (message) => {
    const m = message as { cpu?: boolean; exit?: boolean };
    if (m.cpu === true) { const u = process.cpuUsage(); process.send?.({ cpu: u.user + u.system }); }
    if (m.exit === true) void (profile?.() ?? Promise.resolve()).then(() => t.close()).then(() => process.exit(0));
  });
  process.send?.({ ready: { url, admin: headersOf(admin), superadmin: headersOf(superadmin) } });
}

interface ProfileNode { readonly callFrame: { readonly url: string; readonly functionName: string; readonly lineNumber: number }; readonly hitCount?: number }

/** SERVER_CPU_PROFILE=1 (a developer's look, not a figure): the server's self time by function, written to stderr at the end. */
async function profiling(): Promise<() => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[] } };
    // SERVER_CPU_PROFILE_DIR: the whole profile too, as <dir>/<tree>.cpuprofile (Chrome DevTools opens it).
    const dir = process.env.SERVER_CPU_PROFILE_DIR;
    if (dir !== undefined) writeFileSync(path.join(dir, `${path.basename(root)}.cpuprofile`), JSON.stringify(profile));
    const self = new Map<string, number>();
    let total = 0;
    for (const n of profile.nodes) {
      const hits = n.hitCount ?? 0;
      if (hits === 0 || n.callFrame.functionName === '(idle)') continue;
      const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/wt\/[^/]+\//, '')}:${n.callFrame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + hits);
      total += hits;
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
    process.stderr.write(`\n## profile of ${root}\n${top.join('\n')}\n`);
  };
}

main().catch((error: unknown) => { process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`); process.exit(1); });
