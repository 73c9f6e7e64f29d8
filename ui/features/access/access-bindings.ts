import type { SchedulerLike } from 'rxjs';
import type { CallRoute } from '../../../adapters/di/tokens';
import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import { passkeyRoutes } from '../../../adapters/http/contract/access/passkey-routes';
import { secondFactorRoutes } from '../../../adapters/http/contract/access/second-factor-routes';
import type { SecondFactorPort } from '../../shared/second-factors/second-factor-port';
import type { PasskeySignInPort } from './passkey-sign-in-port';
import type { PasswordResetPort } from './password-reset-port';
import { createVerificationViewModel, type VerificationViewModel } from './verification-view-model';

// The sign-in pages' ports and view models over the api client's `call`: bound in the dealer
// panel's container (access-module.ts) and by the standalone sign-in pages (ui/app/sign-in-pages.ts, issue 34).

export function passwordResetPort(call: CallRoute): PasswordResetPort {
  return {
    requestLink: (email) => call(accessRoutes.resetPassword, { body: { email } }),
    setPassword: (body) => call(accessRoutes.resetPasswordConfirm, { body }),
  };
}

export function secondFactorPort(call: CallRoute): SecondFactorPort {
  const R = secondFactorRoutes;
  return {
    status: () => call(accessRoutes.verificationStatus),
    enrollTotp: () => call(R.enrollTotp, { body: {} }),
    confirmTotp: (code, rememberDevice) => call(R.confirmTotp, { body: { code, remember_device: rememberDevice } }),
    verify: (method, code, rememberDevice) => call(R.verifyFactor, { body: { method, code, remember_device: rememberDevice } }),
    sendEmailCode: () => call(R.sendEmailOtp, { body: {} }),
    verifyEmailCode: (token, rememberDevice) => call(accessRoutes.verify, { body: { token, remember_device: rememberDevice } }),
    setPreferred: (factor) => call(R.setPreferredFactor, { body: { preferred_factor: factor } }),
    remove: (factor) => call(R.removeFactor, { params: { factor } }),
    regenerateRecoveryCodes: () => call(R.regenerateRecoveryCodes, { body: {} }),
  };
}

export function passkeySignInPort(call: CallRoute): PasskeySignInPort {
  return {
    status: () => call(passkeyRoutes.signInStatus),
    options: () => call(passkeyRoutes.signInOptions, { body: {} }),
    signIn: (body) => call(passkeyRoutes.signIn, { body }),
  };
}

export function verificationViewModelFactory(call: CallRoute, scheduler: SchedulerLike): () => VerificationViewModel {
  return () => createVerificationViewModel({
    status: () => call(accessRoutes.verificationStatus),
    sendOtp: () => call(accessRoutes.sendOtp, { body: {} }),
    verify: (body) => call(accessRoutes.verify, { body }),
    setupOtp: (body) => call(accessRoutes.setupOtp, { body }),
    confirmDevice: (body) => call(accessRoutes.confirmOtpDevice, { body }),
    scheduler,
  });
}
