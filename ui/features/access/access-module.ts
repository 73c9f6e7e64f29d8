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

/** The sign-in pages' ports over the api client, loaded with the app by ui/main.tsx. */
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
});
