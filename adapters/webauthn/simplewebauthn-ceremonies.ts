import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransportFuture, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from '@dealer-panel/core/access/passkey';
import type { WebAuthnCeremonies } from '@dealer-panel/core/access/passkey-ports';

/** The browser's own wait for the person (one minute); the server keeps the challenge five. */
const TIMEOUT_MS = 60_000;

const descriptors = (passkeys: readonly Passkey[]) =>
  passkeys.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransportFuture[] }));

/**
 * The WebAuthn ceremonies over @simplewebauthn/server 13. Passkeys are a second factor after the
 * password, so user verification and a discoverable credential are preferred, not required (a
 * security key without a PIN still proves possession). No attestation is asked for: which
 * authenticator a person uses is theirs to choose. Any refusal of the library (it throws on a bad
 * signature, challenge, origin or RP ID) is a null, as the port says; the counter is checked by core.
 */
export function simpleWebAuthnCeremonies(log: (msg: string, fields: object) => void = () => undefined): WebAuthnCeremonies {
  return {
    async registrationOptions({ rp, user, exclude }) {
      const options = await generateRegistrationOptions({
        rpName: rp.name, rpID: rp.id, userName: user.name, userDisplayName: user.displayName,
        userID: new TextEncoder().encode(`dealer-panel-user-${user.id}`), timeout: TIMEOUT_MS, attestationType: 'none',
        excludeCredentials: descriptors(exclude),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      return { options: options as unknown as Readonly<Record<string, unknown>>, challenge: options.challenge };
    },

    async verifyRegistration({ rp, response, challenge }) {
      try {
        const result = await verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON, expectedChallenge: challenge,
          expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false,
        });
        if (!result.verified) return null;
        const { credential, aaguid } = result.registrationInfo;
        return {
          credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter,
          transports: credential.transports ?? response.response.transports ?? [], aaguid,
        };
      } catch (error) {
        log('passkey registration refused', { reason: error instanceof Error ? error.message : String(error) });
        return null;
      }
    },

    async authenticationOptions({ rp, allow }) {
      const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials: descriptors(allow), userVerification: 'preferred', timeout: TIMEOUT_MS });
      return { options: options as unknown as Readonly<Record<string, unknown>>, challenge: options.challenge };
    },

    async verifyAuthentication({ rp, response, challenge, passkey }) {
      try {
        const result = await verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id,
          // The counter rule is core's (counterAccepted, audited as such): the library is given 0 so a
          // counter gone back reaches it as a counter refusal, not as a bad signature.
          credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: 0, transports: passkey.transports as AuthenticatorTransportFuture[] },
          requireUserVerification: false,
        });
        return result.verified ? { newCounter: result.authenticationInfo.newCounter } : null;
      } catch (error) {
        log('passkey sign-in refused', { reason: error instanceof Error ? error.message : String(error) });
        return null;
      }
    },
  };
}
