import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './database';
import { initPgliteDataDir } from './pglite-initdb';

// Issue 34.6: PGlite's memory in the server's process (its shared buffers, and initdb's run elsewhere).
describe('PGlite memory', () => {
  const dirs: string[] = [];
  afterEach(async () => { for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true }); });
  const tempDir = async () => { const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-memory-')); dirs.push(dir); return dir; };

  // Two PGlite starts each: slow on a busy machine, hence the longer timeouts.
  it('opens PGlite with its shared buffers bounded', { timeout: 180_000 }, async () => {
    const database = await openDatabase({ dataDir: 'memory://', owner: 'shared buffers test' });
    try {
      const rows = await database.db.execute(sql`show shared_buffers`);
      expect((rows as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await database.close();
    }
  });

  it('creates a new data directory in a process of its own, once, and opens it', { timeout: 180_000 }, async () => {
    const pgdata = path.join(await tempDir(), 'pgdata');
    expect(await initPgliteDataDir(pgdata)).toBe(true);
    expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
    expect(await initPgliteDataDir(pgdata)).toBe(false);
    const database = await openDatabase({ dataDir: path.dirname(pgdata), owner: 'initdb test' });
    try {
      const rows = await database.db.execute(sql`select count(*)::int as n from customers`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
