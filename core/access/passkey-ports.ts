import type { Passkey, PasskeyCeremony, PasskeyChallenge, RelyingParty } from './passkey';

/**
 * The browser's answers, as @simplewebauthn/browser sends them (base64url strings). The contract
 * checks their shape; the ceremonies port checks their meaning (signatures, challenge, origin).
 */
export interface RegistrationResponse {
  readonly id: string;
  readonly rawId: string;
  readonly type: 'public-key';
  readonly response: {
    readonly clientDataJSON: string;
    readonly attestationObject: string;
    readonly transports?: readonly string[];
    readonly authenticatorData?: string;
    readonly publicKeyAlgorithm?: number;
    readonly publicKey?: string;
  };
  readonly authenticatorAttachment?: string;
  readonly clientExtensionResults: Readonly<Record<string, unknown>>;
}

export interface AuthenticationResponse {
  readonly id: string;
  readonly rawId: string;
  readonly type: 'public-key';
  readonly response: {
    readonly clientDataJSON: string;
    readonly authenticatorData: string;
    readonly signature: string;
    readonly userHandle?: string;
  };
  readonly authenticatorAttachment?: string;
  readonly clientExtensionResults: Readonly<Record<string, unknown>>;
}

/** The options handed to navigator.credentials (PublicKeyCredential{Creation,Request}OptionsJSON), opaque to core. */
export type CeremonyOptions = Readonly<Record<string, unknown>>;

export interface NewCredential {
  readonly credentialId: string;
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: readonly string[];
  /** The authenticator model's id (AAGUID), all zeros when the authenticator keeps it private. */
  readonly aaguid: string;
}

/**
 * The WebAuthn ceremonies (@simplewebauthn/server). Contract: options carry a fresh random
 * challenge, returned beside them for the server to keep; `verify*` never throws for a bad answer
 * and gives null instead (wrong challenge, origin, RP ID, signature, a malformed answer).
 */
export interface WebAuthnCeremonies {
  registrationOptions(input: {
    readonly rp: RelyingParty;
    readonly user: { readonly id: number; readonly name: string; readonly displayName: string };
    readonly exclude: readonly Passkey[];
  }): Promise<{ readonly options: CeremonyOptions; readonly challenge: string }>;
  verifyRegistration(input: { readonly rp: RelyingParty; readonly response: RegistrationResponse; readonly challenge: string }): Promise<NewCredential | null>;
  authenticationOptions(input: { readonly rp: RelyingParty; readonly allow: readonly Passkey[] }): Promise<{ readonly options: CeremonyOptions; readonly challenge: string }>;
  /** The counter the authenticator reports now (core applies the counter rule), or null when the answer is refused. */
  verifyAuthentication(input: {
    readonly rp: RelyingParty; readonly response: AuthenticationResponse; readonly challenge: string; readonly passkey: Passkey;
  }): Promise<{ readonly newCounter: number } | null>;
}

/** The users' passkeys. Contract: a credential id is unique across users (`add` false when taken). */
export interface PasskeyRepository {
  forUser(userId: number): Promise<readonly Passkey[]>;
  byCredentialId(credentialId: string): Promise<Passkey | null>;
  add(passkey: Omit<Passkey, 'id' | 'lastUsedAt'>): Promise<Passkey | null>;
  rename(userId: number, id: number, name: string): Promise<Passkey | null>;
  /** False when the user has no such passkey. */
  remove(userId: number, id: number): Promise<boolean>;
  /**
   * Records a sign-in: the new counter and the time. Only when the stored counter is still
   * `expectedCounter` (two racing sign-ins with one answer: one wins); true for the winner.
   */
  used(id: number, expectedCounter: number, newCounter: number, at: Date): Promise<boolean>;
}

/** Challenges handed to a session's browser. Contract: a new one of a ceremony supersedes the session's older ones. */
export interface PasskeyChallengeRepository {
  create(challenge: Omit<PasskeyChallenge, 'id' | 'consumedAt'>): Promise<void>;
  latestFor(sessionId: string, ceremony: PasskeyCeremony): Promise<PasskeyChallenge | null>;
  /** Marks it used; true only for the call that marked it. */
  consume(id: number, at: Date): Promise<boolean>;
  /** Forgets the challenges that expired before `before` (answered or not); answers how many. */
  purgeExpired(before: Date): Promise<number>;
}
