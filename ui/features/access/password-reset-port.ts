import type * as t from 'io-ts';
import type { DetailResponse, ResetPasswordConfirmRequest } from '../../../adapters/http/contract/access/access';
import type { Answer } from '../../shared/answer';

/**
 * The forgotten-password pages' calls (no session needed). Both answer as `Answer` says; a refused
 * or expired token is a field error on `token`.
 */
export interface PasswordResetPort {
  /** E-mails a single-use link valid one hour; the answer is the same whether the address exists or not. */
  requestLink(email: string): Answer<t.TypeOf<typeof DetailResponse>>;
  /** Sets the new password with the e-mailed token. */
  setPassword(body: t.TypeOf<typeof ResetPasswordConfirmRequest>): Answer<t.TypeOf<typeof DetailResponse>>;
}
