import { Group, Pagination, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../adapters/http/contract/common';
import { CUSTOMER_PAGE_SIZE } from '@dealer-panel/core/customers/customer-list-query';
import { formatCount } from '../../../shared/format';
import { currentLocale } from '../../../shared/i18n';

/**
 * "11–20 of 88 customers", pluralised by the total ("1 à 25 sur 88 clients"); a page of one row
 * names that row alone ("1 client sur 1", "Client 11 sur 11"), never "1 à 1".
 */
export function rangeText(t: TFunction, locale: Locale, from: number, to: number, count: number, capped: boolean): string {
  const values = { from: formatCount(from, locale), to: formatCount(to, locale), total: formatCount(count, locale), count };
  if (capped) return t('customers.list.range_capped', values);
  return t(from === to ? 'customers.list.range_single' : 'customers.list.range', values);
}

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
  const range = rangeText(t, currentLocale(i18n), from, to, count, capped);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" role="status">{range}</Text>
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
