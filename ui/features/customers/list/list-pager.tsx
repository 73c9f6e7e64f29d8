import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_PAGE_SIZE } from '../../../../core/customers/customer-list-query';
import { formatCount } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';

/**
 * "11–20 of 88" and the pages; the pager is a navigation landmark with labelled buttons.
 * A capped count ("more than 10,000"): the pages go on past `last`, so there is no "last page" button.
 */
export function ListPager({ count, capped, current, last, compact = false, onPage }: {
  readonly count: number;
  readonly capped: boolean;
  readonly current: number;
  readonly last: number;
  /** A phone: no first/last buttons, no neighbours of the current page, so the pages hold on one line. */
  readonly compact?: boolean;
  readonly onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const from = count === 0 ? 0 : (current - 1) * CUSTOMER_PAGE_SIZE + 1;
  const to = capped ? current * CUSTOMER_PAGE_SIZE : Math.min(count, current * CUSTOMER_PAGE_SIZE);
  const locale = currentLocale(i18n);
  const range = { from: formatCount(from, locale), to: formatCount(to, locale), total: formatCount(count, locale) };
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" role="status">{t(capped ? 'customers.list.range_capped' : 'customers.list.range', range)}</Text>
      <nav aria-label={t('customers.list.pages')}>
        <Pagination
          total={last}
          value={Math.min(current, last)}
          onChange={onPage}
          withEdges={!capped && !compact}
          siblings={compact ? 0 : 1}
          size="sm"
          getItemProps={(page) => ({ 'aria-label': t(capped ? 'customers.list.page_n_capped' : 'customers.list.page_n', { page, last }) })}
          getControlProps={(control) => ({ 'aria-label': t(`customers.list.page_${control}`) })}
        />
      </nav>
    </Group>
  );
}
