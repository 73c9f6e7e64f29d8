import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { FieldErrors } from '../shared/validation';
import { deviceName } from './device-name';
import { challengeOpen, passkeyNameErrors, PASSKEY_CHALLENGE_TTL_MS, PASSKEYS_PER_USER_MAX, type Passkey, type RelyingParty } from './passkey';
import type { NoChallenge, PasskeyDeps, PasskeyRefused } from './passkey-deps';
import type { CeremonyOptions, RegistrationResponse } from './passkey-ports';
import type { SessionContext } from './session-context';
import { fullName } from '../shared/person-name';

export type PasskeyOptionsError = { readonly _tag: 'TooManyPasskeys' };

/**
 * Registration options for a fully authenticated user (My profile): the user's passkeys are
 * excluded (an authenticator is not registered twice); the challenge is kept for the session.
 */
export const passkeyRegistrationOptions = (deps: PasskeyDeps) => (ctx: SessionContext, rp: RelyingParty): TE.TaskEither<PasskeyOptionsError, CeremonyOptions> => async () => {
  const existing = await deps.passkeys.forUser(ctx.user.id);
  if (existing.length >= PASSKEYS_PER_USER_MAX) return E.left({ _tag: 'TooManyPasskeys' });
  const { options, challenge } = await deps.webauthn.registrationOptions({
    rp, exclude: existing, user: { id: ctx.user.id, name: ctx.user.email, displayName: fullName(ctx.user) || ctx.user.email },
  });
  const now = deps.clock.now();
  await deps.passkeyChallenges.create({ sessionId: ctx.session.id, userId: ctx.user.id, ceremony: 'registration', challenge, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS) });
  return E.right(options);
};

export type AddPasskeyError =
  | { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors }
  | NoChallenge | PasskeyRefused
  | { readonly _tag: 'PasskeyAlreadyRegistered' };

export interface AddPasskeyCommand {
  readonly rp: RelyingParty;
  readonly response: RegistrationResponse;
  /** The name the user gives it; blank: the browser and system the request came from ("Chrome on macOS"). */
  readonly name?: string;
  readonly userAgent: string;
  readonly ip: string;
}

/** Checks the browser's new credential against the session's registration challenge (used once) and keeps it. */
export const addPasskey = (deps: PasskeyDeps) => (ctx: SessionContext, command: AddPasskeyCommand): TE.TaskEither<AddPasskeyError, Passkey> => async () => {
  const given = command.name?.trim() ?? '';
  const nameErrors = given === '' ? null : passkeyNameErrors(given);
  if (nameErrors !== null) return E.left({ _tag: 'InvalidInput', errors: nameErrors });
  const now = deps.clock.now();
  const pending = await deps.passkeyChallenges.latestFor(ctx.session.id, 'registration');
  if (pending === null || !challengeOpen(pending, now)) return E.left({ _tag: 'NoChallenge' });
  // Used up before the answer is checked: a refused answer cannot be tried again with it.
  if (!(await deps.passkeyChallenges.consume(pending.id, now))) return E.left({ _tag: 'NoChallenge' });
  const credential = await deps.webauthn.verifyRegistration({ rp: command.rp, response: command.response, challenge: pending.challenge });
  if (credential === null) return E.left({ _tag: 'PasskeyRefused' });
  const added = await deps.passkeys.add({
    userId: ctx.user.id, credentialId: credential.credentialId, publicKey: credential.publicKey, counter: credential.counter,
    transports: credential.transports, name: given === '' ? deviceName(command.userAgent) : given, createdAt: now,
  });
  if (added === null) return E.left({ _tag: 'PasskeyAlreadyRegistered' });
  await deps.audit.record({ action: 'passkey_added', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip: command.ip, detail: { passkey: added.id, name: added.name } });
  return E.right(added);
};
