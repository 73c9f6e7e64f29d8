import type { PasskeyChallengeRepository, PasskeyRepository, WebAuthnCeremonies } from '@dealer-panel/core/access/passkey-ports';
import type { PasskeyFactors } from '@dealer-panel/core/access/second-factor-ports';
import type { Db } from '../persistence/shared/database';
import { drizzlePasskeyChallenges, drizzlePasskeyRepository } from '../persistence/access/drizzle-passkey-repository';

/** Passkeys (issue 30 item 5): the users' credentials, the challenges handed out, and the WebAuthn ceremonies. */
export interface PasskeyPorts {
  readonly passkeys: PasskeyRepository;
  readonly passkeyChallenges: PasskeyChallengeRepository;
  readonly webauthn: WebAuthnCeremonies;
}

/** The ceremonies of @simplewebauthn/server, loaded at the first passkey ceremony, not with the server (issue 34.6: ~1 MB of modules). */
function lazyCeremonies(log: (msg: string, fields: object) => void): WebAuthnCeremonies {
  let loaded: Promise<WebAuthnCeremonies> | undefined;
  const ceremonies = () => (loaded ??= import('../webauthn/simplewebauthn-ceremonies').then((m) => m.simpleWebAuthnCeremonies(log)));
  return {
    registrationOptions: async (input) => (await ceremonies()).registrationOptions(input),
    verifyRegistration: async (input) => (await ceremonies()).verifyRegistration(input),
    authenticationOptions: async (input) => (await ceremonies()).authenticationOptions(input),
    verifyAuthentication: async (input) => (await ceremonies()).verifyAuthentication(input),
  };
}

export const passkeyPorts = (db: Db, log: (msg: string, fields: object) => void): PasskeyPorts => ({
  passkeys: drizzlePasskeyRepository(db),
  passkeyChallenges: drizzlePasskeyChallenges(db),
  webauthn: lazyCeremonies(log),
});

/** The second factors' view of the passkeys (issue 30.5): how many a user has, and the admin's reset removing them all. */
export const passkeyFactorsOf = (passkeys: PasskeyRepository): PasskeyFactors => ({
  count: async (userId) => (await passkeys.forUser(userId)).length,
  removeAll: async (userId) => { for (const p of await passkeys.forUser(userId)) await passkeys.remove(userId, p.id); },
});
