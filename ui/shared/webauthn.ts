import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import * as E from 'fp-ts/Either';
import type { AddPasskeyRequest, PasskeySignInRequest } from '../../adapters/http/contract/access/passkeys';

/**
 * Why the browser gave no passkey answer, each with a sentence in `passkeys.errors.<failure>`:
 * no WebAuthn at all, the person cancelled or let it time out (NotAllowedError, also what a
 * device with none of the listed passkeys says), this authenticator already holds one for the
 * account, a page that is not a secure context or an RP ID that does not match, or anything else.
 */
export type WebAuthnFailure = 'unsupported' | 'cancelled' | 'already_registered' | 'insecure' | 'failed';

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

export function webAuthnFailure(error: unknown): WebAuthnFailure {
  if (!(error instanceof Error)) return 'failed';
  const code = 'code' in error ? String(error.code) : '';
  if (error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (error.name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'already_registered';
  if (error.name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return 'insecure';
  if (error.name === 'NotSupportedError' || /not supported/i.test(error.message)) return 'unsupported';
  return 'failed';
}

/** navigator.credentials.create() with the server's options; its answer as the contract carries it. */
export async function makePasskey(options: Readonly<Record<string, unknown>>): Promise<E.Either<WebAuthnFailure, AddPasskeyRequest['credential']>> {
  if (!passkeysSupported()) return E.left('unsupported');
  try {
    const answer = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
    return E.right(answer as unknown as AddPasskeyRequest['credential']);
  } catch (error) {
    return E.left(webAuthnFailure(error));
  }
}

/** navigator.credentials.get() with the server's options; its answer as the contract carries it. */
export async function signWithPasskey(options: Readonly<Record<string, unknown>>): Promise<E.Either<WebAuthnFailure, PasskeySignInRequest['credential']>> {
  if (!passkeysSupported()) return E.left('unsupported');
  try {
    const answer = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
    return E.right(answer as unknown as PasskeySignInRequest['credential']);
  } catch (error) {
    return E.left(webAuthnFailure(error));
  }
}

/** The sentence key of a passkey call's failure: the server's field code (passkeys.refused…) or the problem's. */
export function passkeyErrorKey(code: string, fieldCodes: readonly string[] | undefined): string {
  const field = fieldCodes?.[0];
  if (field !== undefined) return field.startsWith('passkeys.') ? `passkeys.errors.${field.slice('passkeys.'.length)}` : `passkeys.errors.${field}`;
  return `problems.${code}`;
}
