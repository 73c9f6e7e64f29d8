import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions, type Database, type Db } from './database';
import * as schema from '../schema';

/**
 * Why: a new PGlite runs initdb in WebAssembly, about 3.5 s of CPU, once per test file. A data
 * directory dumped after the migrations loads in well under a second. The dump is kept under the
 * system temp directory, keyed by the PGlite version and the migration files, so a new migration
 * or a PGlite upgrade makes a new one; files are written under a temporary name and renamed, so
 * test processes starting together never read half a dump.
 */
let template: Promise<Blob> | undefined;

/**
 * Why a pool: even from the template, a new PGlite costs seconds of CPU (the WebAssembly Postgres
 * starts and unpacks the dump), once per test file, two-thirds of the unit suite's time on two cores.
 * A closed database goes back to its process's pool emptied instead: every table truncated with
 * its identities restarted, every standalone sequence restarted, the session state discarded. The
 * migrations write no rows, so an emptied database IS the template's; no test changes the schema
 * (a new test that must, takes a fresh one with `fresh: true`). The next file of the same worker
 * (vitest keeps a worker's modules between files) borrows it.
 */
const idle: PGlite[] = [];
// Only inside vitest's workers, which end by being stopped: an open PGlite loaded from a dump keeps a
// timer of its WebAssembly runtime alive, so a script (a bench, the harness) would never exit.
const POOL_SIZE = process.env['VITEST'] === undefined ? 0 : 3;

/** A migrated in-memory PGlite built from the cached template (tests, demos; never the data directory). */
export async function openPgliteFromTemplate(options: { readonly fresh?: boolean } = {}): Promise<Database> {
  const client = (options.fresh === true ? undefined : idle.pop()) ?? await newFromTemplate();
  // The borrower's handle: after close() every use of it throws, as a closed PGlite's does, while the
  // instance itself is emptied and lent again.
  let released = false;
  const lease = new Proxy(client, {
    get(target, property) {
      if (released) throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const db = drizzle(lease, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => { await lease.query('select 1'); },
    close: async () => {
      if (released) return;
      released = true;
      await recycle(client);
    },
  };
}

async function newFromTemplate(): Promise<PGlite> {
  template ??= loadOrBuildTemplate();
  const client = new PGlite({ loadDataDir: await template, extensions: pgliteExtensions });
  await client.waitReady;
  await migrate(drizzle(client, { schema }), { migrationsFolder }); // nothing to apply; a stale template would catch up here
  return client;
}

const EMPTY_EVERY_TABLE = `do $$
declare r record;
begin
  if exists (select 1 from pg_tables where schemaname = 'public') then
    execute (select 'truncate table ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' restart identity cascade' from pg_tables where schemaname = 'public');
  end if;
  for r in select sequence_schema, sequence_name from information_schema.sequences where sequence_schema = 'public' loop
    execute format('alter sequence %I.%I restart', r.sequence_schema, r.sequence_name);
  end loop;
end $$`;

/** Empties a returned instance and pools it; one that fails to empty (or past the pool's size) is closed. */
async function recycle(client: PGlite): Promise<void> {
  try {
    if (idle.length >= POOL_SIZE) throw new Error('pool full');
    await client.exec('rollback'); // a transaction the borrower left open (a warning when there is none)
    await client.exec('discard all');
    await client.exec(EMPTY_EVERY_TABLE);
    idle.push(client);
  } catch {
    await client.close().catch(() => undefined);
  }
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `dealer-panel-pglite-${await templateKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** The template's key: the PGlite version and the migration files (a PostgreSQL test template uses it too). */
export async function templateKey(): Promise<string> {
  const digest = createHash('sha256');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version?: string };
  digest.update(`pglite ${pkg.version ?? 'unknown'}\n`);
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    digest.update(`${name}\n`).update(await readFile(path.join(migrationsFolder, name)));
  }
  return digest.digest('hex').slice(0, 16);
}
