import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { DEALER_BASE_PATH, ROUTES } from '@dealer-panel/core/access/routes';
import { LoginPage } from '../features/access/login-page';
import type { Resolver } from '../shared/di';
import { AuthRedirectListener } from './auth-redirect-listener';
import { guardLoader } from './guards/guard-loader';
import { PublicLayout } from './layout/public-layout';
import { AppProviders } from './app-providers';
import type { RouteHandle } from './route-handle';
import { useRouteName } from './route-handle';
import { FullPageLoader, RouteError } from './route-error';
import { UiTokens } from '../shared/ui-tokens';
import { AppTokens } from './app-tokens';

const LEAVE = 'leave-sign-in';

/** The title and the html lang of the sign-in page, in the current language (as RootLayout does in the panel). */
function SignInRoot() {
  const { t, i18n } = useTranslation();
  const routeName = useRouteName();
  useEffect(() => {
    document.title = routeName === null ? t('app.title') : t('app.page_title', { page: t(`routes.${routeName}`) });
    document.documentElement.lang = i18n.language.replace('_', '-');
  }, [routeName, t, i18n.language]);
  return (
    <>
      <AuthRedirectListener />
      <Outlet />
    </>
  );
}

/**
 * The sign-in page's routes (issue 34): /login with the panel's guard and page; any other path is
 * the panel's, loaded by the browser at that URL once the navigation has settled (the router has
 * written the address and the history entry the panel would have: push for a link, replace for a
 * guard's redirect or the way in after sign-in).
 */
function signInRoutes(resolver: Resolver): RouteObject[] {
  const deps = {
    session: resolver.get(UiTokens.session),
    memory: resolver.get(UiTokens.signInMemory),
    history: resolver.get(AppTokens.history),
    i18n: resolver.get(UiTokens.i18n),
    leave: (url: string) => window.location.assign(url),
  };
  return [{
    element: <SignInRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <PublicLayout />,
        children: [{ path: ROUTES.login.path.slice(1), handle: { routeName: 'login' } satisfies RouteHandle, loader: guardLoader('login', deps), Component: LoginPage }],
      },
      { id: LEAVE, path: '*', element: <FullPageLoader /> },
    ],
  }];
}

function createSignInRouter(resolver: Resolver) {
  const router = createBrowserRouter(signInRoutes(resolver), { basename: DEALER_BASE_PATH });
  const history = resolver.get(AppTokens.history);
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const last = state.matches[state.matches.length - 1]?.route;
    // Opened at another address than /login (the file by its name): the panel's start, never a reload loop.
    if (last?.id === LEAVE) return state.historyAction === 'POP' ? window.location.replace(`${DEALER_BASE_PATH}/`) : window.location.reload();
    if (last?.handle !== undefined) history.settled({ route: 'login', path: `${state.location.pathname.slice(DEALER_BASE_PATH.length)}${state.location.search}` });
  });
  return router;
}

/** The sign-in page's providers and router: no container, no dealer code (ui/sign-in.tsx). */
export function SignInApp({ resolver }: { readonly resolver: Resolver }) {
  const [router] = useState(() => createSignInRouter(resolver));
  return <AppProviders resolver={resolver} router={router} />;
}
