import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import { AccessTokens } from './access-tokens';
import { secondFactorRoutes } from '../../../adapters/http/contract/access/second-factor-routes';
import { SecondFactorToken, type SecondFactorPort } from '../../shared/second-factors/second-factor-port';
import type { DemoInboxPort } from './demo-inbox-port';
import type { PasswordResetPort } from './password-reset-port';
import { passkeyRoutes } from '../../../adapters/http/contract/access/passkey-routes';
import type { PasskeySignInPort } from './passkey-sign-in-port';
import { UiTokens } from '../../shared/ui-tokens';
import { loginViewModelFactory } from './login-binding';
import { createSelectDealershipViewModel } from './select-dealership-view-model';
import { createVerificationViewModel } from './verification-view-model';

/** The sign-in pages' view models and ports over the api client, loaded with the app by ui/main.tsx. */
export const accessModule = new ContainerModule(({ bind }) => {
  bind(AccessTokens.passwordReset).toDynamicValue((ctx): PasswordResetPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      requestLink: (email) => call(accessRoutes.resetPassword, { body: { email } }),
      setPassword: (body) => call(accessRoutes.resetPasswordConfirm, { body }),
    };
  });
  bind(SecondFactorToken).toDynamicValue((ctx): SecondFactorPort => {
    const { call } = ctx.get(WebTokens.api);
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
  });
  bind(AccessTokens.demoInbox).toDynamicValue((ctx): DemoInboxPort => {
    const { call } = ctx.get(WebTokens.api);
    return { messages: () => call(accessRoutes.demoOutbox, { authRedirect: false }) };
  });
  bind(AccessTokens.passkeySignIn).toDynamicValue((ctx): PasskeySignInPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      status: () => call(passkeyRoutes.signInStatus),
      options: () => call(passkeyRoutes.signInOptions, { body: {} }),
      signIn: (body) => call(passkeyRoutes.signIn, { body }),
    };
  });

  bind(AccessTokens.loginViewModel).toDynamicValue((ctx) => loginViewModelFactory(ctx.get(WebTokens.api).call, ctx.get(UiTokens.session), ctx.get(UiTokens.signInMemory)));

  bind(AccessTokens.verificationViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const scheduler = ctx.get(WebTokens.scheduler);
    return () => createVerificationViewModel({
      status: () => call(accessRoutes.verificationStatus),
      sendOtp: () => call(accessRoutes.sendOtp, { body: {} }),
      verify: (body) => call(accessRoutes.verify, { body }),
      setupOtp: (body) => call(accessRoutes.setupOtp, { body }),
      confirmDevice: (body) => call(accessRoutes.confirmOtpDevice, { body }),
      scheduler,
    });
  });

  bind(AccessTokens.selectDealershipViewModel).toDynamicValue((ctx) => {
    const { call } = ctx.get(WebTokens.api);
    const session = ctx.get(UiTokens.session);
    const scheduler = ctx.get(WebTokens.scheduler);
    return () => createSelectDealershipViewModel({
      search: (name) => call(accessRoutes.managedDealerships, { query: name === '' ? {} : { name } }),
      transfer: (dealershipId) => call(accessRoutes.transferSession, { body: { dealership_id: dealershipId } }),
      onTransferred: (answer) => session.signedIn(answer.user, answer.total_managed_dealerships),
      scheduler,
    });
  });
});
