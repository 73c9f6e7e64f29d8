import { isSsoUser } from './sso';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { EmailSender } from '../shared/ports/message-senders';
import type { MessageTemplates } from '../shared/ports/message-templates';
import type { Secrets } from '../shared/ports/secrets';
import type { FieldErrors } from '../shared/validation';
import { password as passwordRule } from '../shared/validation/password';
import type { PasswordResetRepository } from './one-time-code-repository';
import type { PasswordHasher } from './password-hasher';
import type { SessionContext } from './session-context';
import type { RememberedDeviceRepository, SessionRepository } from './session-repository';
import type { UserRepository } from './user-repository';
import { languageOf } from '../shared/language';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface PasswordDeps {
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly resets: PasswordResetRepository;
  readonly hasher: PasswordHasher;
  readonly email: EmailSender;
  readonly templates: MessageTemplates;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly audit: AuditLog;
  readonly rememberedDevices: RememberedDeviceRepository;
}

export type InvalidInput = { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors };

/** The new-password pair: both filled, equal, and by the password rule. */
export function checkNewPassword(newPassword: string, confirm: string, email: string): FieldErrors | null {
  if (newPassword.trim() === '') return { new_password: ['required'] };
  const rule = passwordRule(newPassword, { email });
  if (rule !== null) return { new_password: [rule] };
  if (confirm !== newPassword) return { confirm_new_password: ['password.mismatch'] };
  return null;
}

/**
 * E-mails a single-use link valid one hour. The answer is the same whether the address is known
 * or not, so the form cannot be used to find out who works where.
 */
export const requestPasswordReset = (deps: PasswordDeps) =>
  (input: { readonly email: string; readonly ip: string; readonly resetUrl: (token: string) => string }): TE.TaskEither<InvalidInput, void> => async () => {
    const email = input.email.trim();
    if (email === '') return E.left({ _tag: 'InvalidInput', errors: { email: ['required'] } });
    const user = await deps.users.byEmail(email);
    // SSO users have no password here: nothing is sent, and the answer stays the same.
    if (!user || !user.isActive || isSsoUser(user)) return E.right(undefined);
    const token = deps.secrets.token();
    const now = deps.clock.now();
    await deps.resets.create({ id: deps.secrets.hash(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
    const message = deps.templates.passwordResetEmail(user.language, input.resetUrl(token), RESET_TOKEN_TTL_MS / 60_000);
    await deps.email.send({ to: user.email, ...message, meta: { kind: 'password_reset', userId: user.id, language: languageOf(user.language) } });
    await deps.audit.record({ action: 'password_reset_requested', userId: user.id, dealershipId: null, ip: input.ip, detail: {} });
    return E.right(undefined);
  };

export type ResetPasswordError = InvalidInput;

/** Sets a new password with the e-mailed token; the token works once, and every open session of the user ends. */
export const resetPassword = (deps: PasswordDeps) =>
  (input: { readonly token: string; readonly newPassword: string; readonly confirmNewPassword: string; readonly ip: string }): TE.TaskEither<ResetPasswordError, void> => async () => {
    const now = deps.clock.now();
    const id = deps.secrets.hash(input.token);
    const token = input.token === '' ? null : await deps.resets.byId(id);
    if (!token || token.usedAt !== null || now.getTime() >= token.expiresAt.getTime()) {
      return E.left({ _tag: 'InvalidInput', errors: { token: ['reset.invalid_or_expired'] } });
    }
    const user = await deps.users.byId(token.userId);
    if (!user || !user.isActive || isSsoUser(user)) return E.left({ _tag: 'InvalidInput', errors: { token: ['reset.invalid_or_expired'] } });
    const bad = checkNewPassword(input.newPassword, input.confirmNewPassword, user.email);
    if (bad) return E.left({ _tag: 'InvalidInput', errors: bad });
    const hash = await deps.hasher.hash(input.newPassword);
    if (!(await deps.resets.use(id, now))) return E.left({ _tag: 'InvalidInput', errors: { token: ['reset.invalid_or_expired'] } });
    await deps.users.setPasswordHash(user.id, hash);
    await deps.sessions.endAllForUser(user.id, now);
    await deps.rememberedDevices.forgetAllForUser(user.id);
    await deps.audit.record({ action: 'password_reset', userId: user.id, dealershipId: null, ip: input.ip, detail: {} });
    return E.right(undefined);
  };

/** Changes the signed-in user's password: the current one must be right and the new one follow the rule. */
export const changePassword = (deps: PasswordDeps) =>
  (ctx: SessionContext, input: { readonly currentPassword: string; readonly newPassword: string; readonly confirmNewPassword: string; readonly ip: string }): TE.TaskEither<InvalidInput, void> => async () => {
    if (isSsoUser(ctx.user)) return E.left({ _tag: 'InvalidInput', errors: { current_password: ['password.sso_user'] } });
    if (input.currentPassword === '') return E.left({ _tag: 'InvalidInput', errors: { current_password: ['required'] } });
    const hash = await deps.users.passwordHash(ctx.user.id);
    if (!hash || !(await deps.hasher.verify(hash, input.currentPassword))) {
      return E.left({ _tag: 'InvalidInput', errors: { current_password: ['password.current_wrong'] } });
    }
    const bad = checkNewPassword(input.newPassword, input.confirmNewPassword, ctx.user.email);
    if (bad) return E.left({ _tag: 'InvalidInput', errors: bad });
    if (input.newPassword === input.currentPassword) return E.left({ _tag: 'InvalidInput', errors: { new_password: ['password.same_as_current'] } });
    await deps.users.setPasswordHash(ctx.user.id, await deps.hasher.hash(input.newPassword));
    // Whoever else held the old password is signed out; this browser stays signed in.
    await deps.sessions.endAllForUser(ctx.user.id, deps.clock.now(), ctx.session.id);
    // A remembered device skipped the one-time code on the strength of the old password: no more.
    await deps.rememberedDevices.forgetAllForUser(ctx.user.id);
    await deps.audit.record({ action: 'password_changed', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip: input.ip, detail: {} });
    return E.right(undefined);
  };
