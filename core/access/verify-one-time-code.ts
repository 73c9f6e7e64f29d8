import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { FieldErrors } from '../shared/validation';
import { checkCode, OTP_LENGTH } from './one-time-code';
import { normalizePhone, verificationStatus, type OtpDeps, type VerificationStatus } from './one-time-codes';
import { REMEMBER_DEVICE_MS } from './session';
import type { SessionContext } from './session-context';
import type { RememberedDeviceRepository, SessionRepository } from './session-repository';

export type VerifyCodeError =
  | { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors }
  | { readonly _tag: 'NoCodePending' }
  | { readonly _tag: 'InvalidCode'; readonly attemptsLeft: number }
  | { readonly _tag: 'CodeExpired' }
  | { readonly _tag: 'CodeLocked' };

export interface VerifyCodeDeps extends OtpDeps {
  readonly sessions: SessionRepository;
  readonly rememberedDevices: RememberedDeviceRepository;
}

export interface VerifyCodeCommand {
  readonly token: string;
  readonly rememberDevice: boolean;
  /** confirm_otp_device/: the phone being set up must be the one the code was sent to. */
  readonly phone?: string;
  readonly ip: string;
}

export interface Verified {
  readonly status: VerificationStatus;
  /** The "remember this device" cookie token (30 days), when asked for. */
  readonly deviceToken: string | null;
  /** The session's new cookie token: the code step gives the session a new id (as sign-in does). */
  readonly sessionToken: string;
}

/** Checks the session's pending code: 6 digits, 10 minutes, single use, locked after 5 wrong tries. */
export const verifyOneTimeCode = (deps: VerifyCodeDeps) => (ctx: SessionContext, command: VerifyCodeCommand): TE.TaskEither<VerifyCodeError, Verified> => async () => {
  const token = command.token.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(token)) return E.left({ _tag: 'InvalidInput', errors: { token: [token === '' ? 'required' : 'otp.format'] } });
  const pending = await deps.codes.latestFor(ctx.session.id);
  if (!pending) return E.left({ _tag: 'NoCodePending' });
  if (command.phone !== undefined && (pending.channel === 'email' || normalizePhone(command.phone) !== pending.phone)) {
    return E.left({ _tag: 'InvalidInput', errors: { phone: ['otp.phone_mismatch'] } });
  }
  const now = deps.clock.now();
  const check = checkCode(pending, deps.secrets.hash(token), now);
  switch (check.result) {
    case 'used':
      return E.left({ _tag: 'NoCodePending' });
    case 'expired':
      return E.left({ _tag: 'CodeExpired' });
    case 'locked':
      return E.left({ _tag: 'CodeLocked' });
    case 'wrong':
      await deps.codes.recordFailure(pending.id, check.nowLocked, now);
      await deps.audit.record({ action: 'code_failed', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip: command.ip, detail: { attempts_left: check.attemptsLeft } });
      return E.left(check.nowLocked ? { _tag: 'CodeLocked' } : { _tag: 'InvalidCode', attemptsLeft: check.attemptsLeft });
    case 'ok':
      break;
  }
  if (!(await deps.codes.consume(pending.id, now))) return E.left({ _tag: 'NoCodePending' });
  const sessionToken = deps.secrets.token();
  if (!(await deps.sessions.rotateVerified(ctx.session.id, deps.secrets.hash(sessionToken)))) return E.left({ _tag: 'NoCodePending' });
  const device = await deps.otpDevices.byUser(ctx.user.id);
  if (pending.channel !== 'email' && (!device || !device.confirmed || device.phone !== pending.phone)) {
    await deps.otpDevices.confirm(ctx.user.id, pending.phone, now);
    await deps.audit.record({ action: 'device_registered', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip: command.ip, detail: {} });
  }
  let deviceToken: string | null = null;
  if (command.rememberDevice) {
    deviceToken = deps.secrets.token();
    await deps.rememberedDevices.create({ id: deps.secrets.hash(deviceToken), userId: ctx.user.id, phone: pending.phone, createdAt: now, expiresAt: new Date(now.getTime() + REMEMBER_DEVICE_MS) });
  }
  await deps.audit.record({ action: 'code_confirmed', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip: command.ip, detail: { remember_device: command.rememberDevice } });
  const verified = { ...ctx, session: { ...ctx.session, id: deps.secrets.hash(sessionToken), fullyAuthenticated: true } };
  return E.right({ status: await verificationStatus(deps)(verified), deviceToken, sessionToken });
};
