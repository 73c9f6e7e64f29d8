import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, type DataDirLock } from '../../adapters/persistence/shared/data-dir-lock';

/**
 * Issue 33 item 7: `npm run cli -- outbox` next to a running `npm start`, which holds the embedded
 * database under DATA_DIR. This test process takes the lock as the server does (its owner names the
 * server's address), then runs the real CLI in a process of its own: the CLI says where the server
 * shows the messages (the demo inbox), not just that the directory is in use, and opens nothing.
 */
describe('outbox while the server holds the embedded database', () => {
  let dataDir = '';
  let lock: DataDirLock;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-outbox-'));
    lock = await acquireDataDirLock(dataDir, 'dealer-panel server on 127.0.0.1:8321');
  });
  afterAll(async () => {
    await lock.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('points at the demo inbox of that server, exit 3', () => {
    const env = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir, APP_MODE: 'demo', HOST: '127.0.0.1', PORT: '8321' };
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'adapters/di/cli.ts', 'outbox'], { env, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('held by dealer-panel server on 127.0.0.1:8321 (npm start)');
    expect(r.stderr).toContain('the demo inbox instead: http://localhost:8321/dealer/demo-inbox');
    expect(r.stderr).toContain('or stop the server');
  });
});
