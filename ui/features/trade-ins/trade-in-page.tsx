import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { UiTokens } from '../../shared/ui-tokens';
import { BackToDeals } from '../../shared/back-to-deals';
import { useInjection } from '../../shared/di';
import { currencyOf } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { ProblemAlert } from '../../shared/problem-message';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import { TradeInEstimates } from './trade-in-estimates';
import { TradeInOffer } from './trade-in-offer';
import { TradeInRecord } from './trade-in-record';
import { TradeInPictures } from './trade-in-pictures';
import type { TradeInPageTarget } from './trade-in-port';
import { TradeInTokens } from './trade-in-tokens';
import { PageLoadState } from '../../shared/page-load-state';

const idOf = (text: string | undefined): number | null => { const n = Number(text); return Number.isSafeInteger(n) && n >= 1 ? n : null; };

/** /customers/:id/order/:orderId/trade-in (and vauto-trade-in): the deal's trade-in, its estimates and the offer (issue 16). */
export function TradeInPage() {
  const { orderId } = useParams();
  const { t } = useTranslation('trade-ins');
  const order = idOf(orderId);
  if (order === null) return <Alert color="red" role="alert">{t('page.failed')}</Alert>;
  return <TradeInScreen key={`o${order}`} target={{ orderId: order }} />;
}

/** /customers/:id/trade-in: the customer's own trade-in, without a deal (the trade-in-only mode's page). */
export function TradeInOnlyPage() {
  const { id } = useParams();
  const { t } = useTranslation('trade-ins');
  const customer = idOf(id);
  if (customer === null) return <Alert color="red" role="alert">{t('page.failed')}</Alert>;
  return <TradeInScreen key={`c${customer}`} target={{ customerId: customer }} />;
}

function TradeInScreen({ target }: { readonly target: TradeInPageTarget }) {
  const { t } = useTranslation('trade-ins');
  const factory = useInjection(TradeInTokens.viewModel);
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  const currency = currencyOf(user?.dealership?.country);
  const vm = useViewModel(() => factory(target), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  return (
    <Stack gap="lg" maw={1100}>
      {'orderId' in target && <BackToDeals />}
      <PageHeader title={t('page.title')} intro={t('orderId' in target ? 'page.intro' : 'page.intro_without_deal')} />
      <PageLoadState state={state} skeletons={[200, 160]} loadingLabel={t('page.loading')} failedText={t('page.failed')} retryText={t('page.retry')} onRetry={() => void vm.retry()} />
      {state.kind === 'ready' && (
        <>
          {!state.data.may_edit && <Alert color="blue" variant="light">{t('page.no_right')}</Alert>}
          {state.done !== null && <Text size="sm" c="teal.9" fw={600} role="status">{t(state.done === 'saved' ? 'record.saved' : state.done === 'offered' ? 'offer.made' : `offer.${state.done}`)}</Text>}
          <ProblemAlert problem={state.problem} />
          <TradeInRecord state={state} vm={vm} />
          {state.data.trade_in === null
            ? <Text size="sm" c="dimmed">{t('pictures.save_first')}</Text>
            : <TradeInPictures tradeInId={state.data.trade_in.id} />}
          <TradeInEstimates state={state} vm={vm} currency={currency} />
          <TradeInOffer state={state} vm={vm} currency={currency} />
        </>
      )}
    </Stack>
  );
}
