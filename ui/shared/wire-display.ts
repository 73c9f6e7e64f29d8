import type { Locale } from '../../adapters/http/contract/common';
import type { Country } from '@dealer-panel/core/access/dealership';
import { parseMoney } from '@dealer-panel/core/shared/money-text';
import { currencyOf, formatDate, formatMoney } from './format';

// Shared by the customers, orders and fees screens (a feature does not import another).

/** A timestamp's local calendar day in the locale's date format. */
export function dayOf(timestamp: string, locale: Locale): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : formatDate(date, locale);
}

/** A wire amount ("35999.00") in the locale's money format; the text as is when it is not one. */
export function moneyText(amount: string, locale: Locale, country: Country): string {
  const value = parseMoney(amount);
  return value === null ? amount : formatMoney(value, locale, currencyOf(country));
}
