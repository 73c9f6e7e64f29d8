import type { TFunction } from 'i18next';
import type { CustomerBody, OrderSummaryBody } from '../../../adapters/http/contract/customers/customers';
import type { Locale } from '../../../adapters/http/contract/common';
import { formattedName } from '@dealer-panel/core/inventory/vehicle';

export { formatPhone } from '../../shared/format-phone';

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
