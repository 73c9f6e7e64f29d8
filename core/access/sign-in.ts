import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { Secrets } from '../shared/ports/secrets';
import type { FieldErrors } from '../shared/validation';
import type { PasswordHasher } from './password-hasher';
import { loadSessionContext, managedDealershipsOf, type ContextDeps, type SessionContext } from './session-context';
import { SESSION_ABSOLUTE_MS } from './session';
import type { RememberedDeviceRepository, SessionRepository } from './session-repository';

export type SignInError =
  | { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors }
  | { readonly _tag: 'InvalidCredentials' };

export interface SignInDeps extends ContextDeps {
  readonly sessions: SessionRepository;
  readonly rememberedDevices: RememberedDeviceRepository;
  readonly hasher: PasswordHasher;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

export interface SignInCommand {
  readonly email: string;
  readonly password: string;
  readonly ip: string;
  readonly userAgent: string;
  /** The "remember this device" cookie, if the browser has one. */
  readonly deviceToken: string | undefined;
  /** The session's language chosen on the login page, kept on the new session. */
  readonly language: string | null;
}

export interface SignInResult {
  /** The new session's cookie token (a new id at every sign-in). */
  readonly sessionToken: string;
  readonly context: SessionContext;
  readonly promptDealershipSelect: boolean;
  readonly totalManagedDealerships: number;
}

/**
 * Checks e-mail and password and opens a new session. A deactivated user gets the same answer as
 * a wrong password, and an unknown e-mail costs a hash too, so answers do not reveal who exists.
 * With one managed dealership the session starts there; with several the user picks one.
 * A remembered device skips the one-time code.
 */
export const signIn = (deps: SignInDeps) => (command: SignInCommand): TE.TaskEither<SignInError, SignInResult> => async () => {
  const errors: Record<string, ['required']> = {};
  if (command.email.trim() === '') errors.email = ['required'];
  if (command.password === '') errors.password = ['required'];
  if (Object.keys(errors).length > 0) return E.left({ _tag: 'InvalidInput', errors });

  const user = await deps.users.byEmail(command.email.trim());
  const hash = user ? await deps.users.passwordHash(user.id) : null;
  const passwordOk = hash ? await deps.hasher.verify(hash, command.password) : (await deps.hasher.hash(command.password), false);
  const now = deps.clock.now();
  if (!user || !user.isActive || !passwordOk) {
    await deps.audit.record({ action: 'sign_in_failed', userId: user?.id ?? null, dealershipId: null, ip: command.ip, detail: { email: command.email.trim().toLowerCase() } });
    return E.left({ _tag: 'InvalidCredentials' });
  }

  const memberships = await deps.users.memberships(user.id);
  const managed = await managedDealershipsOf(deps, user, memberships);
  const only = managed.length === 1 ? managed[0] : undefined;
  const remembered = command.deviceToken
    ? await deps.rememberedDevices.valid(deps.secrets.hash(command.deviceToken), user.id, now)
    : false;
  const sessionToken = deps.secrets.token();
  const session = {
    id: deps.secrets.hash(sessionToken),
    userId: user.id,
    dealershipId: only?.id ?? null,
    fullyAuthenticated: remembered,
    language: command.language,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: command.userAgent.slice(0, 500),
    ip: command.ip,
  };
  await deps.sessions.create(session);
  await deps.users.touchLastActivity(user.id, now);
  await deps.audit.record({ action: 'sign_in', userId: user.id, dealershipId: session.dealershipId, ip: command.ip, detail: { remembered_device: remembered } });
  const context = await loadSessionContext(deps, { ...session, lastSeenAt: now, endedAt: null });
  if (!context) return E.left({ _tag: 'InvalidCredentials' });
  return E.right({ sessionToken, context, promptDealershipSelect: managed.length > 1, totalManagedDealerships: managed.length });
};
