import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { FieldErrors } from '../shared/validation';
import { passkeyNameErrors, type Passkey } from './passkey';
import type { PasskeyDeps } from './passkey-deps';
import type { SessionContext } from './session-context';

export type PasskeyNotFound = { readonly _tag: 'PasskeyNotFound' };
export type RenamePasskeyError = { readonly _tag: 'InvalidInput'; readonly errors: FieldErrors } | PasskeyNotFound;
/** The passkey is the user's only second factor: it stays until another one is set up. */
export type RemovePasskeyError = PasskeyNotFound | { readonly _tag: 'LastFactor' };

/** The user's own passkeys, oldest first. */
export const listPasskeys = (deps: Pick<PasskeyDeps, 'passkeys'>) => (ctx: SessionContext): Promise<readonly Passkey[]> =>
  deps.passkeys.forUser(ctx.user.id);

/** Renames one of the user's passkeys (another user's is not found). */
export const renamePasskey = (deps: PasskeyDeps) => (ctx: SessionContext, id: number, name: string): TE.TaskEither<RenamePasskeyError, Passkey> => async () => {
  const errors = passkeyNameErrors(name);
  if (errors !== null) return E.left({ _tag: 'InvalidInput', errors });
  const renamed = await deps.passkeys.rename(ctx.user.id, id, name.trim());
  return renamed === null ? E.left({ _tag: 'PasskeyNotFound' }) : E.right(renamed);
};

/**
 * Whether the user has a second factor besides passkeys: today a confirmed phone.
 * The authenticator app (issue 30 item 5, another change) joins here.
 */
/** A confirmed phone or authenticator app (issue 30.5) besides the passkeys. */
async function hasOtherFactor(deps: Pick<PasskeyDeps, 'otpDevices' | 'secondFactors'>, userId: number): Promise<boolean> {
  if ((await deps.otpDevices.byUser(userId))?.confirmed === true) return true;
  return ((await deps.secondFactors.totp(userId))?.secret ?? null) !== null;
}

/** Removes one of the user's passkeys; the user keeps at least one second factor. */
export const removePasskey = (deps: PasskeyDeps) => (ctx: SessionContext, id: number, ip: string): TE.TaskEither<RemovePasskeyError, void> => async () => {
  const passkeys = await deps.passkeys.forUser(ctx.user.id);
  const passkey = passkeys.find((p) => p.id === id);
  if (passkey === undefined) return E.left({ _tag: 'PasskeyNotFound' });
  if (passkeys.length === 1 && !(await hasOtherFactor(deps, ctx.user.id))) return E.left({ _tag: 'LastFactor' });
  if (!(await deps.passkeys.remove(ctx.user.id, id))) return E.left({ _tag: 'PasskeyNotFound' });
  await deps.audit.record({ action: 'passkey_removed', userId: ctx.user.id, dealershipId: ctx.session.dealershipId, ip, detail: { passkey: id, name: passkey.name } });
  return E.right(undefined);
};
