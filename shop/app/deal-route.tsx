import { Button, Container, Loader, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { useInjection } from '../../ui/shared/di';
import { ProblemAlert } from '../../ui/shared/problem-message';
import { useObservable } from '../../ui/shared/use-observable';
import { useViewModel } from '../../ui/shared/use-view-model';
import { shopPageViewSink, usePageViews } from '../../ui/shared/page-views';
import { shopPageName } from './shop-page-name';
import { DealProvider } from '../shared/deal-context';
import type { DealState } from '../shared/deal-view-model';
import { ShopTokens } from '../shared/shop-tokens';
import { NotFoundPage } from './not-found-page';
import { ShopHeader, ViewedByBanner } from './shop-header';
import { SignInPanel } from './sign-in-panel';
import { chosenLanguage } from './shop-i18n';

const LOADING: DealState = { kind: 'loading' };

/**
 * Every page of a deal (/shop/deal/:token/…): reads the deal once through the link's token, speaks
 * the customer's language unless they chose another, and gives the pages the deal (useShopDeal).
 */
export function DealRoute() {
  const { token = '' } = useParams();
  return <DealPages key={token} token={token} />;
}

function DealPages({ token }: { readonly token: string }) {
  const { t, i18n } = useTranslation('shop');
  const factory = useInjection(ShopTokens.deal);
  const storage = useInjection(ShopTokens.storage);
  const vm = useViewModel(() => factory(token), (v) => { void v.load(); });
  const state = useObservable(vm.state$, LOADING);
  const spoken = useRef(false);
  const deal = state.kind === 'ready' ? state.deal : null;
  // The first-party event log (issue 17 item 2): spec 002's page names, once the deal is open.
  const { pathname } = useLocation();
  const sink = useMemo(() => shopPageViewSink(token), [token]);
  usePageViews(deal === null ? null : shopPageName(pathname), pathname, sink);

  useEffect(() => {
    if (deal === null || spoken.current) return;
    spoken.current = true;
    if (chosenLanguage(storage) === null && i18n.language !== deal.customer.language) void i18n.changeLanguage(deal.customer.language);
  }, [deal, i18n, storage]);
  useEffect(() => {
    document.title = deal === null ? t('app_title') : `${t('app_title')} · ${deal.dealership.name}`;
  }, [deal, t]);

  if (state.kind === 'not_found') return <NotFoundPage />;
  return (
    <Container size="md" px="md" pb="xl">
      <ShopHeader deal={deal} store={state.kind === 'sign_in' ? state.store : null} />
      {state.kind === 'loading' && <Stack align="center" py="xl"><Loader aria-label={t('loading')} /></Stack>}
      {state.kind === 'sign_in' && <SignInPanel state={state} onSend={() => { void vm.sendCode(); }} onVerify={(code) => { void vm.verify(code); }} />}
      {state.kind === 'failed' && (
        <Stack py="xl" align="flex-start">
          <Text fw={600}>{t('failed.title')}</Text>
          <ProblemAlert problem={state.problem} />
          <Button onClick={() => { void vm.retry(); }}>{t('failed.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && (
        <Stack gap="lg">
          {state.deal.viewed_by !== null && <ViewedByBanner name={state.deal.viewed_by.name} />}
          <DealProvider value={{ token, deal: state.deal, reload: vm.reload }}>
            {/* A page using a namespace not bundled (the credit form's) waits for it here. */}
            <Suspense fallback={<Stack align="center" py="xl"><Loader aria-label={t('loading')} /></Stack>}>
              <Outlet />
            </Suspense>
          </DealProvider>
        </Stack>
      )}
    </Container>
  );
}
