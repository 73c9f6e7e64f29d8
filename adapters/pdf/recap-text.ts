import { createInstance, type TFunction } from 'i18next';
import type { BreakdownLine } from '@dealer-panel/core/payments/engine/breakdown';
import { ratioText, type Ratio } from '@dealer-panel/core/payments/engine/ratio';
import enCARecap from '../../locales/en-CA/recap.json';
import enUSRecap from '../../locales/en-US/recap.json';
import frCARecap from '../../locales/fr-CA/recap.json';
import enCAWorksheet from '../../locales/en-CA/worksheet.json';
import enUSWorksheet from '../../locales/en-US/worksheet.json';
import frCAWorksheet from '../../locales/fr-CA/worksheet.json';

/** A locale a recap writes in: the UI's three. */
export type RecapLocale = 'en_CA' | 'en_US' | 'fr_CA';

const i18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: {
    en_CA: { recap: enCARecap, worksheet: enCAWorksheet },
    en_US: { recap: enUSRecap, worksheet: enUSWorksheet },
    fr_CA: { recap: frCARecap, worksheet: frCAWorksheet },
  },
  lng: 'en_CA', fallbackLng: 'en_CA', ns: ['recap', 'worksheet'], defaultNS: 'recap',
  interpolation: { escapeValue: false },
});

/** The recap's and the worksheet's messages (locales/<lang>/recap.json, worksheet.json) in one locale. */
export const textsIn = (locale: RecapLocale): { recap: TFunction<'recap'>; worksheet: TFunction<'worksheet'> } => ({
  recap: i18n.getFixedT(locale, 'recap'),
  worksheet: i18n.getFixedT(locale, 'worksheet'),
});

const NBSP = '\u00a0';
const ICU_SPACES = /[\u00a0\u202f\u2009 ]/g;

/**
 * Integer cents as the UI writes money (ui/shared/format.ts `formatMoney`, which the server may
 * not import): "$1,234.56", French "1 234,56 $", every space a no-break one.
 */
export function moneyText(cents: number, locale: RecapLocale, currency: 'CAD' | 'USD'): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2,
  }).format(cents / 100).replace(ICU_SPACES, NBSP);
}

/** A whole number grouped as the locale does ("20,000", "20 000"). */
export function countText(value: number, locale: RecapLocale): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), { maximumFractionDigits: 0 }).format(value).replace(ICU_SPACES, NBSP);
}

/** An exact ratio as the worksheet writes it ("6.99", French "6,99"); one that does not end: "≈" and seven decimals. */
export function ratioDisplay(value: Ratio, locale: RecapLocale): string {
  const exact = ratioText(value);
  const text = exact.includes('/') ? `≈${NBSP}${(value.num / value.den).toFixed(7)}` : exact;
  return locale === 'fr_CA' ? text.replace('.', ',') : text;
}

/** A date and time at the store's clock with its zone named: "2026-11-28 7:30 a.m. EST", "2026-11-28 7 h 30 HNE". */
export function zonedDateTime(at: Date, locale: RecapLocale, timeZone: string): string {
  const fields = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => fields.find((p) => p.type === type)?.value ?? '';
  const day = locale === 'en_US' ? `${part('month')}/${part('day')}/${part('year')}` : `${part('year')}-${part('month')}-${part('day')}`;
  const time = new Intl.DateTimeFormat(locale.replace('_', '-'), { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at);
  return `${day} ${time.replace(ICU_SPACES, NBSP)}`;
}

/**
 * What a breakdown line is, as the worksheet names it (ui/features/payments/worksheet/breakdown-text.ts
 * `lineLabel`): its code's label, the item's own name (French when it has one), a tax's component and rate.
 */
export function lineLabel(line: BreakdownLine, locale: RecapLocale): string {
  const t = textsIn(locale).worksheet;
  if (line.code === 'tax' || line.code === 'tax_on_pst') {
    const component = line.inputs['component'];
    const rate = line.inputs['percent'];
    const name = t(`components.${component?.kind === 'code' ? component.value : line.label ?? 'tax'}`, { defaultValue: line.label ?? '' });
    const percent = rate?.kind === 'percent' ? t('value.percent', { value: ratioDisplay(rate.value, locale) }) : '';
    return t(line.code === 'tax' ? 'lines.tax' : 'lines.tax_on_pst', { component: name, percent });
  }
  const base = t(`lines.${line.code}`, { defaultValue: line.code });
  if (line.label === undefined) return base;
  const name = locale === 'fr_CA' ? line.labelFr ?? line.label : line.label;
  return t('value.named', { line: base, name });
}
