import { useState } from 'react';
import { BrowserTokens } from '../shared/browser-tokens';
import type { Resolver } from '../shared/di';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';
import { UiTokens } from '../shared/ui-tokens';
import { AppTokens } from './app-tokens';

function routerOf(container: Resolver, dealerModules: () => Promise<void>) {
  const storage = container.get(BrowserTokens.sessionStorage);
  return createAppRouter({
    session: container.get(UiTokens.session),
    startup: container.get(UiTokens.startup),
    memory: container.get(UiTokens.signInMemory),
    history: container.get(AppTokens.history),
    i18n: container.get(UiTokens.i18n),
    leave: (url) => window.location.assign(url),
    chunks: { storage, reload: () => window.location.reload(), now: () => Date.now() },
    dealerModules,
  });
}

/**
 * The providers (container, i18n, Mantine, toasts) around the router; the dealer pages add the
 * modals' (dealer-shell.tsx). `dealerModules` loads the dealer pages' bindings into the container
 * (ui/main.tsx).
 */
export function App({ container, dealerModules }: { readonly container: Resolver; readonly dealerModules: () => Promise<void> }) {
  const [router] = useState(() => routerOf(container, dealerModules));
  return <AppProviders resolver={container} router={router} />;
}
