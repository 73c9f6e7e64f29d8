import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import type { EmailSender } from '../shared/ports/message-senders';
import type { Secrets } from '../shared/ports/secrets';
import type { SecondFactor } from './second-factor';
import type { OtpDeviceRepository } from './user-repository';

/** A secret sealed at rest: the credit fields' FieldCipher (core/credit/credit-cipher.ts) fits this shape. */
export interface SealedSecret {
  readonly keyId: string;
  readonly ciphertext: string;
}

/** Seals and opens the authenticator app's secret. Contract: the FieldCipher's (`open(seal(x)) === x`; `open` throws on a foreign key). */
export interface SecretSealer {
  seal(plaintext: string): SealedSecret;
  open(sealed: SealedSecret): string;
}

/** RFC 6238 over a library (otplib): SHA-1, 6 digits, 30-second steps. */
export interface TotpAlgorithm {
  /** A new random Base32 secret (160 bits). */
  newSecret(): string;
  /** The 6-digit code of `secret` at time step `step` (seconds since the epoch / 30). */
  codeAt(secret: string, step: number): string;
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  uri(secret: string, account: string, issuer: string): string;
}

export interface TotpRecord {
  /** The confirmed secret; null while only a pending one exists. */
  readonly secret: SealedSecret | null;
  /** The secret shown at enrollment, waiting for its first code. */
  readonly pending: SealedSecret | null;
  /** The last time step a code was accepted for: a code of this step or earlier is refused (single use). */
  readonly lastUsedStep: number | null;
}

/** One sealed app secret of a user (the confirmed one or the pending one), as a key rotation reads it. */
export interface SealedTotp {
  readonly userId: number;
  readonly slot: 'secret' | 'pending';
  readonly sealed: SealedSecret;
}

/**
 * The app secret, recovery codes, preference and wrong-code count of each user. Contract:
 * `useStep` and `useRecoveryCode` are atomic (of two racing requests with the same code, one
 * gets true); `resetAll` leaves the user with nothing but their password (and their passkeys,
 * which PasskeyFactors removes).
 */
export interface SecondFactorRepository {
  totp(userId: number): Promise<TotpRecord | null>;
  /** Stores a new pending secret (a confirmed one stays until the pending one is confirmed). */
  setPendingTotp(userId: number, pending: SealedSecret, at: Date): Promise<void>;
  /** The pending secret becomes the app's, its first code's step used. False when nothing is pending. */
  confirmTotp(userId: number, step: number, at: Date): Promise<boolean>;
  /** Records `step` as used; false when a step at or after it was used already (a replay). */
  useStep(userId: number, step: number): Promise<boolean>;
  removeTotp(userId: number): Promise<void>;
  /** Replaces every recovery code of the user by these hashes. */
  replaceRecoveryCodes(userId: number, hashes: readonly string[], at: Date): Promise<void>;
  /** Marks the unused code with this hash used; false when there is none. */
  useRecoveryCode(userId: number, hash: string, at: Date): Promise<boolean>;
  recoveryCodesLeft(userId: number): Promise<number>;
  preferred(userId: number): Promise<SecondFactor | null>;
  setPreferred(userId: number, factor: SecondFactor | null): Promise<void>;
  /** Wrong app or recovery codes in a row, and until when the user is locked out of them. */
  failures(userId: number): Promise<{ readonly count: number; readonly lockedUntil: Date | null }>;
  /** Adds one wrong code and answers the count. Atomic (two at once both count). */
  recordFailure(userId: number): Promise<number>;
  lock(userId: number, until: Date): Promise<void>;
  clearFailures(userId: number): Promise<void>;
  /** Removes the app, the recovery codes, the preference and the count (an admin's reset). */
  resetAll(userId: number): Promise<void>;
  /** Key rotation: the secrets of at most `limit` users sealed with another key than `keyId` (one entry per secret). */
  totpSealedWithOtherKey(keyId: string, limit: number): Promise<readonly SealedTotp[]>;
  /** Puts `after` in the entry's place if that place still holds the entry's ciphertext; false when it changed. */
  resealTotp(entry: SealedTotp, after: SealedSecret): Promise<boolean>;
}

/**
 * The user's passkeys as a second factor. The passkey work (issue 30, a parallel change) binds the
 * real adapter; until then `noPasskeys` answers 0 and removes nothing.
 */
export interface PasskeyFactors {
  count(userId: number): Promise<number>;
  removeAll(userId: number): Promise<void>;
}

export const noPasskeys: PasskeyFactors = { count: async () => 0, removeAll: async () => undefined };

/** The e-mail carrying a sign-in code, in the user's language. */
export interface CodeEmailTemplate {
  codeEmail(language: string, code: string, minutes: number): { readonly subject: string; readonly body: string };
}

/** The ports of the second-factor use cases beyond the one-time codes'. */
export interface SecondFactorPorts {
  readonly secondFactors: SecondFactorRepository;
  readonly passkeyFactors: PasskeyFactors;
  readonly totp: TotpAlgorithm;
  /** The credit fields' FieldCipher (CREDIT_ENCRYPTION_KEY): the app secret is sealed with it. */
  readonly creditCipher: SecretSealer;
  readonly codeEmails: CodeEmailTemplate;
  /** Whether text messages can be sent (Twilio configured, or demo mode). */
  readonly textMessages: boolean;
  readonly otpDevices: OtpDeviceRepository;
  readonly email: EmailSender;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly audit: AuditLog;
}
