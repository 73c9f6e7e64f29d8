import { Anchor, Badge, Checkbox, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CustomerListItemBody } from '../../../../adapters/http/contract/customers/customers';
import type { Country } from '@dealer-panel/core/access/dealership';
import { CUSTOMER_PAGE_SIZE } from '@dealer-panel/core/customers/customer-list-query';
import { StepProgress } from '../../../shared/step-progress';
import { customerPaths } from '../../../shared/customer-paths';
import { vehicleText } from '../display';
import { AwaitingBadge } from '../../../shared/awaiting-badge';
import { ContactLinks } from './contact-links';
import type { CustomerTableProps } from './customer-table';

function Fact({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="xs" c="gray.7" w={92} style={{ flexShrink: 0 }} component="dt">{label}</Text>
      <Text size="sm" component="dd" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Text>
    </Group>
  );
}

function CustomerCard({ customer, country, selected, onToggle }: {
  readonly customer: CustomerListItemBody;
  readonly country: Country;
  readonly selected: boolean;
  /** null: no checkbox (the user may not archive). */
  readonly onToggle: ((id: number) => void) | null;
}) {
  const { t } = useTranslation();
  const order = customer.matching_order ?? customer.current_order;
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={customer.full_name} {...(selected ? { bg: 'var(--mantine-color-blue-light)' } : {})}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            {onToggle !== null && <Checkbox mt={3} checked={selected} onChange={() => onToggle(customer.id)} aria-label={t('customers.list.select_one', { name: customer.full_name })} />}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={customerPaths.record(customer.id)} fw={600}>{customer.full_name}</Anchor>
              <ContactLinks customer={customer} country={country} />
            </Stack>
          </Group>
          {customer.archive_status !== 'Active' && <Badge size="sm" color="gray.7" variant="filled" tt="none">{t(`customers.archive_status.${customer.archive_status}`)}</Badge>}
        </Group>
        <Stack gap={4} component="dl" m={0}>
          <Fact label={t('desk:list.vehicle')}>{vehicleText(order) || t('customers.list.no_vehicle')}</Fact>
          {order && <Fact label={t('desk:list.payment')}>{t(`orders.payment_type.${order.payment_type}`)}</Fact>}
          <Fact label={t('desk:list.steps')}>{order ? <StepProgress order={order} /> : t('customers.list.no_deal')}</Fact>
          <Fact label={t('desk:list.waiting')}><AwaitingBadge awaiting={customer.awaiting} /></Fact>
        </Stack>
        {customer.matching_order !== null && customer.matching_order.id !== customer.current_order?.id && <Text size="xs" c="gray.7">{t('customers.list.matching_deal')}</Text>}
      </Stack>
    </Paper>
  );
}

/** The list on a phone: one card per customer with what the desk reads first (name, vehicle, payment, steps, who acts next). */
export function CustomerCards({ customers, country, selected, selectable, onToggle, onToggleAll }: Omit<CustomerTableProps, 'ordering' | 'onSort'>) {
  const { t } = useTranslation();
  const ids = customers?.map((c) => c.id) ?? [];
  const chosen = ids.filter((id) => selected.includes(id)).length;
  return (
    <Stack gap="xs">
      {selectable && (
        <Checkbox
          label={t('desk:list.select_page')}
          checked={ids.length > 0 && chosen === ids.length}
          indeterminate={chosen > 0 && chosen < ids.length}
          disabled={ids.length === 0}
          onChange={onToggleAll}
        />
      )}
      {customers === null ? (
        <Stack gap="xs" aria-busy>
          {Array.from({ length: CUSTOMER_PAGE_SIZE }, (_, i) => <Skeleton key={i} height={140} radius="md" />)}
          <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>
        </Stack>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('customers.list.table')}>
          {customers.map((customer) => (
            <li key={customer.id}>
              <CustomerCard customer={customer} country={country} selected={selected.includes(customer.id)} onToggle={selectable ? onToggle : null} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
