import type { TFunction } from 'i18next';
import type { CustomerBody, OrderSummaryBody } from '../../../adapters/http/contract/customers';
import type { Locale } from '../../../adapters/http/contract/common';
import type { Country } from '@dealer-panel/core/access/dealership';
import { formattedName } from '@dealer-panel/core/inventory/vehicle';

/**
 * A stored phone (10 digits) as each country writes it (core/validation/phone.ts): Canada
 * "(416) 555-0101", the USA "416-555-0101". Anything else is shown as stored.
 */
export function formatPhone(digits: string, country: Country): string {
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (!m) return digits;
  return country === 'CA' ? `(${m[1]}) ${m[2]}-${m[3]}` : `${m[1]}-${m[2]}-${m[3]}`;
}

/** "2024 Toyota RAV4 XLE", or '' without a vehicle. */
export function vehicleText(order: OrderSummaryBody | null): string {
  return order?.vehicle ? formattedName(order.vehicle) : '';
}

/** Steps done out of eight: "3/8". */
export function stepsDone(order: OrderSummaryBody): { readonly done: number; readonly total: number } {
  return { done: order.steps.filter((s) => s.status === 'completed').length, total: order.steps.length };
}

export function awaitingLabel(t: TFunction, awaiting: CustomerBody['awaiting']): string {
  return t(`customers.awaiting.${awaiting ?? 'none'}`);
}

/** A wire decimal ("6.99") with the locale's decimal mark ("6,99" in French). */
export function decimalText(value: string, locale: Locale): string {
  return locale === 'fr_CA' ? value.replace('.', ',') : value;
}
