import { Checkbox, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import { formatMoney } from '../../../shared/format';
import type { NumberStyle } from './breakdown-text';
import { countText } from './breakdown-text';
import type { DetailKey, PaymentDetails } from './payment-details';
import type { Choice, ChoiceKind } from './worksheet-data';
import { choiceName } from './worksheet-data';

/** Terms a dealer picks from (months); the deal's own term is added when it is another. */
export const TERMS: readonly number[] = [12, 24, 36, 48, 60, 72, 84, 96];
/** Yearly distance allowances offered for a lease; the deal's own is added when it is another. */
export const DISTANCES: readonly number[] = [12_000, 16_000, 20_000, 24_000];

export interface FieldProps<K extends DetailKey> {
  readonly method: PaymentMethod;
  readonly name: K;
  readonly value: PaymentDetails[K];
  readonly onChange: (value: PaymentDetails[K]) => void;
  /** The translated message of the field's refusal, if any. */
  readonly error: string | null;
  readonly disabled: boolean;
  readonly style: NumberStyle;
  /** Prefix of the input's id (default `ws`): a page showing several of one method's fields (the quote builder) names each apart. */
  readonly idPrefix?: string;
}

const idOf = (method: PaymentMethod, name: string, prefix = 'ws') => `${prefix}-${method}-${name}`;
const withCurrent = (options: readonly number[], current: number | null) =>
  (current === null || options.includes(current) ? [...options] : [...options, current].sort((a, b) => a - b));

/**
 * An amount in dollars typed in the user's language ("2,500.50", "2 500,50"); the details keep the
 * plain decimal ("2500.5"), what the request sends. A change goes to the view model at each keystroke.
 */
export function MoneyField({ method, name, value, onChange, error, disabled, style, label, idPrefix }: FieldProps<'down_payment' | 'trade_in_credit' | 'trade_in_owing'> & { readonly label: string }) {
  const french = style.locale === 'fr_CA';
  return (
    <NumberInput
      id={idOf(method, name, idPrefix)}
      label={label}
      value={value}
      valueIsNumericString
      onValueChange={(payload, info) => { if (info.source === 'event') onChange(payload.value); }}
      thousandSeparator={french ? '\u00a0' : ','}
      decimalSeparator={french ? ',' : '.'}
      decimalScale={2}
      allowNegative={false}
      hideControls
      {...(french ? { suffix: ' $' } : { prefix: '$' })}
      error={error}
      disabled={disabled}
      inputMode="decimal"
    />
  );
}

/** The rate over the lender program's: blank keeps the program's, shown as the placeholder. */
export function RateField({ method, value, onChange, error, disabled, style, moneyFactor, programRate }: FieldProps<'rate'> & { readonly moneyFactor: boolean; readonly programRate: string | null }) {
  const { t } = useTranslation('worksheet');
  const french = style.locale === 'fr_CA';
  return (
    <NumberInput
      id={idOf(method, 'rate')}
      label={t(moneyFactor ? 'fields.money_factor' : 'fields.rate')}
      description={t('fields.rate_hint')}
      placeholder={programRate === null ? undefined : t('fields.rate_placeholder', { rate: programRate })}
      value={value}
      valueIsNumericString
      onValueChange={(payload, info) => { if (info.source === 'event') onChange(payload.value); }}
      decimalSeparator={french ? ',' : '.'}
      decimalScale={moneyFactor ? 7 : 3}
      // A typed minus sign stays, so that the server refuses the negative rate (issue 10.2) rather than the field making it positive.
      allowNegative
      hideControls
      error={error}
      disabled={disabled}
      inputMode="decimal"
    />
  );
}

/**
 * A closed list is not drawn: Mantine keeps a Select's options mounted (hidden, in a portal drawn by
 * a second render) by default, which was a third of the cost of drawing a column (issue 34 item 3).
 */
const CLOSED_UNMOUNTED = { keepMounted: false } as const;

export function TermField({ method, value, onChange, error, disabled, style, idPrefix }: FieldProps<'term'>) {
  const { t } = useTranslation('worksheet');
  return (
    <Select
      id={idOf(method, 'term', idPrefix)}
      label={t('fields.term')}
      data={withCurrent(TERMS, value).map((m) => ({ value: String(m), label: t('value.months', { value: countText(m, style.locale) }) }))}
      value={value === null ? null : String(value)}
      onChange={(next) => { if (next !== null) onChange(Number(next)); }}
      allowDeselect={false}
      comboboxProps={CLOSED_UNMOUNTED}
      error={error}
      disabled={disabled}
    />
  );
}

export function DistanceField({ method, value, onChange, error, disabled, style, idPrefix }: FieldProps<'distance_allowance'>) {
  const { t } = useTranslation('worksheet');
  return (
    <Select
      id={idOf(method, 'distance_allowance', idPrefix)}
      label={t('fields.distance_allowance')}
      data={withCurrent(DISTANCES, value).map((d) => ({ value: String(d), label: t(`value.distance_${style.distanceUnit}`, { value: countText(d, style.locale) }) }))}
      value={value === null ? null : String(value)}
      onChange={(next) => { if (next !== null) onChange(Number(next)); }}
      allowDeselect={false}
      comboboxProps={CLOSED_UNMOUNTED}
      error={error}
      disabled={disabled}
    />
  );
}

/** Only the frequencies the dealership offers for the method (payment settings). */
export function FrequencyField({ method, value, onChange, error, disabled, offered, idPrefix }: FieldProps<'payment_frequency'> & { readonly offered: readonly PaymentFrequency[] }) {
  const { t } = useTranslation('worksheet');
  const options = offered.includes(value) ? offered : [...offered, value];
  return (
    <Select
      id={idOf(method, 'payment_frequency', idPrefix)}
      label={t('fields.payment_frequency')}
      data={options.map((f) => ({ value: f, label: t(`frequencies.${f}`) }))}
      value={value}
      onChange={(next) => { const found = options.find((f) => f === next); if (found !== undefined) onChange(found); }}
      allowDeselect={false}
      comboboxProps={CLOSED_UNMOUNTED}
      error={error}
      disabled={disabled}
    />
  );
}

export function CreditScoreField({ method, value, onChange, error, disabled }: FieldProps<'credit_score'>) {
  const { t } = useTranslation('worksheet');
  return (
    <NumberInput
      id={idOf(method, 'credit_score')}
      label={t('fields.credit_score')}
      value={value}
      valueIsNumericString
      onValueChange={(payload, info) => { if (info.source === 'event') onChange(payload.value); }}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      maxLength={3}
      error={error}
      disabled={disabled}
      inputMode="numeric"
    />
  );
}

/**
 * The postal code is applied when the dealer is done typing it (Enter, or leaving the field): a
 * half-typed code would be refused and wiped by the re-pricing. What the worksheet restores shows again.
 */
export function PostalCodeField({ method, value, onChange, error, disabled, country }: FieldProps<'postal_code'> & { readonly country: 'CA' | 'US' }) {
  const { t } = useTranslation('worksheet');
  const [draft, setDraft] = useState(value);
  useEffect(() => { setDraft(value); }, [value]);
  const apply = () => { if (draft !== value) onChange(draft); };
  return (
    <TextInput
      id={idOf(method, 'postal_code')}
      label={t(country === 'US' ? 'fields.zip_code' : 'fields.postal_code')}
      description={t('fields.postal_code_hint')}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => { if (event.key === 'Enter') apply(); }}
      maxLength={10}
      autoComplete="postal-code"
      error={error}
      disabled={disabled}
    />
  );
}

