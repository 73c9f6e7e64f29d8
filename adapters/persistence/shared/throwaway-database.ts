import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database';
import { openPgliteFromTemplate, templateKey } from './pglite-template';

/**
 * Databases for tests: a fresh, migrated database that disappears on `close()`.
 * PGlite runs in memory; PostgreSQL gets a `dp_test_<random>` database created next to the one
 * `adminUrl` names (which is only used to create and drop it), so test files never share rows.
 */
export interface ThrowawayEngine {
  readonly kind: Database['kind'];
  open(): Promise<Database>;
}

/** A migrated PGlite, emptied after a previous test file's use when one is pooled (pglite-template.ts); `fresh`: a new instance. */
export function throwawayPglite(options: { readonly fresh?: boolean } = {}): Promise<Database> {
  return openPgliteFromTemplate(options);
}

/**
 * `through`: the port of a local TCP proxy to reach the server by (a test that cuts the database off).
 * The database is a copy of a migrated template database (CREATE DATABASE … TEMPLATE), made once
 * per set of migrations: migrating each test file's database from nothing took seconds.
 */
export async function throwawayPostgres(adminUrl: string, options: { readonly through?: number } = {}): Promise<Database> {
  const { url, drop } = await emptyPostgres(adminUrl, { ...options, template: await migratedTemplate(adminUrl) });
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', owner: 'throwaway test database', poolSize: 4 });
  } catch (error) {
    await drop();
    throw error;
  }
  return { ...database, close: async () => { await database.close(); await drop(); } };
}

/**
 * A new empty `dp_test_<random>` database next to `adminUrl`'s (a copy of `template` when given):
 * its URL (for clients other than ours, such as pg-boss) and how to drop it.
 */
export async function emptyPostgres(adminUrl: string, options: { readonly through?: number; readonly template?: string } = {}): Promise<{ readonly url: URL; drop(): Promise<void> }> {
  const name = `dp_test_${randomBytes(8).toString('hex')}`;
  await whileTemplateBusy(() => adminQuery(adminUrl, `create database ${name}${options.template === undefined ? '' : ` template ${options.template}`}`));
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

const templates = new Map<string, Promise<string>>();

/**
 * The migrated template of this set of migrations on `adminUrl`'s server: `dp_tpl_<key>`, built
 * under a name of its own and renamed, so that processes starting together never copy half of one;
 * the loser of a race drops its own. Templates of other migrations are dropped when a new one is made.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  let made = templates.get(adminUrl);
  if (made === undefined) {
    made = buildTemplate(adminUrl);
    made.catch(() => templates.delete(adminUrl));
    templates.set(adminUrl, made);
  }
  return made;
}

async function buildTemplate(adminUrl: string): Promise<string> {
  const name = `dp_tpl_${await templateKey()}`;
  if (await databaseExists(adminUrl, name)) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${building}`);
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', owner: 'test template database', poolSize: 1 });
    await database.close();
    await whileTemplateBusy(() => adminQuery(adminUrl, `alter database ${building} rename to ${name}`));
  } catch (error) {
    await adminQuery(adminUrl, `drop database if exists ${building} with (force)`);
    if (await databaseExists(adminUrl, name)) return name; // another process finished first
    throw error;
  }
  for (const stale of await databaseNames(adminUrl, 'dp_tpl_%')) {
    if (stale !== name && !stale.startsWith(`${name}_`)) await adminQuery(adminUrl, `drop database if exists ${stale}`).catch(() => undefined);
  }
  return name;
}

/** Retries a statement PostgreSQL refuses while another session still holds the source database (55006), for up to ten seconds. */
async function whileTemplateBusy(statement: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  return (await databaseNames(adminUrl, name)).includes(name);
}

async function databaseNames(adminUrl: string, like: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [like])).rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
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
