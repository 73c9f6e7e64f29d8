import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { FieldErrors } from '../shared/validation';
import { completeVerification, type CompleteDeps } from './complete-verification';
import { countWrongCode, isFactorLocked } from './factor-lock';
import { verificationStatus, type VerificationStatus } from './one-time-codes';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { SecondFactorPorts } from './second-factor-ports';
import { loadSecondFactors } from './second-factor-status';
import type { SessionContext } from './session-context';
import { matchStep, TOTP_DIGITS } from './totp';

/** The name authenticator apps list the account under. */
export const TOTP_ISSUER = 'Dealer Panel';

export type EnrollDeps = CompleteDeps & Pick<SecondFactorPorts, 'totp' | 'creditCipher'>;

/** Before the code step, only a user with no factor at all enrolls (else a stolen password would add the thief's app). */
export type VerificationRequired = { readonly _tag: 'VerificationRequired' };

export interface TotpEnrollment {
  /** The Base32 secret, for typing into an app by hand (shown once; stored sealed). */
  readonly secret: string;
  /** The otpauth:// URI the QR code carries. */
  readonly uri: string;
}

/** Starts enrolling an authenticator app: a new secret, pending until its first code is confirmed. */
export const enrollTotp = (deps: EnrollDeps) => (ctx: SessionContext): TE.TaskEither<VerificationRequired, TotpEnrollment> => async () => {
  if (!ctx.session.fullyAuthenticated && (await loadSecondFactors(deps)(ctx.user.id)).hasFactor) return E.left({ _tag: 'VerificationRequired' });
  const secret = deps.totp.newSecret();
  await deps.secondFactors.setPendingTotp(ctx.user.id, deps.creditCipher.seal(secret), deps.clock.now());
  return E.right({ secret, uri: deps.totp.uri(secret, ctx.user.email, TOTP_ISSUER) });
};

export type ConfirmTotpError =
  | VerificationRequired
  | { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors }
  | { readonly _tag: 'NoCodePending' }
  | { readonly _tag: 'InvalidCode'; readonly attemptsLeft: number }
  | { readonly _tag: 'CodeLocked' };

export interface TotpConfirmed {
  readonly status: VerificationStatus;
  /** Ten new recovery codes when the user had none left (shown once), else null. */
  readonly recoveryCodes: readonly string[] | null;
  /** Set when the enrollment was the sign-in's second step: the session's new token, and the device's if remembered. */
  readonly sessionToken: string | null;
  readonly deviceToken: string | null;
}

/**
 * Confirms the pending app with its first code (±1 step); its step counts as used. The app
 * replaces one confirmed before. Recovery codes come with the first factor that needs them. During
 * sign-in (a user with no factor) it also completes the code step.
 */
export const confirmTotp = (deps: EnrollDeps) => (ctx: SessionContext, input: { readonly code: string; readonly rememberDevice: boolean; readonly ip: string }): TE.TaskEither<ConfirmTotpError, TotpConfirmed> => async () => {
  const code = input.code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return E.left({ _tag: 'InvalidInput', errors: { code: [code === '' ? 'required' : 'otp.format'] } });
  const userId = ctx.user.id;
  if (!ctx.session.fullyAuthenticated && (await loadSecondFactors(deps)(userId)).hasFactor) return E.left({ _tag: 'VerificationRequired' });
  const record = await deps.secondFactors.totp(userId);
  if (!record?.pending) return E.left({ _tag: 'NoCodePending' });
  const now = deps.clock.now();
  if (await isFactorLocked(deps.secondFactors, userId, now)) return E.left({ _tag: 'CodeLocked' });
  const step = matchStep(deps.totp, deps.creditCipher.open(record.pending), code, now, null);
  if (step === null) {
    const counted = await countWrongCode(deps.secondFactors, userId, now);
    return E.left(counted.locked ? { _tag: 'CodeLocked' } : { _tag: 'InvalidCode', attemptsLeft: counted.attemptsLeft });
  }
  if (!(await deps.secondFactors.confirmTotp(userId, step, now))) return E.left({ _tag: 'NoCodePending' });
  await deps.secondFactors.clearFailures(userId);
  await deps.audit.record({ action: 'totp_enrolled', userId, dealershipId: ctx.session.dealershipId, ip: input.ip, detail: { replaced: record.secret !== null } });
  let recoveryCodes: readonly string[] | null = null;
  if ((await deps.secondFactors.recoveryCodesLeft(userId)) === 0) {
    recoveryCodes = newRecoveryCodes(deps.secrets);
    await deps.secondFactors.replaceRecoveryCodes(userId, recoveryCodes.map((c) => recoveryCodeHash(deps.secrets, c.replace('-', ''))), now);
    await deps.audit.record({ action: 'recovery_codes_generated', userId, dealershipId: ctx.session.dealershipId, ip: input.ip, detail: { count: recoveryCodes.length } });
  }
  if (ctx.session.fullyAuthenticated) return E.right({ status: await verificationStatus(deps)(ctx), recoveryCodes, sessionToken: null, deviceToken: null });
  const done = await completeVerification(deps, ctx, { factor: 'totp', rememberDevice: input.rememberDevice, ip: input.ip });
  if (!done) return E.left({ _tag: 'NoCodePending' });
  return E.right({ status: done.status, recoveryCodes, sessionToken: done.sessionToken, deviceToken: done.deviceToken });
};
