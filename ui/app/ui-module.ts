import { ContainerModule } from 'inversify';
import { WebTokens } from '../../adapters/di/tokens';
import { createPanelI18n } from '../shared/i18n-http';
import { createSignInMemory } from '../shared/saved-url';
import { createSessionStore } from '../shared/session/session-store';
import { createDealerStartup } from '../shared/session/dealer-startup';
import { createNavigationHistory } from './guards/navigation-history';
import { UiTokens } from '../shared/ui-tokens';
import { AppTokens } from './app-tokens';

/**
 * The UI's bindings, loaded into the web container by ui/main.tsx: the i18n instance, the session
 * store, the sign-in memory and the navigation history. The sign-in pages' view models are the
 * access feature's (access-module.ts); the dealer pages' come later, each with its page
 * (feature-modules.ts).
 */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(UiTokens.i18n).toConstantValue(createPanelI18n());
  bind(UiTokens.session).toDynamicValue((ctx) => createSessionStore(ctx.get(WebTokens.api).call));
  bind(UiTokens.startup).toDynamicValue((ctx) => createDealerStartup(ctx.get(WebTokens.api).call));
  bind(AppTokens.history).toConstantValue(createNavigationHistory());
  bind(UiTokens.signInMemory).toDynamicValue((ctx) => createSignInMemory(ctx.get(WebTokens.sessionStorage)));
});
