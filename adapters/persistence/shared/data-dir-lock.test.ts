import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock';
import { openDatabase } from './database';

const lockModule = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts')).href;

/** Another process holding the lock, as a second `npm start` on the same DATA_DIR would. */
async function holderProcess(dataDir: string): Promise<ChildProcess> {
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
await acquireDataDirLock(${JSON.stringify(dataDir)}, 'holder test process');
process.stdout.write('locked\\n');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.stdout?.on('data', (chunk: Buffer) => { if (chunk.toString().includes('locked')) resolve(); });
    child.on('exit', (code) => reject(new Error(`the holder process exited (${code}) before locking: ${err}`)));
  });
  return child;
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('the data directory lock', () => {
  let dir: string;
  let child: ChildProcess | undefined;
  beforeEach(async () => { dir = await mkdtemp(path.join(os.tmpdir(), 'dealer-panel-lock-')); });
  afterEach(async () => {
    if (child) await killed(child);
    child = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second process with an error naming the holder, and takes over once that process is gone', async () => {
    child = await holderProcess(dir);
    const refused = await openDatabase({ dataDir: dir, owner: 'second server' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).holder).toMatchObject({ pid: child.pid, owner: 'holder test process' });
    expect((refused as Error).message).toContain(`process ${child.pid}`);
    expect((refused as Error).message).toContain('DATABASE_URL');

    await killed(child); // SIGKILL: the lock file stays behind, stale
    const database = await openDatabase({ dataDir: dir, owner: 'restarted server' });
    try {
      expect(JSON.parse(await readFile(path.join(dir, 'dealer-panel.lock'), 'utf8'))).toMatchObject({ pid: process.pid, owner: 'restarted server' });
      await database.ping();
    } finally {
      await database.close();
    }
    await expect(stat(path.join(dir, 'dealer-panel.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  }, 60_000);

  it('takes over a lock file that is unreadable or names a process that no longer runs', async () => {
    const file = path.join(dir, 'dealer-panel.lock');
    await writeFile(file, 'not json');
    const first = await acquireDataDirLock(dir, 'after garbage');
    await first.release();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(file, JSON.stringify({ pid: gone.pid, owner: 'crashed server', startedAt: '2026-01-01T00:00:00.000Z' }));
    const second = await acquireDataDirLock(dir, 'after crash');
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid, owner: 'after crash' });
    await second.release();
  });
});
