import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { FieldErrors } from '../shared/validation';
import { verificationStatus, type VerificationStatus } from './one-time-codes';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { isSecondFactor, mayRemoveFactor } from './second-factor';
import type { SecondFactorPorts } from './second-factor-ports';
import { loadSecondFactors } from './second-factor-status';
import type { SessionContext } from './session-context';

// My profile's "Sign-in security": the user's own factors, on a fully authenticated session.

export type ManageDeps = Pick<SecondFactorPorts, 'otpDevices' | 'secondFactors' | 'passkeyFactors' | 'textMessages' | 'secrets' | 'clock' | 'audit'>;
type Invalid = { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors };

/** The factor the verification page opens with; one of the user's usable factors. */
export const setPreferredFactor = (deps: ManageDeps) => (ctx: SessionContext, factor: string, ip: string): TE.TaskEither<Invalid, VerificationStatus> => async () => {
  const status = await loadSecondFactors(deps)(ctx.user.id);
  if (!isSecondFactor(factor) || !status.factors.includes(factor)) return E.left({ _tag: 'InvalidInput', errors: { preferred_factor: ['second_factor.not_enrolled'] } });
  await deps.secondFactors.setPreferred(ctx.user.id, factor);
  await deps.audit.record({ action: 'preferred_factor_changed', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip, detail: { factor }, before: { preferred_factor: status.preferred }, after: { preferred_factor: factor } });
  return E.right(await verificationStatus(deps)(ctx));
};

/** Removes the phone or the app; never the last enrolled factor (second-factor.ts, mayRemoveFactor). */
export const removeSecondFactor = (deps: ManageDeps) => (ctx: SessionContext, factor: string, ip: string): TE.TaskEither<Invalid, VerificationStatus> => async () => {
  const status = await loadSecondFactors(deps)(ctx.user.id);
  const allowed = isSecondFactor(factor) ? mayRemoveFactor(status, factor) : 'not_enrolled';
  if (allowed !== 'ok') return E.left({ _tag: 'InvalidInput', errors: { factor: [`second_factor.${allowed}`] } });
  if (factor === 'sms') await deps.otpDevices.remove(ctx.user.id);
  else await deps.secondFactors.removeTotp(ctx.user.id);
  await deps.audit.record({ action: 'second_factor_removed', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip, detail: { factor } });
  return E.right(await verificationStatus(deps)(ctx));
};

/** Ten new recovery codes (shown once); the old ones stop working. Only with an enrolled factor to recover. */
export const regenerateRecoveryCodes = (deps: ManageDeps) => (ctx: SessionContext, ip: string): TE.TaskEither<Invalid, readonly string[]> => async () => {
  const status = await loadSecondFactors(deps)(ctx.user.id);
  if (status.enrolled.length === 0) return E.left({ _tag: 'InvalidInput', errors: { factor: ['second_factor.none_enrolled'] } });
  const codes = newRecoveryCodes(deps.secrets);
  await deps.secondFactors.replaceRecoveryCodes(ctx.user.id, codes.map((c) => recoveryCodeHash(deps.secrets, c.replace('-', ''))), deps.clock.now());
  await deps.audit.record({ action: 'recovery_codes_generated', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip, detail: { count: codes.length } });
  return E.right(codes);
};
