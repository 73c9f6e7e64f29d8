import { sendEmailCode, type EmailCodeDeps } from './email-code';
import { confirmTotp, enrollTotp, type EnrollDeps } from './enroll-totp';
import { regenerateRecoveryCodes, removeSecondFactor, setPreferredFactor } from './manage-second-factors';
import { verifySecondFactor } from './verify-second-factor';

/** The ports of the second factors (issue 30.5): the one-time codes' and the app's, sessions to verify. */
export type SecondFactorDeps = EnrollDeps & EmailCodeDeps;

/** Authenticator app, recovery codes, e-mail codes and the user's own choices, bound to their ports. */
export const secondFactorUseCases = (deps: SecondFactorDeps) => ({
  enrollTotp: enrollTotp(deps),
  confirmTotp: confirmTotp(deps),
  verify: verifySecondFactor(deps),
  sendEmailCode: sendEmailCode(deps),
  setPreferred: setPreferredFactor(deps),
  remove: removeSecondFactor(deps),
  regenerateRecoveryCodes: regenerateRecoveryCodes(deps),
});
export type SecondFactorUseCases = ReturnType<typeof secondFactorUseCases>;
