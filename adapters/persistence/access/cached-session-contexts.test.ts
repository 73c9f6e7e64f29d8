import { describe, expect, it } from 'vitest';
import type { SessionWithContext } from '@dealer-panel/core/access/session-context';
import type { SessionRepository } from '@dealer-panel/core/access/session-repository';
import { cachedSessionContexts, forgettingSessionWrites } from './cached-session-contexts';

const T0 = new Date('2026-06-01T14:00:00Z');
const MINUTE = 60_000;

function world() {
  let wall = T0.getTime();
  let monotonic = 0;
  const clock = { now: () => new Date(wall) };
  const rows = new Map<string, SessionWithContext>();
  const put = (id: string, lastSeenAt = new Date(wall), endedAt: Date | null = null) => rows.set(id, {
    session: { id, userId: 1, dealershipId: 7, fullyAuthenticated: true, language: null, createdAt: T0, expiresAt: new Date(T0.getTime() + 12 * 60 * MINUTE), lastSeenAt, endedAt },
    user: null, memberships: [], dealership: null,
  } as unknown as SessionWithContext);
  let reads = 0;
  const reader = { withContext: async (id: string) => { reads += 1; return rows.get(id) ?? null; } };
  const cache = cachedSessionContexts(reader, { clock, ttlMs: 5_000, now: () => monotonic });
  return {
    cache, put, reads: () => reads,
    advance: (ms: number) => { wall += ms; monotonic += ms; },
  };
}

describe('cached session contexts', () => {
  it('reads a session once for the requests of a few seconds, then again', async () => {
    const w = world();
    w.put('a');
    for (let i = 0; i < 5; i += 1) expect((await w.cache.withContext('a'))?.session.id).toBe('a');
    expect(w.reads()).toBe(1);
    w.advance(5_000);
    await w.cache.withContext('a');
    expect(w.reads()).toBe(2);
  });

  it('never keeps an unknown token, and forgets a session that is gone', async () => {
    const w = world();
    expect(await w.cache.withContext('nobody')).toBeNull();
    expect(await w.cache.withContext('nobody')).toBeNull();
    expect(w.reads()).toBe(2);
  });

  it('reads again what a write forgot: all of them, or one session', async () => {
    const w = world();
    w.put('a');
    w.put('b');
    await w.cache.withContext('a');
    await w.cache.withContext('b');
    w.cache.forgetSession('a');
    await w.cache.withContext('a');
    await w.cache.withContext('b');
    expect(w.reads()).toBe(3);
    w.cache.forget();
    await w.cache.withContext('b');
    expect(w.reads()).toBe(4);
  });

  it('answers from memory only an active session not due for its touch: expiry and touch are decided on the row', async () => {
    const w = world();
    w.put('a', new Date(T0.getTime() - 59_000));
    await w.cache.withContext('a');
    w.advance(1_000); // the touch is due: read again, whatever the cache holds
    await w.cache.withContext('a');
    expect(w.reads()).toBe(2);
  });

  it('does not keep a read that a write overtook', async () => {
    const w = world();
    w.put('a');
    const pending = w.cache.withContext('a');
    w.cache.forget();
    await pending;
    await w.cache.withContext('a');
    expect(w.reads()).toBe(2);
  });

  it('forgets a session on each of its writes, and every session when a user\'s are ended', async () => {
    const forgotten: string[] = [];
    const writes = { create: async () => undefined, byId: async () => null, touch: async () => undefined, markFullyAuthenticated: async () => undefined,
      rotateVerified: async () => true, setDealership: async () => undefined, setLanguage: async () => undefined, end: async () => undefined, endAllForUser: async () => undefined,
    } satisfies SessionRepository;
    const s = forgettingSessionWrites(writes, { forget: () => forgotten.push('*'), forgetSession: (id) => forgotten.push(id) });
    await s.touch('a', T0);
    await s.markFullyAuthenticated('b');
    expect(await s.rotateVerified('c', 'c2')).toBe(true);
    await s.setDealership('d', 1);
    await s.setLanguage('e', 'fr_CA');
    await s.end('f', T0);
    await s.endAllForUser(1, T0);
    expect(forgotten).toEqual(['a', 'b', 'c', 'd', 'e', 'f', '*']);
  });
});
