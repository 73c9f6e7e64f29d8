import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Clock } from '../shared/ports/clock';
import type { Secrets } from '../shared/ports/secrets';
import { sessionContextOf, type SessionContext, type SessionContextReader } from './session-context';
import { needsTouch, sessionState } from './session';
import type { SessionRepository } from './session-repository';

export type ResolveSessionError = { readonly _tag: 'NotAuthenticated' } | { readonly _tag: 'SessionExpired' };

export interface ResolveSessionDeps {
  /** The session, its user, memberships and dealership in one read. */
  readonly sessionContexts: SessionContextReader;
  readonly sessions: SessionRepository;
  readonly secrets: Secrets;
  readonly clock: Clock;
}

/**
 * The session behind a cookie token. No token, an unknown or ended session: NotAuthenticated (401).
 * Idle for 30 minutes or older than 12 hours: SessionExpired (440), on every call that carries its
 * cookie (a language lookup first must not turn the answer into a 401 and lose the reason). Expiry
 * is read from the timestamps; nothing can revive the session.
 * An active session's last-seen time moves forward (at most once a minute).
 */
export const resolveSession = (deps: ResolveSessionDeps) => (token: string | undefined): TE.TaskEither<ResolveSessionError, SessionContext> =>
  async () => {
    if (!token) return E.left({ _tag: 'NotAuthenticated' });
    const id = deps.secrets.hash(token);
    const loaded = await deps.sessionContexts.withContext(id);
    const now = deps.clock.now();
    if (!loaded) return E.left({ _tag: 'NotAuthenticated' });
    const { session } = loaded;
    const state = sessionState(session, now);
    if (state === 'ended') return E.left({ _tag: 'NotAuthenticated' });
    if (state !== 'active') return E.left({ _tag: 'SessionExpired' });
    if (needsTouch(session, now)) await deps.sessions.touch(id, now);
    const context = sessionContextOf({ ...loaded, session: { ...session, lastSeenAt: now } });
    if (!context) {
      await deps.sessions.end(id, now);
      return E.left({ _tag: 'NotAuthenticated' });
    }
    return E.right(context);
  };
