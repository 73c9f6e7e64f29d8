import { ContainerModule } from 'inversify';
import { accessRoutes } from '../../adapters/http/contract/access/access-routes';
import { WebTokens } from '../../adapters/di/tokens';
import { createSelectDealershipViewModel } from '../features/access/select-dealership-view-model';
import { createVerificationViewModel } from '../features/access/verification-view-model';
import { createHttpI18n } from '../shared/i18n-http';
import { createSignInMemory } from '../shared/saved-url';
import { createSessionStore } from '../shared/session/session-store';
import { createDealerStartup } from '../shared/session/dealer-startup';
import { createNavigationHistory } from './guards/navigation-history';
import { loginViewModelFactory } from './login-binding';
import { UiTokens } from '../shared/ui-tokens';
import { AccessTokens } from '../features/access/access-tokens';
import { AppTokens } from './app-tokens';

/**
 * The UI's bindings, loaded into the web container by ui/main.tsx: the i18n instance, the session
 * store and the sign-in pages' view-model factories, each wired to the api client's calls. The
 * dealer pages' view models come later, with their chunk (dealer-modules.ts).
 */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(UiTokens.i18n).toConstantValue(createHttpI18n());
  bind(UiTokens.session).toDynamicValue((ctx) => createSessionStore(ctx.get(WebTokens.api).call));
  bind(UiTokens.startup).toDynamicValue((ctx) => createDealerStartup(ctx.get(WebTokens.api).call));
  bind(AppTokens.history).toConstantValue(createNavigationHistory());
  bind(UiTokens.signInMemory).toDynamicValue((ctx) => createSignInMemory(ctx.get(WebTokens.sessionStorage)));

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
