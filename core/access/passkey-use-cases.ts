import { listPasskeys, removePasskey, renamePasskey } from './manage-passkeys';
import type { PasskeyDeps } from './passkey-deps';
import { passkeySignInAvailable, passkeySignInOptions, verifyPasskeySignIn } from './passkey-sign-in';
import { addPasskey, passkeyRegistrationOptions } from './register-passkey';

/** Passkeys as a staff second factor (issue 30 item 5): register, manage, and sign in with one. */
export const passkeyUseCases = (deps: PasskeyDeps) => ({
  registrationOptions: passkeyRegistrationOptions(deps),
  add: addPasskey(deps),
  list: listPasskeys(deps),
  rename: renamePasskey(deps),
  remove: removePasskey(deps),
  signInAvailable: passkeySignInAvailable(deps),
  signInOptions: passkeySignInOptions(deps),
  verifySignIn: verifyPasskeySignIn(deps),
});
export type PasskeyUseCases = ReturnType<typeof passkeyUseCases>;
