import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { closeAllModals } from '../shared/modals';
import { AuthRedirectListener } from './auth-redirect-listener';
import { NavigationProgress } from './navigation-progress';
import { useRouteName } from './route-handle';

/**
 * Wraps every page: clears the modals on each route change (spec 000 section 2.3), keeps the
 * document title in the current language, and listens to the api client (where to go after
 * 401/403/440, which toast to show). The guards' "previous route" is recorded by the router.
 */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const routeName = useRouteName();

  useEffect(() => {
    closeAllModals();
  }, [location.pathname]);

  useEffect(() => {
    const page = routeName === null ? null : t(`routes.${routeName}`);
    document.title = page === null ? t('app.title') : t('app.page_title', { page });
    document.documentElement.lang = i18n.language.replace('_', '-');
  }, [routeName, t, i18n.language]);

  return (
    <>
      <NavigationProgress />
      <AuthRedirectListener />
      <Outlet />
    </>
  );
}
