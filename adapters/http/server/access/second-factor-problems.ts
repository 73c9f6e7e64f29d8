import type { ConfirmTotpError } from '@dealer-panel/core/access/enroll-totp';
import type { EmailCodeError } from '@dealer-panel/core/access/email-code';
import type { VerifyFactorError } from '@dealer-panel/core/access/verify-second-factor';
import { problem, type Problem } from '../platform/problem';

type SecondFactorError = ConfirmTotpError | VerifyFactorError | EmailCodeError;

/** Every business error of the second factors' use cases, mapped exhaustively (the code field is `code`). */
export function secondFactorProblem(error: SecondFactorError): Problem {
  switch (error._tag) {
    case 'InvalidInput':
      return problem(400, 'invalid_input', { errors: error.errors });
    case 'AlreadyVerified':
      return problem(400, 'already_verified', { detail: 'This session is already verified.' });
    case 'VerificationRequired':
      return problem(403, 'verification_required', { detail: 'Verify with your second factor first.' });
    case 'NoAuthenticatorApp':
      return problem(400, 'no_authenticator_app', { detail: 'No authenticator app is set up for this account.', errors: { code: ['second_factor.not_enrolled'] } });
    case 'NoCodePending':
      return problem(400, 'no_code_pending', { detail: 'Start the authenticator app\'s setup again.', errors: { code: ['otp.no_enrollment'] } });
    case 'InvalidCode':
      return { ...problem(400, 'invalid_code', { detail: `Wrong code; ${error.attemptsLeft} ${error.attemptsLeft === 1 ? 'try' : 'tries'} left.`, errors: { code: ['otp.invalid'] } }), attempts_left: error.attemptsLeft } as Problem;
    case 'CodeAlreadyUsed':
      return { ...problem(400, 'code_already_used', { detail: 'This code was already used; wait for the next one.', errors: { code: ['otp.used'] } }), attempts_left: error.attemptsLeft } as Problem;
    case 'CodeLocked':
      return problem(400, 'code_locked', { detail: 'Too many wrong codes; wait 15 minutes or verify another way.', errors: { code: ['otp.locked'] } });
    case 'EmailCodeNotOffered':
      return problem(409, 'email_code_not_offered', { detail: 'Verify with your phone, authenticator app or passkey.' });
  }
}
