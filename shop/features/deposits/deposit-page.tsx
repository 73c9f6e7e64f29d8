import { Alert, Anchor, Badge, Button, Card, Group, List, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { CustomerDepositBody } from '../../../adapters/http/contract/deposits/customer-deposits';
import { useInjection } from '../../../ui/shared/di';
import { useFieldMessageIn } from '../../../ui/shared/field-message';
import { formatLongDate, formatMoneyNamed } from '../../../ui/shared/format';
import { currentLocale } from '../../../ui/shared/i18n';
import { ProblemAlert } from '../../../ui/shared/problem-message';
import { useObservable } from '../../../ui/shared/use-observable';
import { useViewModel } from '../../../ui/shared/use-view-model';
import { useShopDeal } from '../../shared/deal-context';
import { ShopDepositTokens } from './deposit-tokens';
import type { ShopDepositState, ShopDepositViewModel } from './deposit-view-model';

const LOADING: ShopDepositState = { kind: 'loading' };
type Ready = Extract<ShopDepositState, { kind: 'ready' }>;
type DepositState = NonNullable<CustomerDepositBody['deposit']>['state'];
/** Dark shades, so that white text on them passes WCAG AA. */
const STATE_COLOR: Partial<Record<DepositState, string>> = { pre_authorized: 'teal.9', confirmed: 'teal.9', rejected: '#b34000', initiated: 'blue.9', created: '#b34000' };
/** The simulated processor's test cards (adapters/card-processor/simulated-deposit-processor.ts), listed in the help. */
const TEST_CARDS = [['4242 4242 4242 4242', 'ok'], ['4000 0027 6000 3184', 'three_ds'], ['4000 0000 0000 0002', 'declined'], ['4000 0000 0000 9995', 'insufficient_funds']] as const;

/** /shop/deal/:token/deposit: the deposit asked, what a hold means, a card and Pay; back from the bank's 3-D Secure page it confirms. */
export function DepositPage() {
  const { t } = useTranslation('shop');
  const { token, deal, reload } = useShopDeal();
  const [search, setSearch] = useSearchParams();
  const returned = useRef(search.get('return') === '3ds');
  const factory = useInjection(ShopDepositTokens.deposit);
  const vm = useViewModel(() => factory(token, deal.order), (v) => { void v.load(returned.current).then(() => (returned.current ? reload() : undefined)); });
  const state = useObservable(vm.state$, LOADING);
  useEffect(() => {
    if (search.has('return')) setSearch({}, { replace: true });
  }, [search, setSearch]);
  return (
    <Stack gap="md">
      <Button component={Link} to=".." relative="path" variant="subtle" px={0} w="fit-content">{t('nav.back')}</Button>
      <Title order={2}>{t('deposit.title')}</Title>
      {state.kind === 'loading' && <Stack align="center" py="xl"><Loader aria-label={t('deposit.loading')} /></Stack>}
      {state.kind === 'failed' && (
        <Stack align="flex-start">
          <Text>{t('deposit.failed')}</Text>
          <ProblemAlert problem={state.problem} />
          <Button onClick={() => { void vm.retry(); }}>{t('deposit.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && <Ready state={state} vm={vm} readOnly={deal.read_only} onPaid={reload} />}
    </Stack>
  );
}

function Ready({ state, vm, readOnly, onPaid }: { readonly state: Ready; readonly vm: ShopDepositViewModel; readonly readOnly: boolean; readonly onPaid: () => Promise<void> }) {
  const { t, i18n } = useTranslation('shop');
  const message = useFieldMessageIn('shop');
  const locale = currentLocale(i18n);
  const { data } = state;
  const d = data.deposit;
  if (d === null) return <Text c="dimmed">{t('deposit.none')}</Text>;
  const amount = formatMoneyNamed(d.amount_cents, locale, d.currency);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await vm.pay((url) => { window.location.assign(url); });
    if (vm.paid()) await onPaid();
  };
  const paid = d.state === 'pre_authorized' || d.state === 'confirmed';
  return (
    <>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="deposit-amount">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h4" id="deposit-amount">{t(`deposit.mode.${d.mode}`)}</Title>
            <Badge variant="filled" tt="none" color={STATE_COLOR[d.state] ?? 'gray.7'} data-testid="deposit-state">{t(`deposit.state.${d.state}`)}</Badge>
          </Group>
          <Text size="xl" fw={700} data-testid="deposit-amount">{amount}</Text>
          <Text size="sm">{t(`deposit.explain.${d.mode}`)}</Text>
          {d.state === 'pre_authorized' && d.hold_expires_at !== null && <Text size="sm" data-testid="deposit-hold-until">{t('deposit.held_until', { date: formatLongDate(d.hold_expires_at, locale) })}</Text>}
          {paid && <Alert color="teal" role="status" data-testid="deposit-paid">{t(`deposit.paid.${d.state}`, { amount })}</Alert>}
        </Stack>
      </Card>
      {data.next === 'authenticate' && data.next_action_url !== null && (
        <Alert color="blue" title={t('deposit.authenticate_title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('deposit.authenticate')}</Text>
            {!readOnly && <Button component="a" href={data.next_action_url}>{t('deposit.authenticate_go')}</Button>}
          </Stack>
        </Alert>
      )}
      {data.next === 'pay' && !readOnly && data.processor === 'simulated' && (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="deposit-pay">
          <form onSubmit={(e) => { void submit(e); }} noValidate>
            <Stack gap="sm">
              <Title order={3} size="h4" id="deposit-pay">{d.state === 'rejected' ? t('deposit.pay_again') : t('deposit.pay_title')}</Title>
              <TextInput label={t('deposit.card')} value={state.card} inputMode="numeric" autoComplete="cc-number" maxLength={40}
                onChange={(e) => vm.setCard(e.currentTarget.value)} error={message('payment_method', state.errors.payment_method)} disabled={state.busy || state.redirecting} />
              <Stack gap={4}>
                <Text size="xs" c="dimmed">{t('deposit.test_cards')}</Text>
                <List size="xs" c="dimmed" spacing={2}>
                  {TEST_CARDS.map(([card, what]) => <List.Item key={card}><Text span size="xs" ff="monospace">{card}</Text> — {t(`deposit.test_card.${what}`)}</List.Item>)}
                </List>
              </Stack>
              <ProblemAlert problem={state.problem} />
              {state.redirecting && <Text size="sm" role="status">{t('deposit.redirecting')}</Text>}
              <Button type="submit" loading={state.busy || state.redirecting} w={{ base: '100%', sm: 'auto' }}>{t('deposit.pay', { amount })}</Button>
            </Stack>
          </form>
        </Card>
      )}
      {data.next === 'pay' && !readOnly && data.processor === 'stripe' && <Alert color="gray">{t('deposit.stripe_unavailable')}</Alert>}
      {readOnly && data.next !== 'none' && <Text size="sm" c="dimmed">{t('deposit.read_only')}</Text>}
      {d.state === 'initiated' && data.next === 'none' && <Anchor component="button" type="button" onClick={() => { void vm.load(true); }}>{t('deposit.check_again')}</Anchor>}
    </>
  );
}
