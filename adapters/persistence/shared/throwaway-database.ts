import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database';
import { openPgliteFromTemplate } from './pglite-template';

/**
 * Databases for tests: a fresh, migrated database that disappears on `close()`.
 * PGlite runs in memory; PostgreSQL gets a `dp_test_<random>` database created next to the one
 * `adminUrl` names (which is only used to create and drop it), so test files never share rows.
 */
export interface ThrowawayEngine {
  readonly kind: Database['kind'];
  open(): Promise<Database>;
}

export function throwawayPglite(): Promise<Database> {
  return openPgliteFromTemplate();
}

/** `through`: the port of a local TCP proxy to reach the server by (a test that cuts the database off). */
export async function throwawayPostgres(adminUrl: string, options: { readonly through?: number } = {}): Promise<Database> {
  const { url, drop } = await emptyPostgres(adminUrl, options);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', owner: 'throwaway test database', poolSize: 4 });
  } catch (error) {
    await drop();
    throw error;
  }
  return { ...database, close: async () => { await database.close(); await drop(); } };
}

/** A new empty `dp_test_<random>` database next to `adminUrl`'s: its URL (for clients other than ours, such as pg-boss) and how to drop it. */
export async function emptyPostgres(adminUrl: string, options: { readonly through?: number } = {}): Promise<{ readonly url: URL; drop(): Promise<void> }> {
  const name = `dp_test_${randomBytes(8).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (options.through !== undefined) { url.hostname = '127.0.0.1'; url.port = String(options.through); }
  return { url, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * The engines to test against: PGlite always; PostgreSQL only when `TEST_DATABASE_URL` is set
 * (it is then an engine like the other, and a failure to reach it fails the tests).
 */
export function throwawayEngines(env: Readonly<Record<string, string | undefined>> = process.env): readonly ThrowawayEngine[] {
  const engines: ThrowawayEngine[] = [{ kind: 'pglite', open: throwawayPglite }];
  const adminUrl = env.TEST_DATABASE_URL?.trim();
  if (adminUrl) engines.push({ kind: 'postgres', open: () => throwawayPostgres(adminUrl) });
  return engines;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
