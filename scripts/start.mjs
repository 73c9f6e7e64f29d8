// `npm start`: build the UI when needed, then run the server (demo mode, embedded database, demo data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const built = 'dist/ui/index.html';
const stale = !existsSync(built) || Math.max(newest('ui'), newest('locales')) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the UI…');
  const r = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/di/server.ts'], {
  stdio: 'inherit',
  // APP_MODE is left to the user: unset, the server runs the demo on a loopback HOST only (adapters/di/config.ts).
  env: { SEED_DEMO: '1', ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
