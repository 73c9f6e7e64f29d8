import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { hasPermission } from '@dealer-panel/core/access/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { toActor } from '../../shared/session/user-rights';
import { UiTokens } from '../../shared/ui-tokens';
import { useInjection } from '../../shared/di';
import { currencyOf, type Currency } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { BackToDeals } from '../../shared/back-to-deals';
import { useObservable } from '../../shared/use-observable';
import { useViewModel } from '../../shared/use-view-model';
import type { DepositRights, DepositUiAction } from './deposit-actions';
import { DepositModal } from './deposit-modal';
import { DepositProblem } from './deposit-problem';
import { DepositSummary } from './deposit-summary';
import type { DepositState, DepositViewModel } from './deposit-view-model';
import { DepositsTokens } from './deposits-tokens';
import { TransferHistory } from './transfer-history';
import { PageLoadState } from '../../shared/page-load-state';

type Ready = Extract<DepositState, { kind: 'ready' }>;
const DANGER: ReadonlySet<DepositUiAction> = new Set(['cancel', 'withdraw', 'refund']);

/** /customers/:id/order/:orderId/deposit: the deal's deposit and what may be done with it (issue 14 items 1 and 3). */
export function DepositPage() {
  const { id, orderId } = useParams();
  const { t } = useTranslation('deposits');
  const order = Number(orderId);
  const customer = Number(id);
  if (!Number.isSafeInteger(order) || order < 1 || !Number.isSafeInteger(customer) || customer < 1) return <Alert color="red" role="alert">{t('page.failed')}</Alert>;
  return <DepositScreen key={order} orderId={order} customerId={customer} />;
}

/** The signed-in user's rights on deposits (corporate users and users without can_manage_deposits move no money) and their store's currency. */
function useDepositRights(): DepositRights & { readonly currency: Currency } {
  const session = useInjection(UiTokens.session);
  const { user } = useObservable(session.state$, session.snapshot());
  return useMemo(() => {
    const currency = currencyOf(user?.dealership?.country);
    if (user === null) return { manage: false, resend: false, currency };
    const actor = toActor(user);
    return { manage: hasPermission(actor, 'can_manage_deposits'), resend: !actor.isCorporate, currency };
  }, [user]);
}

function DepositScreen({ orderId, customerId }: { readonly orderId: number; readonly customerId: number }) {
  const { t } = useTranslation('deposits');
  const rights = useDepositRights();
  const factory = useInjection(DepositsTokens.viewModel);
  const vm = useViewModel(() => factory(orderId, rights), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });
  return (
    <Stack gap="lg" maw={760}>
      <BackToDeals />
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      <PageLoadState state={state} skeletons={[120, 60]} loadingLabel={t('page.loading')} failedText={t('page.failed')} retryText={t('page.retry')} onRetry={() => void vm.retry()} renderProblem={(p) => <DepositProblem problem={p} />} />
      {state.kind === 'ready' && <ReadyScreen state={state} vm={vm} currency={state.deposit?.currency ?? rights.currency} readOnly={!rights.manage} />}
      {state.kind === 'ready' && (
        <TransferHistory customerId={customerId} orderId={orderId} currency={state.deposit?.currency ?? rights.currency}
          version={`${state.deposit?.id ?? 0}:${state.deposit?.updated ?? ''}:${state.done ?? ''}`} />
      )}
    </Stack>
  );
}

function ReadyScreen({ state, vm, currency, readOnly }: { readonly state: Ready; readonly vm: DepositViewModel; readonly currency: Currency; readonly readOnly: boolean }) {
  const { t } = useTranslation('deposits');
  const opened = state.intent !== null;
  const actions = state.actions.length === 0 ? null : (
    <Group gap="sm" role="group" aria-label={t('actions.label')}>
      {state.actions.map((action) => (
        <Button key={action} variant={action === 'capture' || action === 'ask' ? 'filled' : 'outline'} {...(DANGER.has(action) ? { color: 'red' } : {})}
          disabled={state.busy} onClick={() => vm.open(action)}>
          {t(`actions.${action}`)}
        </Button>
      ))}
    </Group>
  );
  return (
    <>
      {state.deposit === null ? (
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Text fw={600} component="h2" m={0}>{t('empty.title')}</Text>
            <Text size="sm" c="dimmed">{t('empty.body')}</Text>
          </Stack>
        </Card>
      ) : <DepositSummary deposit={state.deposit} />}
      {state.done !== null && <Text size="sm" c="teal.9" fw={600} role="status">{t(`done.${state.done}`)}</Text>}
      {!opened && <DepositProblem problem={state.problem} />}
      {actions}
      {readOnly && state.deposit !== null && <Alert color="blue" variant="light">{t('page.read_only')}</Alert>}
      <DepositModal state={state} vm={vm} currency={currency} />
    </>
  );
}
