import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { verificationStatus } from './one-time-codes';
import { challengeOpen, counterAccepted, PASSKEY_CHALLENGE_TTL_MS, type RelyingParty } from './passkey';
import type { NoChallenge, PasskeyDeps, PasskeyRefused } from './passkey-deps';
import type { AuthenticationResponse, CeremonyOptions } from './passkey-ports';
import { REMEMBER_DEVICE_MS } from './session';
import type { SessionContext } from './session-context';
import type { Verified } from './verify-one-time-code';

export type PasskeySignInOptionsError = { readonly _tag: 'AlreadyVerified' } | { readonly _tag: 'NoPasskey' };
export type PasskeySignInError = { readonly _tag: 'AlreadyVerified' } | NoChallenge | PasskeyRefused;

/** Whether the session's user can use a passkey as the second step (the verification page's button). */
export const passkeySignInAvailable = (deps: Pick<PasskeyDeps, 'passkeys'>) => async (ctx: SessionContext): Promise<boolean> =>
  (await deps.passkeys.forUser(ctx.user.id)).length > 0;

/**
 * The second step after the password: options naming the user's passkeys, the challenge kept
 * for the session. A session already past its second factor has nothing to prove.
 */
export const passkeySignInOptions = (deps: PasskeyDeps) => (ctx: SessionContext, rp: RelyingParty): TE.TaskEither<PasskeySignInOptionsError, CeremonyOptions> => async () => {
  if (ctx.session.fullyAuthenticated) return E.left({ _tag: 'AlreadyVerified' });
  const passkeys = await deps.passkeys.forUser(ctx.user.id);
  if (passkeys.length === 0) return E.left({ _tag: 'NoPasskey' });
  const { options, challenge } = await deps.webauthn.authenticationOptions({ rp, allow: passkeys });
  const now = deps.clock.now();
  await deps.passkeyChallenges.create({ sessionId: ctx.session.id, userId: ctx.user.id, ceremony: 'authentication', challenge, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS) });
  return E.right(options);
};

export interface PasskeySignInCommand {
  readonly rp: RelyingParty;
  readonly response: AuthenticationResponse;
  readonly rememberDevice: boolean;
  readonly ip: string;
}

/**
 * Checks the passkey's answer to the session's challenge (used once): one of the user's passkeys,
 * a good signature, a counter that moved forward. On success the session gets a new id and is
 * fully authenticated, exactly as a confirmed one-time code does (verify-one-time-code.ts).
 */
export const verifyPasskeySignIn = (deps: PasskeyDeps) => (ctx: SessionContext, command: PasskeySignInCommand): TE.TaskEither<PasskeySignInError, Verified> => async () => {
  if (ctx.session.fullyAuthenticated) return E.left({ _tag: 'AlreadyVerified' });
  const now = deps.clock.now();
  const pending = await deps.passkeyChallenges.latestFor(ctx.session.id, 'authentication');
  if (pending === null || !challengeOpen(pending, now)) return E.left({ _tag: 'NoChallenge' });
  if (!(await deps.passkeyChallenges.consume(pending.id, now))) return E.left({ _tag: 'NoChallenge' });
  const refuse = async (reason: string): Promise<E.Either<PasskeySignInError, Verified>> => {
    await deps.audit.record({ action: 'passkey_sign_in_refused', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip: command.ip, detail: { reason } });
    return E.left({ _tag: 'PasskeyRefused' });
  };
  const passkey = await deps.passkeys.byCredentialId(command.response.id);
  if (passkey === null || passkey.userId !== ctx.user.id) return refuse('unknown_passkey');
  const checked = await deps.webauthn.verifyAuthentication({ rp: command.rp, response: command.response, challenge: pending.challenge, passkey });
  if (checked === null) return refuse('signature');
  if (!counterAccepted(passkey.counter, checked.newCounter)) return refuse('counter');
  if (!(await deps.passkeys.used(passkey.id, passkey.counter, checked.newCounter, now))) return refuse('counter');
  const sessionToken = deps.secrets.token();
  if (!(await deps.sessions.rotateVerified(ctx.session.id, deps.secrets.hash(sessionToken)))) return E.left({ _tag: 'NoChallenge' });
  let deviceToken: string | null = null;
  if (command.rememberDevice) {
    deviceToken = deps.secrets.token();
    const phone = (await deps.otpDevices.byUser(ctx.user.id))?.phone ?? '';
    await deps.rememberedDevices.create({ id: deps.secrets.hash(deviceToken), userId: ctx.user.id, phone, createdAt: now, expiresAt: new Date(now.getTime() + REMEMBER_DEVICE_MS) });
  }
  await deps.audit.record({ action: 'passkey_sign_in', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip: command.ip, detail: { passkey: passkey.id, remember_device: command.rememberDevice } });
  const verified = { ...ctx, session: { ...ctx.session, id: deps.secrets.hash(sessionToken), fullyAuthenticated: true } };
  return E.right({ status: await verificationStatus(deps)(verified), deviceToken, sessionToken });
};
