import { Badge, Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Country } from '@dealer-panel/core/access/dealership';
import { currentLocale } from '../../../shared/i18n';
import { formatPercent } from '../../../shared/format';
import { dayOf, moneyText } from '../../../shared/wire-display';
import type { ReadyRecord } from './customer-record-view-model';
import { ScrollTable } from '../../../shared/scroll-table';

const STATUS_COLORS = { approved: 'teal.9', declined: 'red.9', pending: 'gray.7' } as const;

/** Pre-qualification (prequal_details/): its status and the lenders' offers. */
export function PrequalCard({ record, country }: { readonly record: ReadyRecord; readonly country: Country }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { prequal } = record;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="prequal-title">
      <Title order={2} size="h4" mb="sm" id="prequal-title">{t('customers.prequal.title')}</Title>
      {prequal.kind === 'loading' && <Loader size="sm" aria-label={t('app.loading')} />}
      {prequal.kind === 'failed' && <Text size="sm" c="dimmed">{t('customers.prequal.failed')}</Text>}
      {prequal.kind === 'ready' && prequal.value === null && <Text size="sm" c="dimmed">{t('customers.prequal.none')}</Text>}
      {prequal.kind === 'ready' && prequal.value !== null && (
        <>
          <Group gap="xs" mb="xs">
            <Badge color={STATUS_COLORS[prequal.value.status]} tt="none">{t(`customers.prequal.status.${prequal.value.status}`)}</Badge>
            <Text size="sm" c="dimmed">{t('customers.prequal.checked_at', { date: dayOf(prequal.value.checked_at, locale) })}</Text>
          </Group>
          {prequal.value.pre_qual_offers.length > 0 && (
            <ScrollTable minWidth={280} label={t('customers.prequal.offers')}>
              <Table fz="sm" verticalSpacing={4} aria-label={t('customers.prequal.offers')}>
                <Table.Thead>
                  <Table.Tr>
                    {/* Four columns, the type under the lender: the table fits a phone's card without hiding "Jusqu'à". */}
                    {['lender', 'term', 'rate', 'max_amount'].map((c) => <Table.Th key={c}>{t(`customers.prequal.${c}`)}</Table.Th>)}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {prequal.value.pre_qual_offers.map((offer, index) => (
                    <Table.Tr key={`${offer.lender}-${index}`}>
                      <Table.Td>
                        {offer.lender}
                        <Text size="xs" c="dimmed">{t(`orders.payment_type.${offer.payment_type}`)}</Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('customers.prequal.months', { count: offer.term })}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPercent(offer.rate, locale)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{moneyText(offer.max_amount, locale, country)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </>
      )}
    </Paper>
  );
}
