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

/** A migrated in-memory PGlite built from the cached template (tests, demos; never the data directory). */
export async function openPgliteFromTemplate(): Promise<Database> {
  template ??= loadOrBuildTemplate();
  const client = new PGlite({ loadDataDir: await template, extensions: pgliteExtensions });
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder }); // nothing to apply; a stale template would catch up here
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => { await client.query('select 1'); },
    close: () => client.close(),
  };
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

async function templateKey(): Promise<string> {
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
