import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import type { WriteFeed } from '@dealer-panel/core/shared/ports/shared-counters';
import { cachedSessionContexts, forgettingSessionWrites, SESSION_CONTEXT_TTL_MS } from '../persistence/access/cached-session-contexts';
import { drizzleSessionContextReader } from '../persistence/access/drizzle-session-context-reader';
import { drizzleSessionRepository } from '../persistence/access/drizzle-session-repository';
import type { Db } from '../persistence/shared/database';

/**
 * The sessions and the session contexts every request reads, kept a few seconds in memory
 * (adapters/persistence/access/cached-session-contexts.ts): forgotten by the sessions' own writes,
 * by every write the server answers (ServerDeps.writeDone) and by the news of other processes' writes.
 * `ttlMs` 0: every request reads its session.
 */
export function sessionPorts(db: Db, clock: Clock, news: WriteFeed | null, ttlMs = SESSION_CONTEXT_TTL_MS) {
  const sessionContexts = cachedSessionContexts(drizzleSessionContextReader(db), { clock, ttlMs });
  news?.subscribe(() => sessionContexts.forget());
  return { sessionContexts, sessions: forgettingSessionWrites(drizzleSessionRepository(db), sessionContexts) };
}
