import type { VerificationStatus } from '../../../adapters/http/contract/access/access';
import type { PasskeyOptionsResponse, PasskeySignInRequest, PasskeySignInStatus } from '../../../adapters/http/contract/access/passkeys';
import type { Answer } from '../../shared/answer';

/** The verification page's passkey calls (a session past the password). Answers as `Answer` says. */
export interface PasskeySignInPort {
  /** Whether the user has a passkey to offer as the second step. */
  status(): Answer<PasskeySignInStatus>;
  /** The options for the browser; the server keeps their challenge for this session. */
  options(): Answer<PasskeyOptionsResponse>;
  /** The browser's answer: on success the session is fully authenticated (a new session cookie). */
  signIn(body: PasskeySignInRequest): Answer<VerificationStatus>;
}
