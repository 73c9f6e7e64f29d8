import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../../../ui/shared/di';
import { ProblemAlert } from '../../../ui/shared/problem-message';
import { useToast } from '../../../ui/shared/toast';
import { useObservable } from '../../../ui/shared/use-observable';
import { useViewModel } from '../../../ui/shared/use-view-model';
import { useShopDeal } from '../../shared/deal-context';
import { chosenQuote, lowestPaymentIds, mayChoose } from './compare';
import type { CompareState } from './compare-view-model';
import { AddonsPanel } from './addons-panel';
import { QuoteCompareCard } from './quote-compare-card';
import { ShopQuotesTokens } from './quotes-tokens';

const LOADING: CompareState = { kind: 'loading' };

/** /shop/deal/:token/quotes: the quotes side by side (one column on a phone) and the customer's pick. */
export function QuotesPage() {
  const { t } = useTranslation('shop');
  const { deal } = useShopDeal();
  return (
    <Stack gap="md">
      <Button component={Link} to=".." relative="path" variant="subtle" px={0} w="fit-content">{t('nav.back')}</Button>
      <Title order={2}>{t('quotes.title')}</Title>
      {deal.quote_flow === null ? <Text>{t('quotes.none')}</Text> : <Comparison flowId={deal.quote_flow} />}
    </Stack>
  );
}

function Comparison({ flowId }: { readonly flowId: number }) {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const { token, deal, reload } = useShopDeal();
  const factory = useInjection(ShopQuotesTokens.compare);
  const vm = useViewModel(() => factory(token, flowId), (v) => { void v.load(); });
  const state = useObservable(vm.state$, LOADING);

  if (state.kind === 'loading') return <Stack align="center" py="xl"><Loader aria-label={t('quotes.loading')} /></Stack>;
  if (state.kind === 'failed') {
    return (
      <Stack align="flex-start">
        <Text>{t('quotes.failed')}</Text>
        <ProblemAlert problem={state.problem} />
        <Button onClick={() => { void vm.retry(); }}>{t('quotes.retry')}</Button>
      </Stack>
    );
  }
  const { flow } = state;
  const chosen = chosenQuote(flow);
  const lowest = lowestPaymentIds(flow.results);
  const choose = async (id: number) => {
    if (await vm.choose(id)) {
      toast.success('shop:quotes.chosen_toast');
      await reload();
    }
  };
  return (
    <Stack gap="md">
      <Text>{t('quotes.intro')}</Text>
      {flow.message !== null && flow.message !== '' && (
        <Alert variant="light" color="blue" title={t('quotes.message')}><Text style={{ whiteSpace: 'pre-wrap' }}>{flow.message}</Text></Alert>
      )}
      {deal.read_only && <Text size="sm" c="dimmed">{t('quotes.read_only')}</Text>}
      <ProblemAlert problem={state.problem} />
      {flow.results.length === 0 ? <Text>{t('quotes.none')}</Text> : (
        <SimpleGrid cols={{ base: 1, sm: Math.min(flow.results.length, 3) }} spacing="md">
          {flow.results.map((q, i) => (
            <QuoteCompareCard key={q.id} quote={q} number={i + 1} flow={flow} chosen={chosen} lowest={lowest.includes(q.id)} country={deal.dealership.country}
              canChoose={mayChoose(q, flow, deal.read_only)} choosing={state.choosing === q.id} busy={state.choosing !== null} onChoose={() => { void choose(q.id); }} />
          ))}
        </SimpleGrid>
      )}
      {chosen === null ? <Text size="sm" c="dimmed">{t('addons.choose_first')}</Text> : (
        <AddonsPanel key={chosen.id} quote={chosen} dealershipId={deal.dealership.id} country={deal.dealership.country} readOnly={deal.read_only}
          saving={state.choosing === chosen.id} onSave={(a, p) => vm.saveAddons(chosen.id, a, p)} />
      )}
    </Stack>
  );
}
