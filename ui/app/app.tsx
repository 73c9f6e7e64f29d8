import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { WebTokens } from '../../adapters/di/tokens';
import type { Resolver } from '../shared/di';
import { DiProvider } from '../shared/di';
import { TOAST_MS } from '../shared/toast';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';
import { UiTokens } from './ui-tokens';

function routerOf(container: Resolver) {
  const storage = container.get(WebTokens.sessionStorage);
  return createAppRouter({
    session: container.get(UiTokens.session),
    memory: container.get(UiTokens.signInMemory),
    history: container.get(UiTokens.history),
    i18n: container.get(UiTokens.i18n),
    leave: (url) => window.location.assign(url),
    chunks: { storage, reload: () => window.location.reload(), now: () => Date.now() },
  });
}

/** The providers (container, i18n, Mantine, toasts, modals) around the router. */
export function App({ container }: { readonly container: Resolver }) {
  const [router] = useState(() => routerOf(container));
  return (
    <DiProvider container={container}>
      <I18nextProvider i18n={container.get(UiTokens.i18n)}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Notifications position="top-right" autoClose={TOAST_MS.default} transitionDuration={100} />
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </MantineProvider>
      </I18nextProvider>
    </DiProvider>
  );
}
