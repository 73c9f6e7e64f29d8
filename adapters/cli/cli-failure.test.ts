import { describe, expect, it } from 'vitest';
import { describeFailure, outboxWhileServerRuns } from './cli-failure';

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

describe('outbox while npm start holds the embedded database', () => {
  it('points at the demo inbox of the server named by the lock, and says how else', () => {
    const text = outboxWhileServerRuns('dealer-panel server on 127.0.0.1:3000', { appMode: 'demo' });
    expect(text).toContain('held by dealer-panel server on 127.0.0.1:3000 (npm start)');
    expect(text).toContain('the demo inbox instead: http://localhost:3000/dealer/demo-inbox (as JSON: http://localhost:3000/api/demo/outbox/)');
    expect(text).toContain('or stop the server and run `npm run -s cli -- outbox` again');
    expect(text).not.toMatch(/^.*in use.*$/m);
  });
  it('prefers PUBLIC_URL, and names the Messages screen in production (no demo inbox there)', () => {
    expect(outboxWhileServerRuns('dealer-panel server on 0.0.0.0:8080', { appMode: 'demo', publicUrl: 'https://panel.example/' }))
      .toContain('https://panel.example/dealer/demo-inbox');
    expect(outboxWhileServerRuns('dealer-panel server on 0.0.0.0:8080', { appMode: 'demo' })).toContain('http://localhost:8080/dealer/demo-inbox');
    const production = outboxWhileServerRuns('dealer-panel server on 10.0.0.5:3000', { appMode: 'production' });
    expect(production).toContain('the panel\'s Messages screen instead: http://10.0.0.5:3000/dealer/messages');
    expect(production).not.toContain('demo');
  });
});
