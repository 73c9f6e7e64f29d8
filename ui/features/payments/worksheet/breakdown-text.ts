import type { TFunction } from 'i18next';
import type { Locale } from '../../../../adapters/http/contract/common';
import type { BreakdownInput, BreakdownLine } from '@dealer-panel/core/payments/engine/breakdown';
import type { Ratio } from '@dealer-panel/core/payments/engine/ratio';
import { ratioText } from '@dealer-panel/core/payments/engine/ratio';
import type { Currency } from '../../../shared/format';
import { formatMoney } from '../../../shared/format';

/** How the worksheet writes numbers: the user's language and the dealership's currency and distance unit. */
export interface NumberStyle {
  readonly locale: Locale;
  readonly currency: Currency;
  readonly distanceUnit: 'km' | 'mi';
}

/** The two ways of grouping thousands, made once: a worksheet writes hundreds of numbers on its first draw. */
const GROUPING = { en: new Intl.NumberFormat('en-CA', { useGrouping: true }), fr: new Intl.NumberFormat('fr-CA', { useGrouping: true }) };

/** An exact decimal written in the user's language: "6.99" stays, French writes "6,99"; thousands are grouped. */
export function decimalText(text: string, locale: Locale): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = GROUPING[locale === 'fr_CA' ? 'fr' : 'en'].format(Number(whole)).replace(/[\u00a0\u202f\u2009 ]/g, '\u00a0');
  const sign = negative ? '-' : '';
  if (fraction === undefined || fraction === '') return `${sign}${grouped}`;
  return `${sign}${grouped}${locale === 'fr_CA' ? ',' : '.'}${fraction}`;
}

/**
 * A rate or factor as the user reads it: its exact decimal ("0.0029125"), or, when the decimal
 * does not end (a money factor of 7/2400), seven decimals after "≈".
 */
export function ratioDisplay(value: Ratio, locale: Locale): string {
  const exact = ratioText(value);
  if (!exact.includes('/')) return decimalText(exact, locale);
  return `≈\u00a0${decimalText((value.num / value.den).toFixed(7), locale)}`;
}

/** An integer as the user reads it ("20,000", "20 000"). */
export function countText(value: number, locale: Locale): string {
  return decimalText(String(value), locale);
}

/** One input of a formula: money formatted, a percent with its sign, a count with its unit, a code translated. */
export function inputValue(name: string, input: BreakdownInput, style: NumberStyle, t: TFunction): string {
  switch (input.kind) {
    case 'money': return formatMoney(input.cents, style.locale, style.currency);
    case 'percent': return t('value.percent', { value: ratioDisplay(input.value, style.locale) });
    case 'factor': return ratioDisplay(input.value, style.locale);
    case 'count':
      if (name === 'term') return t('value.months', { count: input.value, value: countText(input.value, style.locale) });
      if (name === 'distance_allowance') return t(`value.distance_${style.distanceUnit}`, { value: countText(input.value, style.locale) });
      return countText(input.value, style.locale);
    // A fee's or discount's MarketScan type (core/payments/engine/breakdown.ts marketscanInput).
    case 'code': return t(name === 'marketscan_type' ? `marketscan.${input.value}` : `codes.${input.value}`, { defaultValue: input.value });
  }
}

/** Inputs a line's label already says (a tax line names its component). */
const SAID_BY_LABEL: ReadonlySet<string> = new Set(['component']);

/** A line's inputs as one phrase: "principal $41,577.24 · APR 6.99 % · payments 72". Empty when it has none. */
export function inputsText(line: BreakdownLine, style: NumberStyle, t: TFunction): string {
  return Object.entries(line.inputs)
    .filter(([name]) => !SAID_BY_LABEL.has(name))
    .map(([name, input]) => t('value.input', { name: t(`inputs.${name}`, { defaultValue: name }), value: inputValue(name, input, style, t) }))
    .join(' · ');
}

/**
 * What a line is: its code's label (`lines.<code>`), with the item's own name for a fee, a plan or
 * an incentive ("Fee: Documentation"), and the component and rate for a tax ("HST 13 %"). In
 * French, the item's French name the quote gives (`labelFr`), else its English one.
 */
export function lineLabel(line: BreakdownLine, style: NumberStyle, t: TFunction): string {
  if (line.code === 'tax' || line.code === 'tax_on_pst') {
    const component = line.inputs['component'];
    const rate = line.inputs['percent'];
    // A US state's tax carries the name on the buyer's paperwork, in English and French (issue 32).
    const named = line.labelFr === undefined ? undefined : style.locale === 'fr_CA' ? line.labelFr : line.label;
    const name = named ?? t(`components.${component?.kind === 'code' ? component.value : line.label ?? 'tax'}`, { defaultValue: line.label ?? '' });
    const percent = rate?.kind === 'percent' ? t('value.percent', { value: ratioDisplay(rate.value, style.locale) }) : '';
    return t(line.code === 'tax' ? 'lines.tax' : 'lines.tax_on_pst', { component: name, percent });
  }
  const base = t(`lines.${line.code}`, { defaultValue: line.code });
  if (line.label === undefined) return base;
  const name = style.locale === 'fr_CA' ? line.labelFr ?? line.label : line.label;
  return t('value.named', { line: base, name });
}
