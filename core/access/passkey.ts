import type { FieldErrors } from '../shared/validation';

/** A passkey (WebAuthn credential) a staff member registered as their second factor. */
export interface Passkey {
  readonly id: number;
  readonly userId: number;
  /** The credential id, base64url, unique across every user. */
  readonly credentialId: string;
  /** The COSE public key the authenticator gave at registration. */
  readonly publicKey: Uint8Array;
  /** The signature counter last seen (0 for authenticators that keep none, such as synced passkeys). */
  readonly counter: number;
  readonly transports: readonly string[];
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

/**
 * Who the browser signs for: the RP ID (a host name, no port) and the one origin accepted
 * (scheme, host and port as the browser writes it). From PUBLIC_URL; without it, the request's host.
 */
export interface RelyingParty {
  readonly id: string;
  readonly origin: string;
  readonly name: string;
}

export type PasskeyCeremony = 'registration' | 'authentication';

/** A challenge handed to the browser: kept per session, single use, short-lived. */
export interface PasskeyChallenge {
  readonly id: number;
  readonly sessionId: string;
  readonly userId: number;
  readonly ceremony: PasskeyCeremony;
  readonly challenge: string;
  readonly expiresAt: Date;
  readonly consumedAt: Date | null;
}

/** A challenge is answered within five minutes (the browser's own timeout is one minute). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const PASSKEY_NAME_MAX = 60;
/** A user keeps at most this many passkeys (each is listed on My profile). */
export const PASSKEYS_PER_USER_MAX = 20;

/** The name's errors under `name`, or null: required after trimming, at most 60 characters. */
export function passkeyNameErrors(name: string): FieldErrors | null {
  const trimmed = name.trim();
  if (trimmed === '') return { name: ['required'] };
  if (trimmed.length > PASSKEY_NAME_MAX) return { name: ['passkeys.name_too_long'] };
  return null;
}

/**
 * The counter rule of WebAuthn (§6.1.1): when either the stored or the new counter is not zero,
 * the new one must be greater; otherwise the credential may have been cloned.
 */
export function counterAccepted(stored: number, received: number): boolean {
  if (stored === 0 && received === 0) return true;
  return received > stored;
}

/** Whether a challenge can still be answered at `now`. */
export function challengeOpen(challenge: PasskeyChallenge, now: Date): boolean {
  return challenge.consumedAt === null && now.getTime() < challenge.expiresAt.getTime();
}
