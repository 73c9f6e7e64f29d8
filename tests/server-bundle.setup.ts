import { spawnSync } from 'node:child_process';

/**
 * Vitest's global set-up: the production journeys run the server as `npm start` and production do,
 * dist/server/server.js (scripts/build-server.mjs), so it is built once, before the workers start,
 * when a source is newer than it (two journeys building it at once would write the same files).
 */
export default function setup(): void {
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`scripts/build-server.mjs failed (${String(r.status)})`);
}
