import type { Language } from './dealer-user';
import type { SessionContext } from './session-context';
import type { SessionRepository } from './session-repository';
import type { UserRepository } from './user-repository';

/** Keeps the chosen language on the session and, for a signed-in user, as their own language. */
export const setLanguage = (deps: { readonly sessions: SessionRepository; readonly users: UserRepository }) =>
  async (ctx: SessionContext | null, language: Language): Promise<void> => {
    if (!ctx) return;
    await deps.sessions.setLanguage(ctx.session.id, language);
    await deps.users.setLanguage(ctx.user.id, language);
  };
