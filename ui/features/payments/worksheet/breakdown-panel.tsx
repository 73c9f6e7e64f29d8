import { Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { Quote } from '@dealer-panel/core/payments/engine/quote';
import { formatMoney } from '../../../shared/format';
import { ScrollTable } from '../../../shared/scroll-table';
import type { NumberStyle } from './breakdown-text';
import { countText, inputsText, lineLabel, ratioDisplay } from './breakdown-text';

type Total = readonly [key: string, value: string];

/** The quote's totals that apply to its method, as label and formatted value. */
export function totalsOf(quote: Quote, style: NumberStyle, t: TFunction): Total[] {
  const money = (cents: number) => formatMoney(cents, style.locale, style.currency);
  const rows: (Total | null)[] = [
    [t('totals.selling_price'), money(quote.sellingPrice)],
    [t('totals.total_taxes'), money(quote.totalTaxes)],
    quote.amountFinanced === null ? null : [t('totals.amount_financed'), money(quote.amountFinanced)],
    quote.capitalizedCost === null ? null : [t('totals.capitalized_cost'), money(quote.capitalizedCost)],
    quote.residual === null ? null : [t('totals.residual'), money(quote.residual)],
    quote.apr === null ? null : [t('totals.rate'), t('value.percent', { value: ratioDisplay(quote.apr, style.locale) })],
    quote.moneyFactor === null ? null : [t('totals.money_factor'), ratioDisplay(quote.moneyFactor, style.locale)],
    quote.numberOfPayments === null ? null : [t('totals.number_of_payments'), countText(quote.numberOfPayments, style.locale)],
    quote.totalInterest === null ? null : [t('totals.total_interest'), money(quote.totalInterest)],
    quote.method === 'cash' ? null : [t('totals.payment_before_tax'), money(quote.paymentBeforeTax)],
    [t('totals.payment'), money(quote.payment)],
    quote.dueAtSigning === null ? null : [t('totals.due_at_signing'), money(quote.dueAtSigning)],
    quote.totalDue === null ? null : [t('totals.total_due'), money(quote.totalDue)],
  ];
  return rows.filter((r): r is Total => r !== null);
}

/** A payment explained: its totals, its taxes per component, and every step of the engine's breakdown. */
export function BreakdownPanel({ id, method, quote, style }: {
  readonly id: string;
  readonly method: PaymentMethod;
  readonly quote: Quote;
  readonly style: NumberStyle;
}) {
  const { t } = useTranslation('worksheet');
  const money = (cents: number) => formatMoney(cents, style.locale, style.currency);
  const methodName = t(`methods.${method}`);
  return (
    <Stack id={id} gap="sm" component="section" aria-label={t('breakdown.title', { method: methodName })}>
      <Title order={4} size="h5">{t('breakdown.totals')}</Title>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {totalsOf(quote, style, t).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>{label}</Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Title order={4} size="h5">{t('breakdown.taxes')}</Title>
      {quote.taxes.length === 0 ? <Text size="sm" c="dimmed">{t('breakdown.no_taxes')}</Text> : (
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {quote.taxes.map((tax, i) => (
              <Table.Tr key={`${tax.scope}-${tax.component}-${tax.code}-${i}`}>
                <Table.Th scope="row" fw={500}>
                  {t('tax_row', {
                    // A US state's tax by the name on the buyer's paperwork ("Highway use tax"), else the component's.
                    component: tax.name === undefined ? t(`components.${tax.component}`) : style.locale === 'fr_CA' ? tax.name.fr : tax.name.en,
                    percent: t('value.percent', { value: ratioDisplay(tax.percent, style.locale) }),
                    scope: t(`scopes.${tax.scope}`),
                  })}
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{money(tax.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Title order={4} size="h5">{t('breakdown.title', { method: methodName })}</Title>
      <ScrollTable minWidth={280} label={t('breakdown.title', { method: methodName })}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('breakdown.step')}</Table.Th>
              <Table.Th ta="right">{t('breakdown.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.breakdown.map((line, i) => {
              const inputs = inputsText(line, style, t);
              return (
                <Table.Tr key={`${line.code}-${i}`} data-code={line.code}>
                  <Table.Td>
                    <Text size="sm" fw={500}>{lineLabel(line, style, t)}</Text>
                    {inputs !== '' && <Text size="xs" c="dimmed">{inputs}</Text>}
                  </Table.Td>
                  <Table.Td ta="right" valign="top" style={{ whiteSpace: 'nowrap' }}>{money(line.amount)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
