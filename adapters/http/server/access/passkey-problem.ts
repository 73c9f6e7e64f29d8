import type { RemovePasskeyError, RenamePasskeyError } from '@dealer-panel/core/access/manage-passkeys';
import type { PasskeySignInError, PasskeySignInOptionsError } from '@dealer-panel/core/access/passkey-sign-in';
import type { AddPasskeyError, PasskeyOptionsError } from '@dealer-panel/core/access/register-passkey';
import { problem, type Problem } from '../platform/problem';

export type PasskeyError = PasskeyOptionsError | AddPasskeyError | RenamePasskeyError | RemovePasskeyError | PasskeySignInOptionsError | PasskeySignInError;

/** Each passkey refusal as problem+json; the field `credential` carries the code the screens translate. */
export function passkeyProblem(error: PasskeyError): Problem {
  switch (error._tag) {
    case 'InvalidInput':
      return problem(400, 'invalid_input', { errors: error.errors });
    case 'TooManyPasskeys':
      return problem(409, 'too_many_passkeys', { detail: 'Remove a passkey before adding another.', errors: { credential: ['passkeys.too_many'] } });
    case 'NoChallenge':
      return problem(400, 'no_passkey_challenge', { detail: 'Start again: the passkey request expired or was already answered.', errors: { credential: ['passkeys.no_challenge'] } });
    case 'PasskeyRefused':
      return problem(400, 'passkey_refused', { detail: 'The passkey could not be verified.', errors: { credential: ['passkeys.refused'] } });
    case 'PasskeyAlreadyRegistered':
      return problem(409, 'passkey_already_registered', { detail: 'This passkey is already registered.', errors: { credential: ['passkeys.already_registered'] } });
    case 'PasskeyNotFound':
      return problem(404, 'not_found');
    case 'LastFactor':
      return problem(409, 'last_factor', { detail: 'This passkey is your only second factor: set up another one first.', errors: { passkey: ['passkeys.last_factor'] } });
    case 'AlreadyVerified':
      return problem(400, 'already_verified', { detail: 'This session is already verified.' });
    case 'NoPasskey':
      return problem(404, 'no_passkey', { detail: 'No passkey is registered for this account.' });
  }
}
