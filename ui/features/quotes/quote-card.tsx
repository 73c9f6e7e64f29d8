import { Alert, Badge, Button, Card, Group, Image, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentMethods, type PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { QuoteResponse } from '../../../adapters/http/contract/quotes/quotes';
import { useFieldMessageIn } from '../../shared/field-message';
import { moneyText } from '../../shared/wire-display';
import { languageTag } from '../../shared/i18n';
import type { EditKey, EditValue, ReadyState } from './quote-builder-view-model';
import type { QuoteDetailFields, QuoteFieldValues, QuoteStyle } from './quote-fields';

/** One quote side by side with the others: vehicle, method, details, the engine's payment, expiry, the difference. */
export function QuoteCard({ quote, index, state, style, Fields, readOnly, onChange, onReset, onDelete }: {
  readonly quote: QuoteResponse;
  readonly index: number;
  readonly state: ReadyState;
  readonly style: QuoteStyle;
  readonly Fields: QuoteDetailFields;
  readonly readOnly: boolean;
  readonly onChange: (key: EditKey, value: EditValue) => void;
  readonly onReset: () => void;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation('quotes');
  const fieldMessage = useFieldMessageIn('quotes');
  const pending = state.pending[quote.id] ?? {};
  const errors = state.errors[quote.id] ?? {};
  const shown = <K extends keyof QuoteFieldValues>(key: K): QuoteFieldValues[K] => (key in pending ? pending[key] : quote[key]) as QuoteFieldValues[K];
  const method = (pending.method ?? quote.method) as PaymentMethod;
  const values: QuoteFieldValues = {
    term: shown('term'), down_payment: shown('down_payment'), trade_in_credit: shown('trade_in_credit'), payment_frequency: shown('payment_frequency'),
    distance_allowance: shown('distance_allowance'), include_tax: shown('include_tax'),
  };
  const expiry = (pending.quote_expiry ?? quote.quote_expiry ?? '') as string;
  const inForce = quote.quote_expiry ?? state.flow.quote_expiry;
  const expired = inForce !== null && inForce < state.flow.today;
  const money = (amount: string) => moneyText(amount, style.locale, style.country);
  const difference = state.differences[quote.id];
  // Compared only with a quote paid alike (same method and frequency): a bi-weekly payment against a monthly one says nothing.
  const reference = state.flow.results.find((q) => q.id === difference?.reference_quote);
  const comparable = difference?.difference != null && reference !== undefined && reference.method === quote.method && reference.payment_frequency === quote.payment_frequency;
  const cents = comparable ? Math.round(Number(difference.difference) * 100) : 0;
  const refIndex = state.flow.results.findIndex((q) => q.id === reference?.id) + 1;
  const comparison = !comparable ? null
    : t(cents === 0 ? 'card.difference_same' : cents > 0 ? 'card.difference_more' : 'card.difference_less', { amount: money((Math.abs(cents) / 100).toFixed(2)), index: refIndex });
  const apr = quote.apr === null ? '—' : new Intl.NumberFormat(languageTag(style.locale), { maximumFractionDigits: 3 }).format(Number(quote.apr));
  const v = quote.vehicle;
  const saving = state.saving[quote.id] === true || Object.keys(pending).length > 0;
  const title = `${v.year} ${v.make} ${v.model} ${v.trim}`.trim();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t('card.label', { index: index + 1, vehicle: title })} data-testid="quote-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{t('card.title', { index: index + 1 })}</Text>
          <Group gap={4}>
            {quote.applied && <Badge color="teal.9" variant="filled" tt="none">{t('card.primary')}</Badge>}
            {expired && <Badge color="red.8" variant="filled" tt="none">{t('card.expired')}</Badge>}
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {v.image !== null && <Image src={v.image} alt={title} w={88} h={60} radius="sm" fit="cover" />}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">{title}</Text>
            <Text size="xs" c="dimmed">{t('card.stock', { stock: v.stock_number, price: money(v.listing_price) })}</Text>
          </Stack>
        </Group>
        <Stack gap={2} aria-live="polite">
          <Text size="xs" c="dimmed">{t(`card.payment_${method === 'cash' ? 'cash' : quote.payment_frequency}`)}</Text>
          <Text fz={28} fw={700} lh={1.1} data-testid="quote-payment" aria-busy={saving}>{money(quote.payment)}</Text>
          <Text size="xs" c="dimmed">
            {method === 'cash' ? t('card.selling', { price: money(quote.selling_price) }) : t('card.terms', { term: quote.term ?? 0, apr, price: money(quote.selling_price) })}
          </Text>
          {comparison !== null && <Text size="xs" data-testid="quote-difference">{comparison}</Text>}
          {saving && <Text size="xs" c="blue.8" role="status">{t('card.pricing')}</Text>}
        </Stack>
        <Select label={t('fields.method')} data={paymentMethods.map((m) => ({ value: m, label: t(`methods.${m}`) }))} value={method} allowDeselect={false}
          onChange={(m) => { if (m !== null) onChange('method', m); }} disabled={readOnly} error={fieldMessage('method', errors.method)} id={`quote-${quote.id}-method`} />
        <Fields quoteId={quote.id} method={method} values={values} style={style} disabled={readOnly}
          onChange={(key, value) => onChange(key, value)} errorOf={(key) => fieldMessage(key, errors[key])} />
        <TextInput type="date" label={t('fields.quote_expiry')} description={t('fields.quote_expiry_hint')} value={expiry} disabled={readOnly} id={`quote-${quote.id}-expiry`}
          onChange={(e) => onChange('quote_expiry', e.currentTarget.value === '' ? null : e.currentTarget.value)} error={fieldMessage('quote_expiry', errors.quote_expiry)} />
        {Object.keys(errors).length > 0 && <Alert color="red" variant="light" role="alert">{t('card.restored')}</Alert>}
        {!readOnly && (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={onReset} loading={state.busy === `reset-${quote.id}`} disabled={!quote.touched}>{t('card.reset')}</Button>
            <Button size="xs" variant="outline" color="red" onClick={onDelete} loading={state.busy === `delete-${quote.id}`}>{t('card.delete')}</Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
