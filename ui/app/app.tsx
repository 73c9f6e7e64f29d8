import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { BrowserTokens } from '../shared/browser-tokens';
import type { Resolver } from '../shared/di';
import { DiProvider } from '../shared/di';
import { LazyNotifications } from './lazy-notifications';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from '../shared/theme';
import { UiTokens } from './ui-tokens';

function routerOf(container: Resolver, dealerModules: () => Promise<void>) {
  const storage = container.get(BrowserTokens.sessionStorage);
  return createAppRouter({
    session: container.get(UiTokens.session),
    startup: container.get(UiTokens.startup),
    memory: container.get(UiTokens.signInMemory),
    history: container.get(UiTokens.history),
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
  return (
    <DiProvider container={container}>
      <I18nextProvider i18n={container.get(UiTokens.i18n)}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <LazyNotifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>
    </DiProvider>
  );
}
