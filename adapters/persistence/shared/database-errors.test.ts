import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError, openDatabase, redactedUrl } from './database';

/** A bad DATABASE_URL stops the start with the cause a person can fix, not "Failed query: CREATE SCHEMA". */
describe('opening a PostgreSQL database that cannot be used', () => {
  const open = (databaseUrl: string) => openDatabase({ databaseUrl, dataDir: 'memory://', owner: 'test', poolSize: 1 }).then(
    async (d) => { await d.close(); return null; },
    (e: unknown) => e,
  );

  it('says the connection was refused when nothing listens on the port', async () => {
    const error = await open('postgres://postgres@127.0.0.1:1/test');
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    expect((error as Error).message).toMatch(/connection was refused/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('says the database does not exist, and which role is unknown', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = '/no_such_database_dp';
    expect(((await open(url.toString())) as Error).message).toMatch(/database does not exist/);
    const role = new URL(process.env.TEST_DATABASE_URL ?? '');
    role.username = 'no_such_role_dp';
    expect(((await open(role.toString())) as Error).message).toMatch(/role \(user\) is unknown/);
  });

  it('never prints the password', () => {
    expect(redactedUrl('postgres://app:s3cret@db.example:5432/dealer')).toBe('postgres://app:***@db.example:5432/dealer');
    expect(new DatabaseUnreachableError('postgres://app:s3cret@db/x', { code: 'ECONNREFUSED' }).message).not.toContain('s3cret');
  });
});
