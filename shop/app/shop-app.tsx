import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ModalsHost } from '../../ui/shared/modals';
import type { Resolver } from '../../ui/shared/di';
import { DiProvider } from '../../ui/shared/di';
import { isLocale, languageTag } from '../../ui/shared/i18n';
import { cssVariablesResolver, theme } from '../../ui/shared/theme';
import { TOAST_MS } from '../../ui/shared/toast';
import { usePhone } from '../../ui/shared/use-phone';
import { ShopTokens } from '../shared/shop-tokens';
import { createShopRouter } from './shop-router';

function ToastHost() {
  const phone = usePhone();
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} autoClose={TOAST_MS.default} transitionDuration={100} />;
}

/** The page's language for screen readers and the browser (lang="fr-CA" once French is chosen). */
function useDocumentLanguage(i18n: I18n) {
  useEffect(() => {
    const apply = (lng: string) => { document.documentElement.lang = isLocale(lng) ? languageTag(lng) : 'en'; };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => { i18n.off('languageChanged', apply); };
  }, [i18n]);
}

/** The customer app's providers (container, i18n, Mantine with the dealer panel's theme, toasts) around its router. */
export function ShopApp({ container }: { readonly container: Resolver }) {
  const [router] = useState(createShopRouter);
  const i18n = container.get(ShopTokens.i18n);
  useDocumentLanguage(i18n);
  return (
    <DiProvider container={container}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <ToastHost />
          <RouterProvider router={router} />
          <ModalsHost />
        </MantineProvider>
      </I18nextProvider>
    </DiProvider>
  );
}
