import { Alert, Badge, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import { formatMoney } from '../../../shared/format';
import { ProblemAlert } from '../../../shared/problem-message';
import { BreakdownPanel } from './breakdown-panel';
import type { NumberStyle } from './breakdown-text';
import { countText, ratioDisplay } from './breakdown-text';
import type { DetailKey, PaymentDetails } from './payment-details';
import { MethodDetails } from './method-details';
import type { Choices } from './worksheet-data';
import { CHOICE_KINDS } from './worksheet-data';
import type { MethodColumn as Column } from './worksheet-state';
import type { DealFeesState } from './deal-fees-view-model';

export interface MethodColumnProps {
  readonly column: Column;
  readonly chosen: boolean;
  /** Details may be changed and the method chosen. */
  readonly editable: boolean;
  /** A switch to this method is running. */
  readonly switchingHere: boolean;
  readonly frequencies: readonly PaymentFrequency[];
  readonly leaseRateMethod: 'apr' | 'money_factor';
  readonly choices: Choices;
  readonly country: 'CA' | 'US';
  readonly style: NumberStyle;
  readonly onChange: <K extends DetailKey>(key: K, value: PaymentDetails[K]) => void;
  readonly onChoose: () => void;
  readonly onToggleBreakdown: () => void;
  readonly onRetry: () => void;
  /** The deal's fees and discounts (their boxes include or take off a global on the deal). */
  readonly fees: DealFeesState;
  readonly onToggleFee: (feeId: number, included: boolean) => void;
}

/** The fields a column shows; a refusal about anything else (the residual, the province) is said at the top. */
const SHOWN: ReadonlySet<string> = new Set<string>([
  'term', 'down_payment', 'payment_frequency', 'distance_allowance', 'rate', 'credit_score', 'trade_in_credit', 'trade_in_owing',
  'postal_code', 'include_tax', 'install_accessories_ids', ...CHOICE_KINDS,
]);

/**
 * One payment method: its payment, its details (each change re-priced), its breakdown. Drawn again
 * only when one of its props changes (the worksheet keeps an unchanged column's state and handlers).
 */
export const MethodColumn = memo(function MethodColumn(props: MethodColumnProps) {
  const { column, chosen, editable, switchingHere, style, country } = props;
  const { t } = useTranslation('worksheet');
  const { method, details, quote, loading, fieldErrors } = column;
  const methodName = t(`methods.${method}`);
  const errorOf = (key: string) => {
    const code = fieldErrors[key]?.[0];
    return code === undefined ? null : t(`errors.${code}`, { defaultValue: t('errors.default') });
  };
  const dealErrors = Object.entries(fieldErrors).filter(([key]) => !SHOWN.has(key));
  const moneyFactor = method === 'lease' && props.leaseRateMethod === 'money_factor';
  const programRate = quote === null ? null : moneyFactor ? (quote.moneyFactor && ratioDisplay(quote.moneyFactor, style.locale)) : (quote.apr && ratioDisplay(quote.apr, style.locale));
  const breakdownId = `ws-${method}-breakdown`;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={`ws-${method}-title`}
      aria-busy={loading}
      data-method={method}
      data-chosen={chosen}
      style={chosen ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={`ws-${method}-title`}>{methodName}</Title>
          {chosen
            ? <Badge variant="filled" tt="none">{t('column.chosen')}</Badge>
            : editable && (
              <Button size="compact-sm" variant="light" loading={switchingHere} onClick={props.onChoose}>
                {t('column.choose', { method: methodName })}
              </Button>
            )}
        </Group>

        <Headline column={column} style={style} />
        {quote !== null && <Text size="xs" c="dimmed">{t('column.region', { region: quote.taxRegion })}</Text>}
        <ProblemAlert problem={column.problem} />
        {quote === null && !loading && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">{column.problem === null ? t('column.not_priced') : t('column.price_failed')}</Text>
            <Button size="xs" variant="default" onClick={props.onRetry}>{t('column.reprice')}</Button>
          </Stack>
        )}
        {dealErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t('column.deal_errors')}>
            {dealErrors.map(([key, codes]) => <Text size="sm" key={key}>{t(`errors.${codes[0] ?? 'default'}`, { defaultValue: t('errors.default') })}</Text>)}
          </Alert>
        )}

        {quote !== null && (
          <>
            <Button
              variant="default"
              size="compact-sm"
              justify="flex-start"
              aria-expanded={column.expanded}
              aria-controls={breakdownId}
              onClick={props.onToggleBreakdown}
            >
              {t(column.expanded ? 'breakdown.hide' : 'breakdown.show')}
            </Button>
            {column.expanded && <BreakdownPanel id={breakdownId} method={method} quote={quote} style={style} />}
          </>
        )}

        <MethodDetails
          method={method}
          details={details}
          editable={editable}
          style={style}
          country={country}
          frequencies={props.frequencies}
          moneyFactor={moneyFactor}
          programRate={programRate}
          choices={props.choices}
          fees={props.fees}
          errorOf={errorOf}
          onChange={props.onChange}
          onToggleFee={props.onToggleFee}
        />
      </Stack>
    </Paper>
  );
});

/** The payment in large type with its frequency, or a placeholder while the first pricing runs. */
function Headline({ column, style }: { readonly column: Column; readonly style: NumberStyle }) {
  const { t } = useTranslation('worksheet');
  const { quote, loading } = column;
  if (quote === null) return loading ? <Skeleton role="progressbar" height={44} radius="sm" aria-label={t('column.calculating')} /> : null;
  const per = quote.paymentFrequency === null ? t('headline.cash') : t(`headline.${quote.paymentFrequency}`);
  return (
    <Stack gap={0}>
      <Group gap="xs" align="baseline" wrap="nowrap">
        <Text fz={28} fw={700} lh={1.1} data-testid={`ws-${column.method}-payment`} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(quote.payment, style.locale, style.currency)}
        </Text>
        <Text size="sm" c="dimmed">{per}</Text>
        {loading && <Loader size="xs" aria-label={t('column.calculating')} />}
      </Group>
      {quote.numberOfPayments !== null && (quote.apr !== null || quote.moneyFactor !== null) && (
        <Text size="xs" c="dimmed">
          {t('headline.payments', {
            n: quote.numberOfPayments,
            rate: quote.apr !== null ? t('value.percent', { value: ratioDisplay(quote.apr, style.locale) }) : ratioDisplay(quote.moneyFactor!, style.locale),
          })}
        </Text>
      )}
      {quote.numberOfPayments !== null && quote.apr === null && quote.moneyFactor === null && (
        <Text size="xs" c="dimmed">{countText(quote.numberOfPayments, style.locale)}</Text>
      )}
    </Stack>
  );
}
