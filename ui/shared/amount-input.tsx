import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountRefusal, type AmountRefusal } from './amount-refusal';
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
  /** What to say when a minus sign is typed where negatives are refused (a fee: "add a discount instead"). */
  readonly negativeMessage?: string;
}

const NBSP = '\u00a0';

/**
 * A number typed as the user's language writes it (French "2 000,50 $", "9,975 %"; English
 * "$2,000.50", "9.975%"), while the form keeps the wire's plain decimal. A point typed in French is
 * taken as the decimal mark too (react-number-format's allowed separators), so both habits work.
 */
export function LocaleNumberInput({ value, onChange, kind = 'money', negativeMessage, ...rest }: LocaleNumberInputProps) {
  const { t, i18n } = useTranslation();
  const [refused, setRefused] = useState<AmountRefusal | null>(null);
  const locale = currentLocale(i18n);
  const french = locale === 'fr_CA';
  const money = amountInputFormat(locale);
  const separators = { decimalSeparator: money.decimalSeparator, ...(kind === 'percent' || kind === 'decimal' ? {} : { thousandSeparator: money.thousandSeparator }) };
  const sign = kind === 'money'
    ? ('suffix' in money && money.suffix !== undefined ? { suffix: money.suffix } : { prefix: money.prefix ?? '$' })
    : kind === 'percent' ? { suffix: french ? `${NBSP}%` : '%' } : {};
  const decimalScale = kind === 'money' ? 2 : rest.decimalScale;
  const rules = {
    allowNegative: rest.allowNegative === true, decimalScale, allowDecimal: kind !== 'whole' && rest.allowDecimal !== false,
    decimalSeparator: money.decimalSeparator, thousandSeparator: 'thousandSeparator' in separators ? separators.thousandSeparator : undefined,
  };
  // The text the field would hold if it took the insertion whole: what it refuses, it drops silently,
  // so say why beside it. A native listener: React's onBeforeInput is a polyfill that misses an
  // insertion made by the browser's own editing commands (autofill, paste, assistive tools).
  const input = useRef<HTMLInputElement>(null);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  useEffect(() => {
    const element = input.current;
    if (element === null) return undefined;
    const judge = (event: InputEvent) => {
      const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if (inserted === '' || !event.inputType.startsWith('insert')) return;
      // A pasted or filled "649.00" in French: the field takes a typed point as the decimal mark,
      // but strips it from a whole insertion, which made $64,900 of $649. Insert it with the comma.
      const mark = rulesRef.current.decimalSeparator;
      if (mark !== '.' && inserted.length > 1 && !inserted.includes(mark) && /^[^.]*\.[^.]*$/.test(inserted)) {
        event.preventDefault();
        document.execCommand('insertText', false, inserted.replace('.', mark));
        return;
      }
      const start = element.selectionStart ?? element.value.length;
      const end = element.selectionEnd ?? start;
      setRefused(amountRefusal(`${element.value.slice(0, start)}${inserted}${element.value.slice(end)}`, rulesRef.current));
    };
    element.addEventListener('beforeinput', judge);
    return () => element.removeEventListener('beforeinput', judge);
  }, []);
  // A new message from the form (a save refused) is newer than the last refusal: it shows instead.
  const formError = typeof rest.error === 'string' ? rest.error : Boolean(rest.error);
  useEffect(() => { if (formError !== false) setRefused(null); }, [formError]);
  const refusedText = refused === null ? null
    : refused === 'minus' && negativeMessage !== undefined ? negativeMessage
    : t(`amount_input.${refused}`, { count: decimalScale ?? 0 });
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
      ref={input}
      error={refusedText ?? rest.error}
      value={value}
      valueIsNumericString
      onValueChange={(payload, info) => { if (info.source === 'event') onChange(payload.value); }}
    />
  );
}
