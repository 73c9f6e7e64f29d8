import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { FieldErrors } from '../shared/validation';
import { completeVerification, type CompleteDeps, type FactorVerified } from './complete-verification';
import { countWrongCode, isFactorLocked } from './factor-lock';
import { normalizeRecoveryCode, recoveryCodeHash } from './recovery-codes';
import type { SecondFactorPorts } from './second-factor-ports';
import type { SessionContext } from './session-context';
import { matchStep, TOTP_DIGITS } from './totp';

export type VerifyFactorError =
  | { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors }
  | { readonly _tag: 'AlreadyVerified' }
  | { readonly _tag: 'NoAuthenticatorApp' }
  | { readonly _tag: 'InvalidCode'; readonly attemptsLeft: number }
  | { readonly _tag: 'CodeAlreadyUsed'; readonly attemptsLeft: number }
  | { readonly _tag: 'CodeLocked' }
  | { readonly _tag: 'NoCodePending' };

export type VerifyFactorDeps = CompleteDeps & Pick<SecondFactorPorts, 'totp' | 'creditCipher'>;

export interface VerifyFactorCommand {
  readonly method: 'totp' | 'recovery';
  readonly code: string;
  readonly rememberDevice: boolean;
  readonly ip: string;
}

export type FactorVerifiedWith = FactorVerified & { readonly recoveryCodesLeft: number | null };

/**
 * The sign-in's second step with the authenticator app's code (±1 step, each step once) or a
 * recovery code (each once; the answer says how many are left). Wrong codes of either count
 * toward the lock (factor-lock.ts).
 */
export const verifySecondFactor = (deps: VerifyFactorDeps) => (ctx: SessionContext, command: VerifyFactorCommand): TE.TaskEither<VerifyFactorError, FactorVerifiedWith> => async () => {
  if (ctx.session.fullyAuthenticated) return E.left({ _tag: 'AlreadyVerified' });
  const userId = ctx.user.id;
  const now = deps.clock.now();
  const wrong = async (tag: 'InvalidCode' | 'CodeAlreadyUsed'): Promise<E.Either<VerifyFactorError, never>> => {
    const counted = await countWrongCode(deps.secondFactors, userId, now);
    await deps.audit.record({ action: 'second_factor_failed', userId, dealershipId: ctx.session.dealershipId, ip: command.ip, detail: { method: command.method, attempts_left: counted.attemptsLeft } });
    return E.left(counted.locked ? { _tag: 'CodeLocked' } : { _tag: tag, attemptsLeft: counted.attemptsLeft });
  };

  if (command.method === 'totp') {
    const code = command.code.replace(/\s/g, '');
    if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return E.left({ _tag: 'InvalidInput', errors: { code: [code === '' ? 'required' : 'otp.format'] } });
    const record = await deps.secondFactors.totp(userId);
    if (!record?.secret) return E.left({ _tag: 'NoAuthenticatorApp' });
    if (await isFactorLocked(deps.secondFactors, userId, now)) return E.left({ _tag: 'CodeLocked' });
    const secret = deps.creditCipher.open(record.secret);
    const step = matchStep(deps.totp, secret, code, now, record.lastUsedStep);
    if (step === null) return wrong(matchStep(deps.totp, secret, code, now, null) === null ? 'InvalidCode' : 'CodeAlreadyUsed');
    // Two requests with one code: the step is taken by one of them only.
    if (!(await deps.secondFactors.useStep(userId, step))) return wrong('CodeAlreadyUsed');
    await deps.secondFactors.clearFailures(userId);
    const done = await completeVerification(deps, ctx, { factor: 'totp', rememberDevice: command.rememberDevice, ip: command.ip });
    return done ? E.right({ ...done, recoveryCodesLeft: null }) : E.left({ _tag: 'NoCodePending' });
  }

  const normalized = normalizeRecoveryCode(command.code);
  if (normalized === null) return E.left({ _tag: 'InvalidInput', errors: { code: [command.code.trim() === '' ? 'required' : 'recovery.format'] } });
  if (await isFactorLocked(deps.secondFactors, userId, now)) return E.left({ _tag: 'CodeLocked' });
  if (!(await deps.secondFactors.useRecoveryCode(userId, recoveryCodeHash(deps.secrets, normalized), now))) return wrong('InvalidCode');
  await deps.secondFactors.clearFailures(userId);
  const left = await deps.secondFactors.recoveryCodesLeft(userId);
  await deps.audit.record({ action: 'recovery_code_used', userId, dealershipId: ctx.session.dealershipId, ip: command.ip, detail: { codes_left: left } });
  const done = await completeVerification(deps, ctx, { factor: 'recovery_code', rememberDevice: command.rememberDevice, ip: command.ip });
  return done ? E.right({ ...done, recoveryCodesLeft: left }) : E.left({ _tag: 'NoCodePending' });
};
