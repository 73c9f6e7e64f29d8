import type { OtpDeps } from './one-time-codes';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { Secrets } from '../shared/ports/secrets';
import type { PasskeyChallengeRepository, PasskeyRepository, WebAuthnCeremonies } from './passkey-ports';
import type { RememberedDeviceRepository, SessionRepository } from './session-repository';
import type { OtpDeviceRepository } from './user-repository';

/** The ports the passkey use cases need. */
/** With the second factors' ports (issue 30.5): the status after a passkey names every factor; an app lets the last passkey go. */
export interface PasskeyDeps extends Pick<OtpDeps, 'secondFactors' | 'passkeyFactors' | 'textMessages'> {
  readonly passkeys: PasskeyRepository;
  readonly passkeyChallenges: PasskeyChallengeRepository;
  readonly webauthn: WebAuthnCeremonies;
  /** The user's phone factor: a user whose last passkey goes keeps it (or another factor). */
  readonly otpDevices: OtpDeviceRepository;
  readonly sessions: SessionRepository;
  readonly rememberedDevices: RememberedDeviceRepository;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

/** The session has no open challenge of this ceremony (none asked for, expired, or already answered). */
export interface NoChallenge { readonly _tag: 'NoChallenge' }
/** The browser's answer does not hold: wrong signature, challenge, origin, RP ID, or a counter gone back. */
export interface PasskeyRefused { readonly _tag: 'PasskeyRefused' }
