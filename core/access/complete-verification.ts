import type { SecondFactor } from './second-factor';
import { verificationStatus, type OtpDeps, type VerificationStatus } from './one-time-codes';
import { REMEMBER_DEVICE_MS } from './session';
import type { SessionContext } from './session-context';
import type { RememberedDeviceRepository, SessionRepository } from './session-repository';

export interface CompleteDeps extends Pick<OtpDeps, 'otpDevices' | 'secondFactors' | 'passkeyFactors' | 'textMessages' | 'secrets' | 'clock' | 'audit'> {
  readonly sessions: SessionRepository;
  readonly rememberedDevices: RememberedDeviceRepository;
}

export interface FactorVerified {
  readonly status: VerificationStatus;
  /** The "remember this device" cookie token (30 days), when asked for. */
  readonly deviceToken: string | null;
  /** The session's new cookie token (a new id once verified, as after a texted code). */
  readonly sessionToken: string;
}

/**
 * The end of the second-factor step whatever the factor: the session gets a new id and is fully
 * authenticated, the device is remembered if asked, and the trail says which factor. Null when the
 * session ended meanwhile.
 */
export async function completeVerification(
  deps: CompleteDeps, ctx: SessionContext, input: { readonly factor: SecondFactor | 'recovery_code'; readonly rememberDevice: boolean; readonly ip: string },
): Promise<FactorVerified | null> {
  const now = deps.clock.now();
  const sessionToken = deps.secrets.token();
  if (!(await deps.sessions.rotateVerified(ctx.session.id, deps.secrets.hash(sessionToken)))) return null;
  let deviceToken: string | null = null;
  if (input.rememberDevice) {
    deviceToken = deps.secrets.token();
    await deps.rememberedDevices.create({ id: deps.secrets.hash(deviceToken), userId: ctx.user.id, phone: '', createdAt: now, expiresAt: new Date(now.getTime() + REMEMBER_DEVICE_MS) });
  }
  await deps.audit.record({ action: 'second_factor_confirmed', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip: input.ip, detail: { factor: input.factor, remember_device: input.rememberDevice } });
  const verified = { ...ctx, session: { ...ctx.session, id: deps.secrets.hash(sessionToken), fullyAuthenticated: true } };
  return { status: await verificationStatus(deps)(verified), deviceToken, sessionToken };
}
