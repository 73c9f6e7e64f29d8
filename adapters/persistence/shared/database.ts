import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import * as schema from '../schema';
import type { WriteFeed } from '@dealer-panel/core/shared/ports/shared-counters';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { initPgliteDataDir } from './pglite-initdb';
import { sql } from 'drizzle-orm';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath; repositories only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** PostgreSQL only: news of writes shared by every process on the database (made on first use, closed with it). */
  readonly writes?: () => WriteFeed;
  close(): Promise<void>;
}

/** The SQL migrations drizzle-kit generates from the per-context schema files (drizzle.config.ts); both engines apply the same files. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Extensions the migrations create (pg_trgm for the customer search); PGlite must load them at every start. */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite's shared buffers (PostgreSQL's default 128 MB): PGlite touches them all when it starts, in the
 * server's own memory (WebAssembly), and they never shrink. Measured (issue 34.6): a process with PGlite
 * 300 MB RSS at 128 MB, 200 MB at 32 MB. Its data directory is read through the file system, whose
 * pages the OS caches outside the process, so pages past 32 MB cost a read call, not a disk.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
const pgliteOptions = { extensions: pgliteExtensions, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };

export interface OpenOptions {
  /** postgres://… to use a PostgreSQL server; absent for the embedded database. */
  readonly databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throw-away database (tests). */
  readonly dataDir: string;
  /** Who holds the data directory, written into its lock file. */
  readonly owner: string;
  readonly poolSize?: number;
}

/** Opens the database and applies every pending migration; the same migrations for both engines. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.owner);
}

/** The PostgreSQL server of DATABASE_URL cannot be used; the message names the cause a person can fix. */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Cannot use the database of DATABASE_URL (${redactedUrl(url)}): ${databaseProblem(cause)}`, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

/** The URL without its password, fit for a log. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password !== '') u.password = '***';
    return u.toString();
  } catch {
    return 'an unreadable URL';
  }
}

/** What went wrong, from the driver's error code (PostgreSQL SQLSTATE or a socket error). */
export function databaseProblem(cause: unknown): string {
  const e = (cause ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : Array.isArray(e.errors) ? String((e.errors[0] as { code?: unknown } | undefined)?.code ?? '') : '';
  const detail = typeof e.message === 'string' && e.message !== '' ? ` (${e.message})` : '';
  switch (code) {
    case '3D000': return `the database does not exist; create it (createdb) or fix its name${detail}`;
    case '28000': return `the role (user) is unknown or not allowed to connect${detail}`;
    case '28P01': return `the password was refused${detail}`;
    case 'ECONNREFUSED': return `the connection was refused: is PostgreSQL running on that host and port?${detail}`;
    case 'ENOTFOUND': case 'EAI_AGAIN': return `the host name is unknown${detail}`;
    case 'ETIMEDOUT': return `the server did not answer in time${detail}`;
    default: return `the server could not be reached or refused the connection${detail}`;
  }
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // Issue 12.7: a request never waits long for a database that is gone. A connection is given 2 s
  // (then the request answers 503), a query 15 s on the client and on the server; TCP keep-alive
  // notices a silent peer. The pool replaces broken connections by itself when the server is back.
  // The PostgreSQL driver is loaded only for DATABASE_URL, not by the embedded database's server (issue 34.6).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url, max, connectionTimeoutMillis: 2_000, keepAlive: true, query_timeout: 15_000,
    options: '-c statement_timeout=15000 -c idle_in_transaction_session_timeout=30000',
  });
  // An idle client whose connection the server ends (restart, failover, a dropped test database)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
  pool.on('error', () => undefined);
  // A checked-out client whose connection dies between two queries emits 'error' with no listener,
  // which would crash the process; the query that uses it next fails instead (and answers 503).
  pool.on('connect', (client) => { client.on('error', () => undefined); });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnreachableError(url, error);
  }
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  let feed: WriteFeed | null = null;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => { await pool.query('select 1'); },
    writes: () => (feed ??= pgWriteFeed(url, db as unknown as Db)),
    close: async () => { await feed?.close(); await pool.end(); },
  };
}

async function openPglite(dataDir: string, owner: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  // PGlite has no lock of its own: a second process would silently lose its writes. Refuse it.
  const lock: DataDirLock | null = inMemory ? null : await acquireDataDirLock(path.resolve(dataDir), owner);
  try {
    const pgdata = path.join(path.resolve(dataDir), 'pgdata');
    if (!inMemory) await initPgliteDataDir(pgdata);
    const client = inMemory ? new PGlite(pgliteOptions) : new PGlite(pgdata, pgliteOptions);
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => { await client.query('select 1'); },
      close: async () => { await client.close(); await lock?.release(); },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

const WRITES_CHANNEL = 'dealer_panel_writes';

/**
 * Write news through PostgreSQL's LISTEN/NOTIFY (issue 12.6): one connection listens (and comes
 * back after the database does), a NOTIFY goes out on each write. Within milliseconds every process
 * forgets its cached list counts; news missed while reconnecting costs at most the cache's lifetime.
 */
function pgWriteFeed(url: string, db: Db): WriteFeed {
  const listeners: ((topic: string | null) => void)[] = [];
  let client: PgClient | null = null;
  let closed = false;
  const retry = () => { if (!closed) setTimeout(() => void connect(), 1_000).unref(); };
  async function connect(): Promise<void> {
    if (closed) return;
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 2_000 });
    c.on('error', () => undefined);
    c.on('notification', (n) => { for (const listener of listeners) listener(n.payload === undefined || n.payload === '' ? null : n.payload); });
    c.on('end', () => { if (client === c) client = null; retry(); });
    try {
      await c.connect();
      await c.query(`listen ${WRITES_CHANNEL}`);
      if (closed) await c.end(); else client = c;
    } catch {
      await c.end().catch(() => undefined);
    }
  }
  void connect();
  return {
    publish(topic) {
      (topic === undefined ? db.execute(sql.raw(`notify ${WRITES_CHANNEL}`)) : db.execute(sql`select pg_notify(${WRITES_CHANNEL}, ${topic})`)).catch(() => undefined);
    },
    subscribe(listener) { listeners.push(listener); },
    async close() { closed = true; const c = client; client = null; await c?.end().catch(() => undefined); },
  };
}
