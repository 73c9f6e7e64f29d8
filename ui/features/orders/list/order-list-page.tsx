import { Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderBody } from '../../../../adapters/http/contract/orders';
import { useConfirm } from '../../../shared/confirm';
import { useInjection } from '../../../shared/di';
import { ProblemAlert } from '../../../shared/problem-message';
import { useToast } from '../../../shared/toast';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { customerPaths } from '../../customers/customer-paths';
import { useCustomerOutlet } from '../../customers/record/customer-outlet';
import { useCustomerRights } from '../../customers/use-customer-rights';
import { OrderTokens } from '../order-tokens';
import { OrderCard } from './order-card';

/** The customer's deals (the record's index child): active and archived, each with its steps. */
export function OrderListPage() {
  const { t } = useTranslation();
  const { customer, record } = useCustomerOutlet();
  const rights = useCustomerRights();
  const confirm = useConfirm();
  const toast = useToast();
  const factory = useInjection(OrderTokens.listViewModel);
  const vm = useViewModel(() => factory(customer.id), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });

  const toggle = async (order: OrderBody) => {
    if (!order.is_archived && !(await confirm('archive'))) return;
    if (await vm.toggleArchived(order)) {
      toast.success(order.is_archived ? 'orders.list.restored' : 'orders.list.archived');
      record.refresh();
    }
  };
  const list = (orders: readonly OrderBody[], empty: string) => (
    <Stack gap="sm" pt="sm">
      {orders.length === 0 && <Text c="dimmed" size="sm">{t(empty)}</Text>}
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} country={rights.country} busy={state.kind === 'ready' && state.busy === order.id} onToggleArchived={() => void toggle(order)} />
      ))}
    </Stack>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="deals-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="deals-title">{t('orders.list.title')}</Title>
        {rights.addOrder && <Button component={Link} to={customerPaths.addOrder(customer.id)}>{t('orders.add.button')}</Button>}
      </Group>
      {state.kind === 'loading' && <Skeleton height={96} radius="md" />}
      {state.kind === 'failed' && (
        <Stack gap="xs" align="flex-start">
          <ProblemAlert problem={state.problem ?? { code: 'generic', retryAfterSeconds: null }} />
          <Button size="xs" onClick={() => void vm.retry()}>{t('customers.list.retry')}</Button>
        </Stack>
      )}
      {state.kind === 'ready' && (
        <>
          <ProblemAlert problem={state.problem} />
          <Tabs defaultValue="active" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="active">{t('orders.list.active', { count: state.active.length })}</Tabs.Tab>
              <Tabs.Tab value="archived">{t('orders.list.archived_tab', { count: state.archived.length })}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="active">{list(state.active, 'orders.list.none_active')}</Tabs.Panel>
            <Tabs.Panel value="archived">{list(state.archived, 'orders.list.none_archived')}</Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
