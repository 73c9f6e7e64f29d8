import { describe, expect, it } from 'vitest';
import { passkeyErrorKey, webAuthnFailure } from './webauthn';

const named = (name: string, message = '', code?: string) => Object.assign(new Error(message), { name }, code === undefined ? {} : { code });

describe('what the browser said, as a sentence key', () => {
  it.each([
    [named('NotAllowedError', 'The operation either timed out or was not allowed.'), 'cancelled'],
    [named('AbortError'), 'cancelled'],
    [named('Error', 'aborted', 'ERROR_CEREMONY_ABORTED'), 'cancelled'],
    [named('InvalidStateError', 'The authenticator was previously registered', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'), 'already_registered'],
    [named('SecurityError', '127.0.0.1 is an invalid domain', 'ERROR_INVALID_DOMAIN'), 'insecure'],
    [named('Error', 'WebAuthn is not supported in this browser'), 'unsupported'],
    [named('UnknownError', 'the authenticator broke'), 'failed'],
    ['a string', 'failed'],
  ] as const)('%s is %s', (error, failure) => {
    expect(webAuthnFailure(error)).toBe(failure);
  });

  it("reads the server's field code first, else its problem", () => {
    expect(passkeyErrorKey('passkey_refused', ['passkeys.refused'])).toBe('passkeys.errors.refused');
    expect(passkeyErrorKey('invalid_input', ['required'])).toBe('passkeys.errors.required');
    expect(passkeyErrorKey('rate_limited', undefined)).toBe('problems.rate_limited');
  });
});
