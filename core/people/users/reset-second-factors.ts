import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../../access/dealership-context';
import type { PasskeyFactors, SecondFactorRepository } from '../../access/second-factor-ports';
import type { RememberedDeviceRepository, SessionRepository } from '../../access/session-repository';
import type { OtpDeviceRepository } from '../../access/user-repository';
import type { AuditLog } from '../../shared/ports/audit-log';
import type { Clock } from '../../shared/ports/clock';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../../shared/errors';
import { mayEditMember, mayGrantPermissions, maySeeStaff } from './user-admin-policy';
import type { UserAdminRepository } from './user-admin-repository';

export interface ResetFactorsDeps {
  readonly staff: UserAdminRepository;
  readonly secondFactors: SecondFactorRepository;
  readonly passkeyFactors: PasskeyFactors;
  readonly otpDevices: OtpDeviceRepository;
  readonly rememberedDevices: RememberedDeviceRepository;
  readonly sessions: SessionRepository;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

/** Who may reset a staff member's second factors: an admin of the store (as for per-user permissions) who may edit that member. */
export function mayResetFactors(ctx: DealershipContext): boolean {
  return maySeeStaff(ctx) && mayGrantPermissions(ctx.actor);
}

/**
 * POST user/{id}/reset_second_factors/ (issue 30.5): a staff member lost their phone or app. Their
 * phone, app, recovery codes, passkeys, preference and remembered devices go, and their sessions
 * end; at the next sign-in they set up a factor again (or get a code by e-mail). Audited with the
 * factors removed. Nobody resets their own (My profile does that, with a factor in hand).
 */
export const resetSecondFactors = (deps: ResetFactorsDeps) =>
  (ctx: DealershipContext, userId: number, ip: string): TE.TaskEither<InvalidInput | Forbidden | NotFound, { readonly removed: readonly string[] }> => async () => {
    if (!mayResetFactors(ctx)) return E.left(forbidden('reset_second_factors'));
    const target = await deps.staff.byIdAt(ctx.dealership.id, userId);
    if (!target) return E.left(notFound);
    if (target.id === ctx.user.id) return E.left(invalidInput({ user: ['second_factor.cannot_reset_self'] }));
    if (!mayEditMember(ctx.actor, target.role)) return E.left(forbidden('reset_second_factors'));
    const [device, totp, passkeys, codesLeft] = await Promise.all([
      deps.otpDevices.byUser(userId), deps.secondFactors.totp(userId), deps.passkeyFactors.count(userId), deps.secondFactors.recoveryCodesLeft(userId),
    ]);
    const removed = [
      ...(device ? ['sms'] : []), ...(totp?.secret ? ['totp'] : []), ...(passkeys > 0 ? ['passkey'] : []), ...(codesLeft > 0 ? ['recovery_codes'] : []),
    ];
    await deps.secondFactors.resetAll(userId);
    await deps.passkeyFactors.removeAll(userId);
    await deps.otpDevices.remove(userId);
    await deps.rememberedDevices.forgetAllForUser(userId);
    await deps.sessions.endAllForUser(userId, deps.clock.now());
    await deps.audit.record({
      action: 'second_factors_reset', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip,
      detail: { target_user_id: userId, removed: removed.join(',') }, before: { second_factors: removed }, after: { second_factors: [] },
    });
    return E.right({ removed });
  };
