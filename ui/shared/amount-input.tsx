import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountInputFormat } from './format';
import { currentLocale } from './i18n';

type Kind = 'money' | 'percent' | 'decimal' | 'whole';

export interface LocaleNumberInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'onValueChange' | 'decimalSeparator' | 'thousandSeparator' | 'prefix' | 'suffix'> {
  /** The wire's plain decimal ("2500.5", "9.975", "20000"); '' when blank. */
  readonly value: string;
  /** Called at each keystroke with the plain decimal the field now holds ('' when blank). */
  readonly onChange: (value: string) => void;
  /** money: 2 decimals and the dollar sign; percent: the "%" sign; whole: no decimals; decimal: as many as `decimalScale`. */
  readonly kind?: Kind;
}

const NBSP = '\u00a0';

/**
 * A number typed as the user's language writes it (French "2 000,50 $", "9,975 %"; English
 * "$2,000.50", "9.975%"), while the form keeps the wire's plain decimal. A point typed in French is
 * taken as the decimal mark too (react-number-format's allowed separators), so both habits work.
 */
export function LocaleNumberInput({ value, onChange, kind = 'money', ...rest }: LocaleNumberInputProps) {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const french = locale === 'fr_CA';
  const money = amountInputFormat(locale);
  const separators = { decimalSeparator: money.decimalSeparator, ...(kind === 'percent' || kind === 'decimal' ? {} : { thousandSeparator: money.thousandSeparator }) };
  const sign = kind === 'money'
    ? ('suffix' in money && money.suffix !== undefined ? { suffix: money.suffix } : { prefix: money.prefix ?? '$' })
    : kind === 'percent' ? { suffix: french ? `${NBSP}%` : '%' } : {};
  return (
    <NumberInput
      {...(kind === 'money' ? { decimalScale: 2 } : {})}
      {...(kind === 'whole' ? { allowDecimal: false } : {})}
      allowNegative={false}
      hideControls
      inputMode={kind === 'whole' ? 'numeric' : 'decimal'}
      {...rest}
      {...separators}
      {...sign}
      value={value}
      valueIsNumericString
      onValueChange={(payload, info) => { if (info.source === 'event') onChange(payload.value); }}
    />
  );
}
