import { ContainerModule } from 'inversify';
import { WebTokens } from '../../../adapters/di/tokens';
import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import { AccessTokens } from './access-tokens';
import { SecondFactorToken } from '../../shared/second-factors/second-factor-port';
import type { DemoInboxPort } from './demo-inbox-port';
import { passkeySignInPort, passwordResetPort, secondFactorPort, verificationViewModelFactory } from './access-bindings';
import { UiTokens } from '../../shared/ui-tokens';
import { loginViewModelFactory } from './login-binding';
import { createSelectDealershipViewModel } from './select-dealership-view-model';

/** The sign-in pages' view models and ports over the api client, loaded with the first page that uses them (ui/app/feature-modules.ts). */
export const accessModule = new ContainerModule(({ bind }) => {
  bind(AccessTokens.passwordReset).toDynamicValue((ctx) => passwordResetPort(ctx.get(WebTokens.api).call));
  bind(SecondFactorToken).toDynamicValue((ctx) => secondFactorPort(ctx.get(WebTokens.api).call));
  bind(AccessTokens.demoInbox).toDynamicValue((ctx): DemoInboxPort => {
    const { call } = ctx.get(WebTokens.api);
    return { messages: () => call(accessRoutes.demoOutbox, { authRedirect: false }) };
  });
  bind(AccessTokens.passkeySignIn).toDynamicValue((ctx) => passkeySignInPort(ctx.get(WebTokens.api).call));

  bind(AccessTokens.loginViewModel).toDynamicValue((ctx) => loginViewModelFactory(ctx.get(WebTokens.api).call, ctx.get(UiTokens.session), ctx.get(UiTokens.signInMemory)));

  bind(AccessTokens.verificationViewModel).toDynamicValue((ctx) => verificationViewModelFactory(ctx.get(WebTokens.api).call, ctx.get(WebTokens.scheduler)));

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
