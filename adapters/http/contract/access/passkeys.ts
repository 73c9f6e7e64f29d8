import * as t from 'io-ts';
import { boundedString, Nullable, ShortText } from '../common';

/** A credential id (at most 1,023 bytes by WebAuthn, base64url). */
const CredentialIdText = boundedString(2048);
/** An authenticator's answer part (base64url): client data, authenticator data, a signature, an attestation. */
const WebAuthnText = boundedString(32_768);
const Extensions = t.record(t.string, t.unknown);

/** navigator.credentials.create()'s answer as @simplewebauthn/browser's startRegistration gives it (RegistrationResponseJSON). */
export const RegistrationCredential = t.intersection([
  t.type({
    id: CredentialIdText, rawId: CredentialIdText, type: t.literal('public-key'), clientExtensionResults: Extensions,
    response: t.intersection([
      t.type({ clientDataJSON: WebAuthnText, attestationObject: WebAuthnText }),
      t.partial({ transports: t.array(ShortText), authenticatorData: WebAuthnText, publicKeyAlgorithm: t.number, publicKey: WebAuthnText }),
    ]),
  }),
  t.partial({ authenticatorAttachment: ShortText }),
]);

/** navigator.credentials.get()'s answer as startAuthentication gives it (AuthenticationResponseJSON). */
export const AuthenticationCredential = t.intersection([
  t.type({
    id: CredentialIdText, rawId: CredentialIdText, type: t.literal('public-key'), clientExtensionResults: Extensions,
    response: t.intersection([
      t.type({ clientDataJSON: WebAuthnText, authenticatorData: WebAuthnText, signature: WebAuthnText }),
      t.partial({ userHandle: WebAuthnText }),
    ]),
  }),
  t.partial({ authenticatorAttachment: ShortText }),
]);

/** The options to hand to startRegistration / startAuthentication as `optionsJSON` (PublicKeyCredential*OptionsJSON). */
export const PasskeyOptionsResponse = t.type({ options: t.record(t.string, t.unknown) });
export type PasskeyOptionsResponse = t.TypeOf<typeof PasskeyOptionsResponse>;

/** A passkey as My profile lists it (never its key). Times are ISO 8601. */
export const PasskeyBody = t.type({ id: t.number, name: t.string, transports: t.array(t.string), created_at: t.string, last_used_at: Nullable(t.string) });
export type PasskeyBody = t.TypeOf<typeof PasskeyBody>;
export const PasskeysResponse = t.type({ passkeys: t.array(PasskeyBody) });
export type PasskeysResponse = t.TypeOf<typeof PasskeysResponse>;

/** A new passkey: the browser's answer and, if the user gave one, its name (default: the browser and system). */
export const AddPasskeyRequest = t.intersection([t.type({ credential: RegistrationCredential }), t.partial({ name: ShortText })]);
export type AddPasskeyRequest = t.TypeOf<typeof AddPasskeyRequest>;
export const RenamePasskeyRequest = t.type({ name: ShortText });

/** Whether the session's user can answer the second step with a passkey. */
export const PasskeySignInStatus = t.type({ available: t.boolean });
export type PasskeySignInStatus = t.TypeOf<typeof PasskeySignInStatus>;
export const PasskeySignInRequest = t.intersection([t.type({ credential: AuthenticationCredential }), t.partial({ remember_device: t.boolean })]);
export type PasskeySignInRequest = t.TypeOf<typeof PasskeySignInRequest>;
