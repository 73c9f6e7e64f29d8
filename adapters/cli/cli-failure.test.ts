import { describe, expect, it } from 'vitest';
import { describeFailure } from './cli-failure';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a technical failure of a command, as the operator reads it', () => {
  it('names a foreign-key violation wrapped by drizzle in one line, without the stack', () => {
    const wrapped = new Error('Failed query: insert into "memberships" …\nparams: 1,1', { cause: pgError('23503', 'insert or update on table "memberships" violates foreign key constraint "memberships_dealership_id_fkey"') });
    const line = describeFailure('create-user', wrapped);
    expect(line).toBe('create-user failed: it refers to a row that does not exist (a foreign key): insert or update on table "memberships" violates foreign key constraint "memberships_dealership_id_fkey"');
    expect(line).not.toContain('\n');
    expect(line).not.toContain('    at ');
  });

  it('says the database cannot be reached, and keeps the first line of anything else', () => {
    expect(describeFailure('setup', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))
      .toBe('setup failed: cannot reach the database in DATABASE_URL (ECONNREFUSED)');
    expect(describeFailure('seed', new Error('Cannot load the demo data: a@b.test already exist.\n    at seedDemo (seed-demo.ts:42:11)')))
      .toBe('seed failed: Cannot load the demo data: a@b.test already exist.');
    expect(describeFailure('', 'plain words')).toBe('cli failed: plain words');
  });
});
