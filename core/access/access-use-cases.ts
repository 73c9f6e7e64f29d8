import { managedDealershipsOf, type SessionContext } from './session-context';
import { assignableDealerUsers, listManagedDealerships, signOut, transferSession, type DealershipSessionDeps } from './dealership-sessions';
import { sendOneTimeCode, setUpOtpDevice, verificationStatus } from './one-time-codes';
import { changePassword, requestPasswordReset, resetPassword, type PasswordDeps } from './passwords';
import { resolveSession, type ResolveSessionDeps } from './resolve-session';
import { setLanguage } from './set-language';
import { signIn, type SignInDeps } from './sign-in';
import { verifyOneTimeCode, type VerifyCodeDeps } from './verify-one-time-code';

/** The ports the access use cases need. */
export interface AccessDeps extends ResolveSessionDeps, SignInDeps, VerifyCodeDeps, PasswordDeps, DealershipSessionDeps {}

/** Sign-in, one-time codes, passwords, sessions and their dealership, bound to their ports. */
export const accessUseCases = (deps: AccessDeps) => ({
  resolveSession: resolveSession(deps),
  signIn: signIn(deps),
  signOut: signOut(deps),
  verificationStatus: verificationStatus(deps),
  sendOneTimeCode: sendOneTimeCode(deps),
  setUpOtpDevice: setUpOtpDevice(deps),
  verifyOneTimeCode: verifyOneTimeCode(deps),
  requestPasswordReset: requestPasswordReset(deps),
  resetPassword: resetPassword(deps),
  changePassword: changePassword(deps),
  listManagedDealerships: listManagedDealerships(deps),
  /** How many dealerships the session's user may move to (the dealership switcher shows past one). */
  countManagedDealerships: async (ctx: SessionContext): Promise<number> => (await managedDealershipsOf(deps, ctx.user, ctx.memberships)).length,
  transferSession: transferSession(deps),
  assignableDealerUsers: assignableDealerUsers(deps),
  setLanguage: setLanguage(deps),
});
export type AccessUseCases = ReturnType<typeof accessUseCases>;
