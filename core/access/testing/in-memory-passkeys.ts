import type { Passkey, PasskeyChallenge } from '../passkey';
import type { AuthenticationResponse, PasskeyChallengeRepository, PasskeyRepository, RegistrationResponse, WebAuthnCeremonies } from '../passkey-ports';

export function inMemoryPasskeys(): PasskeyRepository & { all(): readonly Passkey[] } {
  let rows: Passkey[] = [];
  let next = 1;
  return {
    all: () => rows,
    forUser: async (userId) => rows.filter((p) => p.userId === userId),
    byCredentialId: async (credentialId) => rows.find((p) => p.credentialId === credentialId) ?? null,
    add: async (passkey) => {
      if (rows.some((p) => p.credentialId === passkey.credentialId)) return null;
      const added: Passkey = { ...passkey, id: next++, lastUsedAt: null };
      rows.push(added);
      return added;
    },
    rename: async (userId, id, name) => {
      const found = rows.find((p) => p.id === id && p.userId === userId);
      if (!found) return null;
      const renamed = { ...found, name };
      rows = rows.map((p) => (p.id === id ? renamed : p));
      return renamed;
    },
    remove: async (userId, id) => {
      const before = rows.length;
      rows = rows.filter((p) => !(p.id === id && p.userId === userId));
      return rows.length < before;
    },
    used: async (id, expected, counter, at) => {
      const found = rows.find((p) => p.id === id);
      if (!found || found.counter !== expected) return false;
      rows = rows.map((p) => (p.id === id ? { ...p, counter, lastUsedAt: at } : p));
      return true;
    },
  };
}

export function inMemoryPasskeyChallenges(): PasskeyChallengeRepository & { all(): readonly PasskeyChallenge[] } {
  let rows: PasskeyChallenge[] = [];
  let next = 1;
  return {
    all: () => rows,
    create: async (challenge) => { rows.push({ ...challenge, id: next++, consumedAt: null }); },
    latestFor: async (sessionId, ceremony) => [...rows].reverse().find((c) => c.sessionId === sessionId && c.ceremony === ceremony) ?? null,
    consume: async (id, at) => {
      const found = rows.find((c) => c.id === id);
      if (!found || found.consumedAt !== null) return false;
      rows = rows.map((c) => (c.id === id ? { ...c, consumedAt: at } : c));
      return true;
    },
    purgeExpired: async (before) => {
      const kept = rows.filter((c) => c.expiresAt >= before);
      const purged = rows.length - kept.length;
      rows = kept;
      return purged;
    },
  };
}

/**
 * Ceremonies without cryptography: a response is good when its clientDataJSON is the challenge
 * handed out and its `signature` is 'good'; the counter is read from authenticatorData.
 */
export function fakeCeremonies(): WebAuthnCeremonies & { issued: string[] } {
  const issued: string[] = [];
  const challenge = () => {
    const value = `challenge-${issued.length + 1}`;
    issued.push(value);
    return value;
  };
  return {
    issued,
    registrationOptions: async ({ user, exclude }) => {
      const value = challenge();
      return { challenge: value, options: { challenge: value, user: { name: user.name }, excludeCredentials: exclude.map((p) => ({ id: p.credentialId })) } };
    },
    verifyRegistration: async ({ response, challenge: expected }: { response: RegistrationResponse; challenge: string }) =>
      (response.response.clientDataJSON === expected ? { credentialId: response.id, publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: ['internal'], aaguid: '0' } : null),
    authenticationOptions: async ({ allow }) => {
      const value = challenge();
      return { challenge: value, options: { challenge: value, allowCredentials: allow.map((p) => ({ id: p.credentialId })) } };
    },
    verifyAuthentication: async ({ response, challenge: expected, passkey }: { response: AuthenticationResponse; challenge: string; passkey: Passkey }) =>
      (response.response.clientDataJSON === expected && response.response.signature === 'good' && response.id === passkey.credentialId
        ? { newCounter: Number(response.response.authenticatorData) }
        : null),
  };
}

export function aRegistration(credentialId: string, challenge: string): RegistrationResponse {
  return { id: credentialId, rawId: credentialId, type: 'public-key', response: { clientDataJSON: challenge, attestationObject: 'x' }, clientExtensionResults: {} };
}

export function anAssertion(credentialId: string, challenge: string, counter: number, signature = 'good'): AuthenticationResponse {
  return { id: credentialId, rawId: credentialId, type: 'public-key', response: { clientDataJSON: challenge, authenticatorData: String(counter), signature }, clientExtensionResults: {} };
}
