import { needsTouch, sessionState } from '@dealer-panel/core/access/session';
import type { SessionContextReader, SessionWithContext } from '@dealer-panel/core/access/session-context';
import type { SessionRepository } from '@dealer-panel/core/access/session-repository';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';

/**
 * The session contexts of the last few seconds, so that the requests of one page (the list, its
 * counts, its filters, the notifications…) read their session once (issue 34.4: the session's
 * round trip was a quarter of a customer list request's CPU, half of a small request's). Kept honest:
 *
 * - Only a context that the clock says is active and not due for its once-a-minute touch is answered
 *   from here. Anything else (ended, idle, past its 12 hours, due for a touch) is read again, so an
 *   expiry, a 440 or a touch is decided on the database's row exactly as without the cache.
 * - Forgotten on write: a session's own writes here (sign-out, second factor, store change,
 *   language, touch) forget it; every write the HTTP server answers (a role, a deactivated user, a
 *   store's settings), a user's sessions ended, and the news of any other process's write forget
 *   them all. A read that a write overtook is not kept (generation), as the list counts do.
 * - What none of those see (a script writing to the database, news lost while Redis or the
 *   database is away) shows within `ttlMs`.
 * - Unknown tokens are never kept (a stream of made-up cookies fills nothing).
 */
export interface CachedSessionContexts extends SessionContextReader {
  /** Forgets every context (a write may have changed a user, a role, a store, several sessions). */
  forget(): void;
  /** Forgets one session's context (a write to that session only). */
  forgetSession(id: string): void;
}

/** How long a session context may be answered from memory (the list counts' time to live). */
export const SESSION_CONTEXT_TTL_MS = 5_000;
const MAX_SESSIONS = 10_000;

interface Entry { readonly value: SessionWithContext; readonly at: number }

export function cachedSessionContexts(
  reader: SessionContextReader, options: { readonly clock: Clock; readonly ttlMs?: number; readonly now?: () => number },
): CachedSessionContexts {
  const ttl = options.ttlMs ?? SESSION_CONTEXT_TTL_MS;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    async withContext(id) {
      const hit = entries.get(id);
      if (hit !== undefined && now() - hit.at < ttl) {
        const at = options.clock.now();
        if (sessionState(hit.value.session, at) === 'active' && !needsTouch(hit.value.session, at)) return hit.value;
      }
      const started = generation;
      const readAt = now();
      const value = await reader.withContext(id);
      if (value === null) entries.delete(id);
      else if (generation === started && ttl > 0) {
        if (entries.size >= MAX_SESSIONS) entries.clear();
        entries.set(id, { value, at: readAt });
      }
      return value;
    },
    forget() {
      generation += 1;
      entries.clear();
    },
    forgetSession(id) {
      generation += 1;
      entries.delete(id);
    },
  };
}

/** The session repository, each of its writes forgetting the cached contexts it changes before it answers. */
export function forgettingSessionWrites(sessions: SessionRepository, contexts: Pick<CachedSessionContexts, 'forget' | 'forgetSession'>): SessionRepository {
  const after = async <R>(write: Promise<R>, forget: () => void): Promise<R> => {
    try { return await write; } finally { forget(); }
  };
  const one = (id: string) => () => contexts.forgetSession(id);
  return {
    create: (session) => sessions.create(session),
    byId: (id) => sessions.byId(id),
    touch: (id, at) => after(sessions.touch(id, at), one(id)),
    markFullyAuthenticated: (id) => after(sessions.markFullyAuthenticated(id), one(id)),
    rotateVerified: (id, newId) => after(sessions.rotateVerified(id, newId), one(id)),
    setDealership: (id, dealershipId) => after(sessions.setDealership(id, dealershipId), one(id)),
    setLanguage: (id, language) => after(sessions.setLanguage(id, language), one(id)),
    end: (id, at) => after(sessions.end(id, at), one(id)),
    endAllForUser: (userId, at, exceptId) => after(sessions.endAllForUser(userId, at, exceptId), () => contexts.forget()),
  };
}
