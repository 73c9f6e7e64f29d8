import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { DEALER_ORANGE } from '../../../ui/shared/step-progress';
import { useTranslation } from 'react-i18next';
import type { FlowQuotesResponse, QuoteResponse } from '../../../adapters/http/contract/quotes/quotes';
import { currencyOf, formatLongDate, formatMoney, formatMoneyText, formatPercent } from '../../../ui/shared/format';
import { currentLocale } from '../../../ui/shared/i18n';
import { differenceFromChosen, isExpired, vehicleAvailable } from './compare';

interface Props {
  readonly quote: QuoteResponse;
  readonly number: number;
  readonly flow: FlowQuotesResponse;
  readonly chosen: QuoteResponse | null;
  readonly lowest: boolean;
  readonly country: 'CA' | 'US';
  readonly canChoose: boolean;
  readonly choosing: boolean;
  readonly busy: boolean;
  readonly onChoose: () => void;
}

/** One quote of the comparison: the payment first, then what makes it, and the customer's pick. */
export function QuoteCompareCard({ quote: q, number, flow, chosen, lowest, country, canChoose, choosing, busy, onChoose }: Props) {
  const { t, i18n } = useTranslation('shop');
  const locale = currentLocale(i18n);
  const currency = currencyOf(country);
  const money = (text: string) => formatMoneyText(text, locale, currency);
  const expiry = q.quote_expiry ?? flow.quote_expiry;
  const expired = isExpired(q, flow);
  const difference = differenceFromChosen(q, chosen);
  const rows: [string, string][] = [
    [t('quotes.fields.method'), t(`quotes.methods.${q.method}`)],
    ...(q.term === null ? [] : [[t('quotes.fields.term'), t('quotes.fields.term_value', { count: q.term })] as [string, string]]),
    [t('quotes.fields.down_payment'), money(q.down_payment)],
    [t('quotes.fields.trade_in_credit'), money(q.trade_in_credit)],
    [t('quotes.fields.selling_price'), money(q.selling_price)],
    [t('quotes.fields.total_taxes'), money(q.total_taxes)],
    ...(q.apr === null ? [] : [[t('quotes.fields.apr'), formatPercent(q.apr, locale)] as [string, string]]),
    [t('quotes.fields.include_tax'), q.include_tax ? t('quotes.yes') : t('quotes.no')],
    [t('quotes.fields.add_ons'), String(q.accessories.length + q.protections.length)],
  ];
  return (
    <Card withBorder padding="md" data-testid={`quote-${q.id}`} style={q.applied ? { borderColor: 'var(--mantine-color-teal-9)', borderWidth: 2 } : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('quotes.option', { number })}</Text>
          <Group gap={4}>
            {q.applied && <Badge color="teal.9" tt="none">{t('quotes.chosen')}</Badge>}
            {lowest && <Badge color="blue.9" tt="none">{t('quotes.lowest')}</Badge>}
          </Group>
        </Group>
        <Text size="sm">{`${q.vehicle.year} ${q.vehicle.make} ${q.vehicle.model} ${q.vehicle.trim}`.trim()}</Text>
        <div>
          <Text size="xl" fw={700} component="span" data-testid="quote-payment">{money(q.payment)}</Text>
          {q.method !== 'cash' && <Text size="sm" c="dimmed" component="span">{` ${t(`quotes.per.${q.payment_frequency}`)}`}</Text>}
        </div>
        {difference !== null && difference !== 0 && (
          <Text size="sm" c={difference > 0 ? 'red.9' : 'teal.9'}>
            {t(difference > 0 ? 'quotes.difference_more' : 'quotes.difference_less', { amount: formatMoney(Math.abs(difference), locale, currency) })}
          </Text>
        )}
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}><Table.Th fw={400} c="dimmed" pl={0}>{label}</Table.Th><Table.Td ta="right" pr={0}>{value}</Table.Td></Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {expired ? <Text size="sm" c="red.9">{t('quotes.expired')}</Text>
          : expiry !== null && <Text size="sm" c="dimmed">{t('quotes.expires', { date: formatLongDate(expiry, locale) })}</Text>}
        {!vehicleAvailable(q) && <Text size="sm" c={DEALER_ORANGE}>{t('quotes.unavailable')}</Text>}
        {!q.applied && (
          <Button onClick={onChoose} disabled={!canChoose || (busy && !choosing)} loading={choosing} fullWidth>
            {choosing ? t('quotes.choosing') : t('quotes.choose')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
