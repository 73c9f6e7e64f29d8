import { Checkbox, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerListItemBody } from '../../../../adapters/http/contract/customers/customers';
import type { Country } from '@dealer-panel/core/access/dealership';
import { CUSTOMER_PAGE_SIZE } from '@dealer-panel/core/customers/customer-list-query';
import { ScrollTable } from '../../../shared/scroll-table';
import { CustomerRow } from './customer-row';
import { SortableHeader } from '../../../shared/sortable-header';

/** The table's columns: the locale key of the header and the ordering field of the sortable ones. */
const COLUMNS: readonly { readonly key: string; readonly sort: string | null }[] = [
  { key: 'name', sort: 'name' },
  { key: 'contact', sort: 'email' },
  { key: 'vehicle', sort: null },
  { key: 'payment_type', sort: null },
  { key: 'steps', sort: null },
  { key: 'awaiting', sort: 'awaiting' },
  { key: 'rep', sort: 'sales_rep' },
  { key: 'created', sort: 'created' },
];

export interface CustomerTableProps {
  /** null while loading: skeleton rows. */
  readonly customers: readonly CustomerListItemBody[] | null;
  readonly country: Country;
  readonly ordering: string;
  readonly selected: readonly number[];
  /** The row checkboxes serve the bulk archive only: shown to those who may archive. */
  readonly selectable: boolean;
  readonly onSort: (field: string) => void;
  readonly onToggle: (id: number) => void;
  readonly onToggleAll: () => void;
}

export function CustomerTable({ customers, country, ordering, selected, selectable, onSort, onToggle, onToggleAll }: CustomerTableProps) {
  const { t } = useTranslation();
  const ids = customers?.map((c) => c.id) ?? [];
  const chosen = ids.filter((id) => selected.includes(id)).length;
  return (
    // 960: the columns' narrowest readable widths in French; a laptop (1366 px less the menu) fits them.
    <ScrollTable minWidth={960} label={t('customers.list.table')}>
      <Table highlightOnHover verticalSpacing="xs" aria-busy={customers === null} aria-label={t('customers.list.table')}>
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <Checkbox
                  checked={ids.length > 0 && chosen === ids.length}
                  indeterminate={chosen > 0 && chosen < ids.length}
                  disabled={ids.length === 0}
                  onChange={onToggleAll}
                  aria-label={t('customers.list.select_page')}
                />
              </Table.Th>
            )}
            {COLUMNS.map(({ key, sort }) => (sort === null
              ? <Table.Th key={key}>{t(`customers.columns.${key}`)}</Table.Th>
              : <SortableHeader key={key} field={sort} ordering={ordering} onSort={onSort}>{t(`customers.columns.${key}`)}</SortableHeader>))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers === null
            ? Array.from({ length: CUSTOMER_PAGE_SIZE }, (_, row) => (
              <Table.Tr key={row}>
                {Array.from({ length: COLUMNS.length + (selectable ? 1 : 0) }, (_, cell) => <Table.Td key={cell}><Skeleton height={14} radius="sm" /></Table.Td>)}
              </Table.Tr>
            ))
            : customers.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} country={country} selected={selected.includes(customer.id)} onToggle={selectable ? onToggle : null} />
            ))}
        </Table.Tbody>
      </Table>
      {customers === null && <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>}
    </ScrollTable>
  );
}
