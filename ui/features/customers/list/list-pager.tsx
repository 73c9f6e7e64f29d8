import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_PAGE_SIZE } from '../../../../core/customers/customer-list-query';

/** "11–20 of 88" and the pages; the pager is a navigation landmark with labelled buttons. */
export function ListPager({ count, current, last, onPage }: {
  readonly count: number;
  readonly current: number;
  readonly last: number;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const from = count === 0 ? 0 : (current - 1) * CUSTOMER_PAGE_SIZE + 1;
  const to = Math.min(count, current * CUSTOMER_PAGE_SIZE);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" role="status">{t('customers.list.range', { from, to, count })}</Text>
      <nav aria-label={t('customers.list.pages')}>
        <Pagination
          total={last}
          value={Math.min(current, last)}
          onChange={onPage}
          withEdges
          siblings={1}
          size="sm"
          getItemProps={(page) => ({ 'aria-label': t('customers.list.page_n', { page, last }) })}
          getControlProps={(control) => ({ 'aria-label': t(`customers.list.page_${control}`) })}
        />
      </nav>
    </Group>
  );
}
