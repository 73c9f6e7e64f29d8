import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Creates a new PGlite data directory (initdb) in a process of its own, before the server opens it
 * (issue 34.6). PGlite 0.5 runs initdb as a second WebAssembly module whose memory the server's
 * process kept after it: measured, a fresh data directory left ~630 MB outside the JS heap (RSS 760 MB)
 * where opening an existing one costs ~200 MB (RSS ~300 MB). The child's memory goes with it.
 * Answers whether it created the directory (false when `pgdata` already holds a cluster).
 */
export async function initPgliteDataDir(pgdata: string): Promise<boolean> {
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) return false;
  const module = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(module)});
(async () => { const db = new PGlite(${JSON.stringify(pgdata)}); await db.waitReady; await db.close(); })()
  .catch((error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); });`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr = `${stderr}${chunk.toString()}`.slice(-2000); });
    child.on('error', reject);
    child.on('exit', (code) => { if (code === 0) resolve(); else reject(new Error(`creating the PGlite data directory ${pgdata} failed (${String(code)}): ${stderr}`)); });
  });
  return true;
}
