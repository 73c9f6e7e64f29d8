// `npm start`: build the UI when needed, then run the server (demo mode, embedded database, demo data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildServer, serverBundle, serverBundleStale } from './build-server.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

// Both apps: the dealer panel (ui/ → dist/ui) and the customer's app (shop/ → dist/shop); both use ui/shared and locales/.
const builds = ['dist/ui/index.html', 'dist/shop/index.html'];
const sources = Math.max(newest('ui'), newest('shop'), newest('locales'));
const stale = builds.some((built) => !existsSync(built) || sources > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the UI (dealer panel and customer app)…');
  const r = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The server as one JavaScript file, run without tsx (issue 34.6: ~40 MB less memory); built when a source is newer.
if (serverBundleStale()) {
  console.log('Building the server…');
  await buildServer();
}
// V8's heap kept close to its live set on the embedded database (server-node-flags.mjs).
const child = spawn(process.execPath, [...serverNodeFlags(process.env), serverBundle], {
  stdio: 'inherit',
  // APP_MODE is left to the user: unset, the server runs the demo on a loopback HOST only (adapters/di/config.ts).
  // MALLOC_ARENA_MAX=2 (issue 34.6): glibc's per-thread malloc arenas held ~40 MB more RSS under the memory soak.
  env: { SEED_DEMO: '1', MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
