import { MantineProvider } from '@mantine/core';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DEALER_BASE_PATH } from '@dealer-panel/core/access/routes';
import type { RouteName } from '@dealer-panel/core/access/route-name';
import type { CallRoute } from '../../adapters/di/tokens';
import { DiProvider } from '../shared/di';
import { cssVariablesResolver, theme } from '../shared/theme';
import { UiTokens } from '../shared/ui-tokens';
import { AppTokens } from './app-tokens';
import { AuthRedirectListener } from './auth-redirect-listener';
import { PublicLayout } from './layout/public-layout';
import { LazyNotifications } from './lazy-notifications';
import { FullPageLoader, RouteError } from './route-error';
import { signInPages } from './sign-in-pages';
import type { SignInResolver } from './sign-in-resolver';
import { createSignInRouter, type SignInRouter } from './sign-in-router';
import { SignInErrorContext, SignInOutletContext, SignInRouterContext } from './sign-in-router-dom';

/** The title and the html lang of the page, in the current language (as RootLayout does in the panel). */
function useTitleAndLanguage(routeName: RouteName | null) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = routeName === null ? t('app.title') : t('app.page_title', { page: t(`routes.${routeName}`) });
    document.documentElement.lang = i18n.language.replace('_', '-');
  }, [routeName, t, i18n.language]);
}

/** The current page in the panel's public layout, the loader while the first one loads, the error page if it fails. */
function SignInPages({ router }: { readonly router: SignInRouter }) {
  const state = useSyncExternalStore(router.subscribe, router.snapshot);
  useTitleAndLanguage(state.kind === 'ready' ? state.route.name : null);
  if (state.kind === 'failed') return <SignInErrorContext value={state.error}><RouteError /></SignInErrorContext>;
  if (state.kind === 'loading') return <FullPageLoader />;
  const { Page } = state;
  return (
    <>
      <AuthRedirectListener />
      <SignInOutletContext value={<Suspense fallback={<FullPageLoader />}><Page key={state.route.name} /></Suspense>}><PublicLayout /></SignInOutletContext>
    </>
  );
}

/**
 * The standalone pages' router (issue 34) over the resolver: created and started once by the
 * entry (ui/sign-in.tsx), outside React, so that StrictMode's double renders start nothing twice.
 */
export function createSignInPagesRouter(resolver: SignInResolver, call: CallRoute): SignInRouter {
  const history = resolver.get(AppTokens.history);
  const deps = {
    session: resolver.get(UiTokens.session),
    memory: resolver.get(UiTokens.signInMemory),
    history,
    i18n: resolver.get(UiTokens.i18n),
    leave: (url: string) => window.location.assign(url),
  };
  return createSignInRouter(signInPages(resolver, call, deps), DEALER_BASE_PATH, window, (route, path) => history.settled({ route, path }));
}

/**
 * The standalone pages (issue 34): no container, no dealer code, no react-router (its hooks and
 * Link are sign-in-router-dom.tsx in this build). Any other path is the panel's, loaded in full.
 */
export function SignInApp({ resolver, router }: { readonly resolver: SignInResolver; readonly router: SignInRouter }) {
  return (
    <DiProvider container={resolver}>
      <I18nextProvider i18n={resolver.get(UiTokens.i18n)}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <LazyNotifications />
          <SignInRouterContext value={router}><SignInPages router={router} /></SignInRouterContext>
        </MantineProvider>
      </I18nextProvider>
    </DiProvider>
  );
}