export function IncludeTaxField({ method, value, onChange, error, disabled, idPrefix }: FieldProps<'include_tax'>) {
  const { t } = useTranslation('worksheet');
  return (
    <Switch
      id={idOf(method, 'include_tax', idPrefix)}
      label={t('fields.include_tax')}
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      disabled={disabled}
    />
  );
}

/**
 * A checkbox list of what applies to this method. `null` choices: the list could not be loaded, the
 * deal's own selection applies ("As on the deal").
 */
export function ChoiceField({ method, kind, choices, selected, onChange, error, disabled, style }: {
  readonly method: PaymentMethod;
  readonly kind: ChoiceKind;
  readonly choices: readonly Choice[] | null;
  readonly selected: readonly number[] | null;
  readonly onChange: (ids: readonly number[]) => void;
  readonly error: string | null;
  readonly disabled: boolean;
  readonly style: NumberStyle;
}) {
  const { t } = useTranslation('worksheet');
  const french = style.locale === 'fr_CA';
  const applicable = choices?.filter((c) => c.methods.includes(method)) ?? null;
  if (applicable === null) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>{t(`fields.${kind}`)}</Text>
        <Text size="sm" c="dimmed">{t('fields.as_on_deal')}</Text>
      </Stack>
    );
  }
  return (
    <Checkbox.Group
      id={idOf(method, kind)}
      label={t(`fields.${kind}`)}
      value={(selected ?? []).map(String)}
      onChange={(values) => onChange(values.map(Number))}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {applicable.length === 0 && <Text size="sm" c="dimmed">{t('fields.none_applies')}</Text>}
        {applicable.map((c) => (
          <Checkbox
            key={c.id}
            value={String(c.id)}
            label={t('fields.choice', { name: choiceName(c, french), amount: formatMoney(c.amount, style.locale, style.currency) })}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
