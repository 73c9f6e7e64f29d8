import { Anchor, Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CustomerListItemBody } from '../../../../adapters/http/contract/customers/customers';
import type { Country } from '@dealer-panel/core/access/dealership';
import { currentLocale } from '../../../shared/i18n';
import { StepProgress } from '../../../shared/step-progress';
import { vehicleText } from '../display';
import { dayOf } from '../../../shared/wire-display';
import { customerPaths } from '../../../shared/customer-paths';
import { AwaitingBadge } from '../../../shared/awaiting-badge';
import { ContactLinks } from './contact-links';

/** One customer of the list: the columns a sales desk reads across. */
export function CustomerRow({ customer, country, selected, onToggle }: {
  readonly customer: CustomerListItemBody;
  readonly country: Country;
  readonly selected: boolean;
  /** null: no checkbox (the user may not archive). */
  readonly onToggle: ((id: number) => void) | null;
}) {
  const { t, i18n } = useTranslation();
  // With deal filters, the deal that met them (spec 001: matching_order); else the newest active deal.
  const order = customer.matching_order ?? customer.current_order;
  const matchedOther = customer.matching_order !== null && customer.matching_order.id !== customer.current_order?.id;
  return (
    <Table.Tr {...(selected ? { bg: 'var(--mantine-color-blue-light)' } : {})}>
      {onToggle !== null && (
        <Table.Td>
          <Checkbox checked={selected} onChange={() => onToggle(customer.id)} aria-label={t('customers.list.select_one', { name: customer.full_name })} />
        </Table.Td>
      )}
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Anchor component={Link} to={customerPaths.record(customer.id)} fw={600}>{customer.full_name}</Anchor>
          {customer.archive_status !== 'Active' && <Badge size="sm" color="gray.7" variant="filled" tt="none">{t(`customers.archive_status.${customer.archive_status}`)}</Badge>}
        </Stack>
      </Table.Td>
      <Table.Td>
        <ContactLinks customer={customer} country={country} />
      </Table.Td>
      <Table.Td><Text size="sm">{vehicleText(order) || t('customers.list.no_vehicle')}</Text></Table.Td>
      <Table.Td><Text size="sm">{order ? t(`orders.payment_type.${order.payment_type}`) : ''}</Text></Table.Td>
      <Table.Td>
        {order ? <StepProgress order={order} /> : <Text size="sm" c="dimmed">{t('customers.list.no_deal')}</Text>}
        {matchedOther && <Text size="xs" c="dimmed">{t('customers.list.matching_deal')}</Text>}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}><AwaitingBadge awaiting={customer.awaiting} /></Table.Td>
      <Table.Td><Text size="sm">{customer.assigned_dealer_details?.full_name ?? t('customers.list.unassigned')}</Text></Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}><Text size="sm">{dayOf(customer.created, currentLocale(i18n))}</Text></Table.Td>
    </Table.Tr>
  );
}
