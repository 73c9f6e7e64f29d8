import { useState } from 'react';
import { BrowserTokens } from '../shared/browser-tokens';
import type { Resolver } from '../shared/di';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';
import { UiTokens } from '../shared/ui-tokens';
import { AppTokens } from './app-tokens';
import type { LoadFeatureModules } from './feature-modules';

function routerOf(container: Resolver, featureModules: LoadFeatureModules) {
  const storage = container.get(BrowserTokens.sessionStorage);
  return createAppRouter({
    session: container.get(UiTokens.session),
    startup: container.get(UiTokens.startup),
    memory: container.get(UiTokens.signInMemory),
    history: container.get(AppTokens.history),
    i18n: container.get(UiTokens.i18n),
    leave: (url) => window.location.assign(url),
    chunks: { storage, reload: () => window.location.reload(), now: () => Date.now() },
    featureModules,
  });
}

/**
 * The providers (container, i18n, Mantine, toasts) around the router; the dealer pages add the
 * modals' (dealer-shell.tsx). `featureModules` loads the dealer pages' bindings into the container,
 * each feature's with the first page that uses it (ui/main.tsx, feature-modules.ts).
 */
export function App({ container, featureModules }: { readonly container: Resolver; readonly featureModules: LoadFeatureModules }) {
  const [router] = useState(() => routerOf(container, featureModules));
  return <AppProviders resolver={container} router={router} />;
}
