import type { Locale } from '../../adapters/http/contract/common';
import { currencyOfCountry, type Currency } from '@dealer-panel/core/shared/currency';
import { languageTag } from './i18n';

export type { Currency };

/** The currency a store of this country deals in (core's rule; a store with no country yet: Canada's). */
export function currencyOf(country: string | null | undefined): Currency {
  return currencyOfCountry(country === 'US' ? 'US' : 'CA');
}

/** U+00A0 NO-BREAK SPACE: the one space money and dates use, whatever the ICU version emits. */
const NBSP = '\u00a0';
/** Spaces ICU puts in numbers: no-break (U+00A0), narrow no-break (U+202F), thin (U+2009). */
const ICU_SPACES = /[\u00a0\u202f\u2009 ]/g;

/**
 * One Intl.NumberFormat per language and options, kept: making one costs about as much as a hundred
 * uses, and a worksheet formats hundreds of amounts on its first draw (issue 34 item 3).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A whole number with the locale's grouping: "10,000", French "10 000" (no-break space). */
export function formatCount(value: number, locale: Locale): string {
  return numberFormat(languageTag(locale), { maximumFractionDigits: 0 }).format(value).replace(ICU_SPACES, NBSP);
}

/** The currency a locale shows by default; a dealership's country should override it. */
export function defaultCurrency(locale: Locale): Currency {
  return locale === 'en_US' ? 'USD' : 'CAD';
}

/**
 * Integer cents as money with two decimals: "$1,234.56" in English, "1 234,56 $" in French.
 * Decision: every space is U+00A0 (no-break), never U+202F, which older ICU versions and some
 * fonts render differently; a number and its symbol then never wrap apart and tests can compare
 * exact strings. The symbol is the narrow "$" for both currencies: the dealership's country says
 * which dollar it is.
 */
export function formatMoney(cents: number, locale: Locale, currency: Currency = defaultCurrency(locale)): string {
  const text = numberFormat(languageTag(locale), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return text.replace(ICU_SPACES, NBSP);
}

/**
 * Integer cents as money with the dollar named when it is not the reader's own: "US$500.00" to an
 * en_CA reader, "CA$500.00" to an en_US one, "500,00 $ US" in French; "$500.00" / "500,00 $" when
 * it is. For what a store of the other country may tell a reader (a group's staff notifications).
 */
export function formatMoneyNamed(cents: number, locale: Locale, currency: Currency): string {
  const text = numberFormat(languageTag(locale), {
    style: 'currency', currency, currencyDisplay: 'symbol', minimumFractionDigits: 2, maximumFractionDigits: 2,
  }).format(cents / 100);
  return text.replace(ICU_SPACES, NBSP);
}

/** A date and time at a given place's clock with its zone named: "2026-06-03 7:30 a.m. PDT", "2026-06-03 10 h 30 HAE". */
export function formatZonedDateTime(value: Date, locale: Locale, timeZone: string): string {
  const fields = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(value);
  const part = (type: string) => fields.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  const time = new Intl.DateTimeFormat(languageTag(locale), { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(value);
  return `${formatDate(day, locale)} ${time.replace(ICU_SPACES, NBSP)}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A calendar date as the spec's formats (section 9). Decision: en_US shows MM/DD/YYYY (what a US
 * customer reads); en_CA and fr_CA show YYYY-MM-DD, the unambiguous form the Government of Canada
 * recommends, so 03/04 is never a puzzle in a country that mixes both orders. A "YYYY-MM-DD"
 * string is taken as a calendar date as is (no time zone shift); a Date uses its local day.
 */
export function formatDate(value: Date | string, locale: Locale): string {
  const { year, month, day } = parts(value);
  return locale === 'en_US' ? `${pad(month)}/${pad(day)}/${pad(year, 4)}` : `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** "DD MMMM, YYYY" of the spec in English ("05 March, 2026"); French writes "5 mars 2026". */
export function formatLongDate(value: Date | string, locale: Locale): string {
  const { year, month, day } = parts(value);
  const monthName = new Intl.DateTimeFormat(languageTag(locale), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
  return locale === 'fr_CA' ? `${day}${NBSP}${monthName}${NBSP}${year}` : `${pad(day)} ${monthName}, ${year}`;
}

/** A date and time for lists (the demo inbox): the date format above and a 24 h (fr) or 12 h time. */
export function formatDateTime(value: Date, locale: Locale): string {
  const time = new Intl.DateTimeFormat(languageTag(locale), { hour: 'numeric', minute: '2-digit' }).format(value);
  return `${formatDate(value, locale)} ${time.replace(ICU_SPACES, NBSP)}`;
}

function parts(value: Date | string): { year: number; month: number; day: number } {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    return parts(new Date(value));
  }
  return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
}

/**
 * A wire decimal ("9.975", "6.5", "20000") in the locale's writing: "9,975" in French, "9.975" in
 * English; the integer part grouped ("20 000", "20,000"). The digits are kept as sent, never
 * rounded through a float. Text that is not a plain decimal comes back as is.
 */
export function formatDecimal(text: string, locale: Locale): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return text;
  const [, sign, whole, fraction] = match;
  const grouped = formatCount(Number(whole), locale);
  const mark = locale === 'fr_CA' ? ',' : '.';
  return `${sign}${grouped}${fraction === undefined ? '' : `${mark}${fraction}`}`;
}

/**
 * A percentage given as a wire decimal ("9.975" → "9,975 %" in French, "9.975 %" in English). A
 * no-break space before the sign (Office québécois de la langue française; the app's English
 * messages already write "100 %"), so the sign never wraps to a line of its own.
 */
export function formatPercent(text: string, locale: Locale): string {
  return `${formatDecimal(text, locale)}${NBSP}%`;
}

/** A wire amount in dollars ("2000.00") as money ("2 000,00 $"); text that is not one comes back as is. */
export function formatMoneyText(text: string, locale: Locale, currency: Currency = defaultCurrency(locale)): string {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (match === null) return text;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return formatMoney(match[1] === '-' ? -cents : cents, locale, currency);
}

/** The separators and currency sign of an amount field in the locale: French "2 000,00 $", English "$2,000.00". */
export function amountInputFormat(locale: Locale): { readonly decimalSeparator: string; readonly thousandSeparator: string; readonly prefix?: string; readonly suffix?: string } {
  return locale === 'fr_CA'
    ? { decimalSeparator: ',', thousandSeparator: NBSP, suffix: `${NBSP}$` }
    : { decimalSeparator: '.', thousandSeparator: ',', prefix: '$' };
}

/** A file's size as people read it: KB under a megabyte, else MB with one decimal. */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const tag = locale.replace('_', '-');
  return mb < 1 ? `${new Intl.NumberFormat(tag).format(Math.max(1, Math.round(bytes / 1024)))} KB` : `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(mb)} MB`;
}

/** "Lévis, QC", or the parts there are: a store set up from the command line has no city until its admin fills it in. */
export function formatPlace(city: string | null | undefined, region: string | null | undefined): string {
  return [city, region].map((part) => part?.trim() ?? '').filter((part) => part !== '').join(', ');
}
