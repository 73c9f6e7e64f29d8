import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { accessRoutes } from '../../../adapters/http/contract/access-routes';
import { AccessTokens } from './access-tokens';
import type { DemoInboxPort } from './demo-inbox-port';
import type { PasswordResetPort } from './password-reset-port';

/** The sign-in pages' ports over the api client, loaded with the app by ui/main.tsx. */
export const accessModule = new ContainerModule(({ bind }) => {
  bind(AccessTokens.passwordReset).toDynamicValue((ctx): PasswordResetPort => {
    const { call } = ctx.get(WebTokens.api);
    return {
      requestLink: (email) => call(accessRoutes.resetPassword, { body: { email } }),
      setPassword: (body) => call(accessRoutes.resetPasswordConfirm, { body }),
    };
  });
  bind(AccessTokens.demoInbox).toDynamicValue((ctx): DemoInboxPort => {
    const { call } = ctx.get(WebTokens.api);
    return { messages: () => call(accessRoutes.demoOutbox, { authRedirect: false }) };
  });
});
