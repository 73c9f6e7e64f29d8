import { Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHOICES, isChoiceField, type PersonField } from '@dealer-panel/core/credit/credit-fields';
import { REGION_CODES } from '@dealer-panel/core/shared/regions';
import type { Who } from '@dealer-panel/core/credit/credit-steps';
import { isKeptMask } from '@dealer-panel/core/credit/draft-answers';
import { AUTOCOMPLETE, kindOf } from './credit-form-fields';

export interface CreditFieldProps {
  readonly who: Who;
  readonly field: PersonField;
  readonly required: boolean;
  readonly value: string;
  readonly error: string | undefined;
  readonly country: 'CA' | 'US';
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly onBlur: (event: React.FocusEvent<HTMLElement>) => void;
}

/** A field's label: the country's own word where it differs (SIN or SSN, province or state, postal or ZIP code). */
export function useFieldLabel(country: 'CA' | 'US'): (field: PersonField) => string {
  const { t, i18n } = useTranslation('shop-credit');
  return (field) => (i18n.exists(`shop-credit:country.${country}.${field}`) ? t(`country.${country}.${field}`) : t(`fields.${field}`));
}

function helpOf(field: PersonField, required: boolean, country: 'CA' | 'US'): string | null {
  if (field === 'insurance_number' && !required) return country === 'CA' ? 'help.insurance_number_optional' : 'help.insurance_number_optional_US';
  if (field === 'date_of_birth') return 'help.date_of_birth';
  if ((field === 'postal_code' || field === 'previous_postal_code') && country === 'CA') return 'help.postal_code';
  if (field.startsWith('months_') || field.startsWith('previous_months_')) return 'help.months';
  if (kindOf(field) === 'money') return 'help.money';
  return null;
}

/** One answer of the credit application, with the input that suits it on a phone (native pickers, numeric keypads). */
export function CreditField({ who, field, required, value, error, country, disabled, onChange, onBlur }: CreditFieldProps) {
  const { t } = useTranslation('shop-credit');
  const label = useFieldLabel(country)(field);
  const help = helpOf(field, required, country);
  const common = {
    label, value, error, disabled, withAsterisk: required, 'aria-required': required,
    description: help === null ? undefined : t(help), name: `${who}.${field}`, id: `credit-${who}-${field}`, onBlur,
    autoComplete: who === 'applicant' ? (AUTOCOMPLETE[field] ?? 'off') : 'off',
  };
  if (isKeptMask(field, value)) {
    // Kept (sealed) on the server from an earlier visit, shown masked: it stands as it is, or the customer changes it.
    const change = () => { onChange(''); requestAnimationFrame(() => document.getElementById(common.id)?.focus()); };
    return (
      <TextInput {...common} readOnly description={t('draft.kept')} rightSectionWidth={96}
        rightSection={<Button size="compact-sm" variant="light" onClick={change} disabled={disabled} aria-label={t('draft.change_label', { field: label })}>{t('draft.change')}</Button>} />
    );
  }
  const kind = kindOf(field);
  if (kind === 'choice' || kind === 'province') {
    const values: readonly string[] = isChoiceField(field) ? CHOICES[field] : REGION_CODES[country];
    const name = (v: string) => (kind === 'province' ? t(`provinces.${v}`, { defaultValue: v }) : t(`choices.${field}.${v}`, { defaultValue: v }));
    const data = [{ value: '', label: t('choose') }, ...values.map((v) => ({ value: v, label: name(v) }))];
    return <NativeSelect {...common} data={data} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
  if (kind === 'long_text') {
    return <Textarea {...common} autosize minRows={2} maxLength={500} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
  const input = {
    date: { type: 'date' }, phone: { type: 'tel', inputMode: 'tel' }, email: { type: 'email', inputMode: 'email' }, money: { inputMode: 'decimal' },
    count: { inputMode: 'numeric', maxLength: 2 }, sin: { inputMode: 'numeric', maxLength: 11 }, digits: { inputMode: 'numeric', maxLength: 6 }, text: { maxLength: 100 },
  } as const;
  return <TextInput {...common} {...input[kind]} onChange={(e) => onChange(e.currentTarget.value)} />;
}
