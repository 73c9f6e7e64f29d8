import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { VehicleRecordResponse } from '../../../adapters/http/contract/inventory/inventory';
import { formatCount, formatDateTime } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { ScrollTable } from '../../shared/scroll-table';
import { ProblemAlert } from '../../shared/problem-message';
import { moneyText } from '../../shared/wire-display';
import { hasOlderPrices, type PriceHistoryState } from './vehicle-record-view-model';

type Change = VehicleRecordResponse['price_history'][number];

/** What made a change: the import, by its number (the Imports screen's history), or the price profile, by name. */
function sourceOf(c: Change, t: TFunction): string {
  return t(`vehicle.price_source.${c.source}`, { id: c.import_id ?? '', name: c.profile_name ?? '' });
}

/**
 * The vehicle's price history (issue 31 item 5): each change of its listing price, newest first,
 * before and after, when and from what; 50 at first, then "Show older changes" adds the next 50.
 */
export function PriceHistorySection({ record, history, onOlder }: { readonly record: VehicleRecordResponse; readonly history: PriceHistoryState; readonly onOlder: () => void }) {
  const { t, i18n } = useTranslation('inventory');
  const locale = currentLocale(i18n);
  const country = record.vehicle.dealership_details.country;
  const title = t('vehicle.price_history');
  const more = hasOlderPrices(history);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="vehicle-price-history" data-testid="price-history">
      <Title order={2} size="h4" id="vehicle-price-history" mb="xs">{title}</Title>
      {history.changes.length === 0 ? <Text size="sm" c="dimmed">{t('vehicle.price_history_empty')}</Text> : (
        <ScrollTable minWidth={440} label={title}>
          <Table striped verticalSpacing="xs">
            <Table.Thead><Table.Tr>
              <Table.Th>{t('vehicle.price_history_date')}</Table.Th><Table.Th>{t('vehicle.price_history_before')}</Table.Th>
              <Table.Th>{t('vehicle.price_history_after')}</Table.Th><Table.Th>{t('vehicle.price_history_source')}</Table.Th>
            </Table.Tr></Table.Thead>
            <Table.Tbody>
              {history.changes.map((c, i) => (
                <Table.Tr key={`${c.at}-${String(i)}`}>
                  <Table.Td>{formatDateTime(new Date(c.at), locale)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{moneyText(c.before, locale, country)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{moneyText(c.after, locale, country)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{sourceOf(c, t)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {(more || history.page > 1) && (
        <Stack gap="xs" mt="xs" align="flex-start">
          {history.failure !== null && (history.failure.problem === null
            ? <Alert color="red" role="alert">{t('vehicle.price_history_older_failed')}</Alert>
            : <ProblemAlert problem={history.failure.problem} />)}
          <Group gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">{t('vehicle.price_history_shown', { shown: formatCount(history.changes.length, locale), count: formatCount(history.count, locale) })}</Text>
            {more && <Button size="xs" variant="default" loading={history.loading} onClick={onOlder}>{t('vehicle.price_history_older')}</Button>}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
