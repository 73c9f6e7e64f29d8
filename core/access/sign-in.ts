import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { DealerUser } from './dealer-user';
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
  if (!user || !user.isActive || !passwordOk) {
    await deps.audit.record({ action: 'sign_in_failed', userId: user?.id ?? null, dealershipId: null, ip: command.ip, detail: { email: command.email.trim().toLowerCase() } });
    return E.left({ _tag: 'InvalidCredentials' });
  }

  const opened = await openSession(deps, user, { ...command, dealershipId: 'only' });
  if (!opened) return E.left({ _tag: 'InvalidCredentials' });
  await deps.audit.record({ action: 'sign_in', userId: user.id, dealershipId: opened.context.session.dealershipId, ip: command.ip, detail: { remembered_device: opened.remembered } });
  return E.right(opened.result);
};

export interface OpenSessionRequest {
  readonly ip: string;
  readonly userAgent: string;
  readonly deviceToken: string | undefined;
  readonly language: string | null;
  /** 'only': the user's one managed dealership, if exactly one; else this dealership (it must be managed). */
  readonly dealershipId: number | 'only';
  /** The identity provider checked a second factor (SSO); a remembered device counts the same. */
  readonly secondFactor?: boolean;
}

/**
 * Opens a new session for a user whose identity is proven (password or SSO): a new id, the
 * dealership, fully authenticated when a second factor was checked or the device is remembered.
 * Null when the asked dealership is not one the user manages or the context cannot be loaded.
 */
export async function openSession(deps: SignInDeps, user: DealerUser, request: OpenSessionRequest): Promise<{ readonly result: SignInResult; readonly context: SessionContext; readonly remembered: boolean } | null> {
  const now = deps.clock.now();
  const memberships = await deps.users.memberships(user.id);
  const managed = await managedDealershipsOf(deps, user, memberships);
  const dealership = request.dealershipId === 'only'
    ? (managed.length === 1 ? managed[0] : undefined)
    : managed.find((d) => d.id === request.dealershipId);
  if (request.dealershipId !== 'only' && dealership === undefined) return null;
  const remembered = request.deviceToken
    ? await deps.rememberedDevices.valid(deps.secrets.hash(request.deviceToken), user.id, now)
    : false;
  const sessionToken = deps.secrets.token();
  const session = {
    id: deps.secrets.hash(sessionToken),
    userId: user.id,
    dealershipId: dealership?.id ?? null,
    fullyAuthenticated: remembered || request.secondFactor === true,
    language: request.language,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: request.userAgent.slice(0, 500),
    ip: request.ip,
  };
  await deps.sessions.create(session);
  await deps.users.touchLastActivity(user.id, now);
  const context = await loadSessionContext(deps, { ...session, lastSeenAt: now, endedAt: null });
  if (!context) return null;
  const promptDealershipSelect = request.dealershipId === 'only' && managed.length > 1;
  return { result: { sessionToken, context, promptDealershipSelect, totalManagedDealerships: managed.length }, context, remembered };
}
