import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../../../ui/shared/di';
import { ProblemAlert } from '../../../ui/shared/problem-message';
import { useObservable } from '../../../ui/shared/use-observable';
import { useViewModel } from '../../../ui/shared/use-view-model';
import { useShopDeal } from '../../shared/deal-context';
import { AddonCard, useMoney } from './addon-card';
import { ShopDealAddonsTokens } from './deal-addons-tokens';
import type { DealAddonsState, DealAddonsViewModel } from './deal-addons-view-model';

const LOADING: DealAddonsState = { kind: 'loading' };
type Ready = Extract<DealAddonsState, { kind: 'ready' }>;

/**
 * /shop/deal/:token/addons: where the customer builds their deal with the store's accessories and
 * protection plans (spec 002), each shown with the deal's payment with or without it as the server's
 * engine priced it; a pick is stored on the deal at once. Read-only while the dealer holds the price,
 * or in a staff member's view.
 */
export function DealAddonsPage() {
  const { t } = useTranslation('shop');
  const { token, deal } = useShopDeal();
  const factory = useInjection(ShopDealAddonsTokens.addons);
  const vm = useViewModel(() => factory(token, deal.order), (v) => { void v.load(); });
  const state = useObservable(vm.state$, LOADING);
  return (
    <Stack gap="md">
      <Button component={Link} to=".." relative="path" variant="subtle" px={0} w="fit-content">{t('nav.back')}</Button>
      <Title order={2}>{t('deal_addons.title')}</Title>
      <Text>{t('deal_addons.intro')}</Text>
      {state.kind === 'loading' && <Stack align="center" py="xl"><Loader aria-label={t('deal_addons.loading')} /></Stack>}
      {state.kind === 'failed' && (
        <Stack align="flex-start">
          <Text>{t('deal_addons.failed')}</Text>
          <ProblemAlert problem={state.problem} />
          <Button onClick={() => { void vm.retry(); }}>{t('deal_addons.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && <ReadyView state={state} vm={vm} staffView={deal.read_only} />}
    </Stack>
  );
}

function ReadyView({ state, vm, staffView }: { readonly state: Ready; readonly vm: DealAddonsViewModel; readonly staffView: boolean }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const d = state.data;
  const readOnly = d.pricing_locked || staffView;
  const empty = d.accessories.length === 0 && d.protection_plans.length === 0;
  return (
    <>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="deal-payment">
        <Text id="deal-payment" size="sm" c="dimmed">{t(`deal_addons.payment.${d.payment_type}`)}</Text>
        <Text size="xl" fw={700} data-testid="deal-payment" aria-live="polite">{d.payment === null ? t('deal_addons.no_payment') : money(d.payment)}</Text>
      </Card>
      {d.locked_reason !== null && <Alert color="blue" variant="light" role="status">{t(`deal_addons.locked.${d.locked_reason}`)}</Alert>}
      {staffView && d.locked_reason === null && <Alert color="blue" variant="light" role="status">{t('deal_addons.staff_view')}</Alert>}
      {Object.keys(state.errors).length > 0 && <Alert color="red" variant="light" role="alert">{t('deal_addons.not_offered')}</Alert>}
      {state.problem?.code === 'deal_pricing_locked'
        ? <Alert color="red" variant="light" role="alert">{t('deal_addons.locked.deal_confirmed')}</Alert>
        : <ProblemAlert problem={state.problem} />}
      {empty && <Text c="dimmed" data-testid="deal-addons-empty">{t('deal_addons.empty')}</Text>}
      {d.accessories.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="deal-accessories">
          <Title order={3} size="h4" id="deal-accessories">{t('deal_addons.accessories')}</Title>
          {d.accessories.map((a) => (
            <AddonCard key={a.id} kind="accessories" id={a.id} names={[a.title_en, a.title_fr]} descriptions={[a.description_en, a.description_fr]}
              img={a.img} price={a.price} weighed={a} readOnly={readOnly} busy={state.busy} onToggle={(id) => { void vm.toggle('accessories', id); }} />
          ))}
        </Stack>
      )}
      {d.protection_plans.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="deal-plans">
          <Title order={3} size="h4" id="deal-plans">{t('deal_addons.plans')}</Title>
          {d.protection_plans.map((p) => (
            <AddonCard key={p.id} kind="protections" id={p.id} names={[p.name, p.name_fr]} descriptions={[p.description, p.description_fr]}
              img={p.img} price={null} weighed={p} readOnly={readOnly} busy={state.busy} onToggle={(id) => { void vm.toggle('protections', id); }} />
          ))}
        </Stack>
      )}
    </>
  );
}
