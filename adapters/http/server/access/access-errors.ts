import type { SignInError } from '@dealer-panel/core/access/sign-in';
import type { SendCodeError, SetUpDeviceError } from '@dealer-panel/core/access/one-time-codes';
import type { VerifyCodeError } from '@dealer-panel/core/access/verify-one-time-code';
import type { InvalidInput } from '@dealer-panel/core/access/passwords';
import type { TransferSessionError } from '@dealer-panel/core/access/dealership-sessions';
import { problem, type Problem } from '../platform/problem';

type AccessError = SignInError | SendCodeError | SetUpDeviceError | VerifyCodeError | InvalidInput | TransferSessionError;

/** Every business error of the access use cases, mapped exhaustively to its HTTP answer. */
export function accessProblem(error: AccessError): Problem {
  switch (error._tag) {
    case 'InvalidInput':
      return problem(400, 'invalid_input', { errors: error.errors });
    case 'InvalidCredentials':
      return problem(400, 'invalid_credentials', { detail: 'The e-mail or the password is wrong.', errors: { password: ['auth.invalid_credentials'] } });
    case 'NoDevice':
      return problem(400, 'no_device', { detail: 'No phone is registered for one-time codes.' });
    case 'AlreadyVerified':
      return problem(400, 'already_verified', { detail: 'This session is already verified.' });
    case 'DeviceAlreadyRegistered':
      return problem(403, 'device_already_registered', { detail: 'A phone is already registered; verify with it first.' });
    case 'NoCodePending':
      return problem(400, 'no_code_pending', { detail: 'Ask for a new code.', errors: { token: ['otp.no_code_pending'] } });
    case 'InvalidCode':
      // attempts_left (an extension member) lets the page word the count in its language and number.
      return {
        ...problem(400, 'invalid_code', { detail: `Wrong code; ${error.attemptsLeft} ${error.attemptsLeft === 1 ? 'try' : 'tries'} left.`, errors: { token: ['otp.invalid'] } }),
        attempts_left: error.attemptsLeft,
      } as Problem;
    case 'CodeExpired':
      return problem(400, 'code_expired', { detail: 'The code has expired; ask for a new one.', errors: { token: ['otp.expired'] } });
    case 'CodeLocked':
      return problem(400, 'code_locked', { detail: 'Too many wrong codes; ask for a new one.', errors: { token: ['otp.locked'] } });
    case 'TextMessagesOff':
      // Issue 30.5: no Twilio in production; the page offers the authenticator app or an e-mailed code.
      return problem(409, 'text_messages_off', { detail: 'Text messages cannot be sent from this panel: verify with an authenticator app or a code by e-mail.' });
    case 'DealershipNotManaged':
      return problem(404, 'not_found', { detail: 'No such dealership.' });
  }
}
