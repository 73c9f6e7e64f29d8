import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { Resolver } from '../shared/di';
import { DiProvider } from '../shared/di';
import { cssVariablesResolver, theme } from '../shared/theme';
import { LazyNotifications } from './lazy-notifications';
import { UiTokens } from '../shared/ui-tokens';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** The providers every entry wraps its router in: the container, i18n, Mantine and the toasts. */
export function AppProviders({ resolver, router }: { readonly resolver: Resolver; readonly router: Router }) {
  return (
    <DiProvider container={resolver}>
      <I18nextProvider i18n={resolver.get(UiTokens.i18n)}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <LazyNotifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>
    </DiProvider>
  );
}
