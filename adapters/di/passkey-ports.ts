import type { PasskeyChallengeRepository, PasskeyRepository, WebAuthnCeremonies } from '@dealer-panel/core/access/passkey-ports';
import type { PasskeyFactors } from '@dealer-panel/core/access/second-factor-ports';
import type { Db } from '../persistence/shared/database';
import { drizzlePasskeyChallenges, drizzlePasskeyRepository } from '../persistence/access/drizzle-passkey-repository';
import { simpleWebAuthnCeremonies } from '../webauthn/simplewebauthn-ceremonies';

/** Passkeys (issue 30 item 5): the users' credentials, the challenges handed out, and the WebAuthn ceremonies. */
export interface PasskeyPorts {
  readonly passkeys: PasskeyRepository;
  readonly passkeyChallenges: PasskeyChallengeRepository;
  readonly webauthn: WebAuthnCeremonies;
}

export const passkeyPorts = (db: Db, log: (msg: string, fields: object) => void): PasskeyPorts => ({
  passkeys: drizzlePasskeyRepository(db),
  passkeyChallenges: drizzlePasskeyChallenges(db),
  webauthn: simpleWebAuthnCeremonies(log),
});

/** The second factors' view of the passkeys (issue 30.5): how many a user has, and the admin's reset removing them all. */
export const passkeyFactorsOf = (passkeys: PasskeyRepository): PasskeyFactors => ({
  count: async (userId) => (await passkeys.forUser(userId)).length,
  removeAll: async (userId) => { for (const p of await passkeys.forUser(userId)) await passkeys.remove(userId, p.id); },
});
