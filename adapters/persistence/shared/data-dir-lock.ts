import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export interface DataDirLock {
  release(): Promise<void>;
}

interface LockInfo {
  readonly pid: number;
  readonly owner: string;
  readonly startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string, readonly holder: LockInfo) {
    super(
      `The data directory ${dataDir} is in use by process ${holder.pid} (${holder.owner}, started ${holder.startedAt}). ` +
        'The embedded database allows one process at a time: stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process with an O_EXCL lock file. A lock left by a process
 * that no longer runs is taken over; a live holder makes this fail with DataDirInUseError.
 */
export async function acquireDataDirLock(dataDir: string, owner: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'dealer-panel.lock');
  const info: LockInfo = { pid: process.pid, owner, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(JSON.stringify(info));
      await handle.close();
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readHolder(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirInUseError(dataDir, holder);
      await rm(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

async function readHolder(file: string): Promise<LockInfo | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<LockInfo>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, owner: String(parsed.owner ?? 'unknown'), startedAt: String(parsed.startedAt ?? 'unknown') };
  } catch {
    return null;
  }
}
