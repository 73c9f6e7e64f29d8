import { Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import type { OrderBody } from '../../../../adapters/http/contract/orders/orders';
import { confirmWith } from '../../../shared/confirm';
import { useArchiveDialog } from '../../../shared/archive-dialog';
import { useInjection } from '../../../shared/di';
import { ProblemAlert } from '../../../shared/problem-message';
import { useToast } from '../../../shared/toast';
import { useObservable } from '../../../shared/use-observable';
import { useViewModel } from '../../../shared/use-view-model';
import { customerPaths } from '../../../shared/customer-paths';
import { useCustomerOutlet } from '../../../shared/customer-outlet';
import { useOrderRights } from '../use-order-rights';
import { OrderTokens } from '../order-tokens';
import { problemKey } from './deal-problems';
import type { OrderCardActions } from './order-card';
import { OrderCard } from './order-card';
import type { ActionOutcome } from './order-list-view-model';
import type { ReactNode } from 'react';

/** The customer's deals (the record's index child): active and archived, each with its steps and actions. */
export function OrderListPage({ cardExtra }: { readonly cardExtra?: (order: OrderBody) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { customer, record } = useCustomerOutlet();
  const rights = useOrderRights();
  const askArchive = useArchiveDialog();
  const toast = useToast();
  const factory = useInjection(OrderTokens.listViewModel);
  const vm = useViewModel(() => factory(customer.id), (model) => void model.start());
  const state = useObservable(vm.state$, { kind: 'loading' });

  /** A refused action: its reason as a toast in the user's language (the client already told about sessions and networks). */
  const refused = (outcome: ActionOutcome<unknown>) => {
    if (!outcome.ok && outcome.problem !== null) toast.error(problemKey(outcome.problem));
  };
  const actionsOf = (order: OrderBody): OrderCardActions => ({
    onToggleArchived: () => void (async () => {
      const choice = order.is_archived ? null : await askArchive({ kind: 'deal' });
      if (!order.is_archived && choice === null) return;
      if (await vm.toggleArchived(order, choice?.reason ?? null)) {
        toast.success(order.is_archived ? 'orders.list.restored' : 'orders.list.archived');
        record.refresh();
      }
    })(),
    onConfirm: () => void (async () => {
      if (!(await confirmWith(t, 'desk:confirm_deal', { values: { vehicle: order.vehicle?.formatted_name ?? t('orders.list.no_vehicle') } }))) return;
      const outcome = await vm.confirm(order);
      if (outcome.ok) {
        toast.success('desk:done.confirmed');
        record.refresh();
      } else refused(outcome);
    })(),
    onSendLink: () => void (async () => {
      const email = order.customer_details.email;
      if (!(await confirmWith(t, 'desk:send_link', { values: { name: order.customer_details.full_name, email } }))) return;
      const outcome = await vm.sendLink(order);
      if (outcome.ok) toast.success('desk:done.sent', { email: outcome.value.sent_to });
      else refused(outcome);
    })(),
    onViewAsCustomer: () => void (async () => {
      // Opened in a tab of its own (the panel stays where it was); the same tab if the browser refuses one.
      const outcome = await vm.viewAsCustomer(order);
      if (!outcome.ok) return refused(outcome);
      if (window.open(outcome.value.url, '_blank') === null) window.location.assign(outcome.value.url);
    })(),
    onSaveCommission: async (value) => {
      const outcome = await vm.saveCommissionNumber(order, value);
      if (outcome.ok) {
        toast.success('desk:done.commission_saved', { number: outcome.value.commission_number ?? value });
        return {};
      }
      refused(outcome);
      return outcome.errors;
    },
    loadLinks: () => vm.easyLinks(order),
    loadHistory: () => vm.timeline(order),
  });
  const list = (orders: readonly OrderBody[], empty: string) => (
    <Stack gap="sm" pt="sm">
      {orders.length === 0 && <Text c="dimmed" size="sm">{t(empty)}</Text>}
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} country={rights.country} maySendLink={rights.sendInvitation} mayViewAsCustomer={rights.viewAsCustomer}
          busy={state.kind === 'ready' && state.busy?.id === order.id ? state.busy.action : null} actions={actionsOf(order)} extra={cardExtra?.(order)} />
      ))}
    </Stack>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="deals-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="deals-title">{t('orders.list.title')}</Title>
        <Group gap="xs">
          <Button variant="default" component={Link} to={paths.of('trade-in-only', { id: customer.id })}>{t('trade-ins:card.without_deal')}</Button>
          {rights.addOrder && <Button component={Link} to={customerPaths.addOrder(customer.id)}>{t('orders.add.button')}</Button>}
        </Group>
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
