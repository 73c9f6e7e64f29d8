import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/persistence/shared/database';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { changedTables, unwatchTables, watchGuardedTables, writesOf } from './table-writes';

// The fuzzers' "a refusal wrote nothing" rests on these counters: each kind of write must move them,
// and nothing else may.
describe('the fuzzers\' count of rows written (PGlite)', () => {
  let database: Database;
  let tables: string[] = [];
  const run = (text: string) => database.db.execute(sql.raw(text));

  beforeAll(async () => {
    database = await throwawayPglite();
    await run('create table fuzz_probe (id int primary key, note text, extra json)');
    await run(`insert into fuzz_probe values (1, 'a', '{"k":1}')`);
    tables = await watchGuardedTables(database.db);
  });
  afterAll(async () => {
    await unwatchTables(database.db, tables);
    await run('drop table fuzz_probe');
    await database.close();
  });

  it('watches the tables a refusal must leave alone, not the ones it may touch', () => {
    expect(tables).toEqual(expect.arrayContaining(['fuzz_probe', 'customers', 'vehicles']));
    expect(tables).not.toContain('sessions');
    expect(tables).not.toContain('outbound_messages');
  });

  it('sees an insert, a real update and a delete, in the table they touched', async () => {
    for (const write of [`insert into fuzz_probe values (2, 'b', null)`, `update fuzz_probe set extra = '{"k":2}' where id = 1`, 'delete from fuzz_probe where id = 2']) {
      const before = await writesOf(database.db);
      await run(write);
      const after = await writesOf(database.db);
      expect(after, write).not.toBe(before);
      expect(changedTables(before, after)).toBe('fuzz_probe');
    }
  });

  it('does not count an update to the same values, a write rolled back, or a read', async () => {
    const before = await writesOf(database.db);
    await run(`update fuzz_probe set note = note where id = 1`);
    await run('select * from fuzz_probe');
    await expect(database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into fuzz_probe values (3, 'c', null)`));
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(await writesOf(database.db)).toBe(before);
  });
});
