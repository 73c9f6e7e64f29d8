import type { NonEmptyArray } from 'fp-ts/NonEmptyArray';
import { parseMoney } from '../shared/money-text';
import { PAYMENT_TYPES, type PaymentType } from '../shared/deal-states';
import { isId } from '../shared/ids';

/** The create payload (spec 001 section 3, "Writable on create", plus campaign), as decoded from the wire. */
export interface OrderCreateInput {
  readonly customer?: number;
  readonly vehicle?: number;
  readonly paymentType?: string;
  readonly financeDownPayment?: string;
  readonly leaseDownPayment?: string;
  readonly paymentIncludeTax?: boolean;
  readonly campaign?: string | null;
  /** Decided (as allow_duplicate on customers): a vehicle already on an active deal of the customer answers 409 unless true. */
  readonly allowDuplicate?: boolean;
}

/** The update payload ("Writable on update" plus note); the vehicle is dropped before it gets here. */
export interface OrderUpdateInput {
  readonly customer?: number;
  readonly paymentType?: string;
  readonly paymentIncludeTax?: boolean;
  readonly accessoryIds?: readonly number[];
  readonly installAccessoryIds?: readonly number[];
  readonly protectionIds?: readonly number[];
  readonly incentives?: readonly number[];
  readonly proposedAppointment?: string | null;
  readonly note?: string;
}

export const ORDER_NOTE_MAX_LENGTH = 2000;
export const CAMPAIGN_MAX_LENGTH = 100;
const MAX_IDS = 50;

/** Collects one code per field; pure. */
export function fieldCollector() {
  const errors: Record<string, NonEmptyArray<string>> = {};
  return {
    errors,
    add(field: string, code: string): void { errors[field] ??= [code]; },
    any(): boolean { return Object.keys(errors).length > 0; },
  };
}
export type FieldCollector = ReturnType<typeof fieldCollector>;

export function readPaymentType(value: string | undefined, field: FieldCollector): PaymentType | undefined {
  if (value === undefined) return undefined;
  const found = PAYMENT_TYPES.find((p) => p === value);
  if (found === undefined) field.add('payment_type', 'choice.invalid');
  return found;
}

/** A down payment: a decimal string of dollars, at most the vehicle's price. */
export function readDownPayment(key: string, value: string | undefined, priceCents: number | null, field: FieldCollector): number {
  if (value === undefined || value.trim() === '') return 0;
  const cents = parseMoney(value);
  if (cents === null) { field.add(key, 'money.invalid'); return 0; }
  if (priceCents !== null && cents > priceCents) field.add(key, 'money.too_large');
  return cents;
}

export function readIds(key: string, value: readonly number[] | undefined, field: FieldCollector): readonly number[] | undefined {
  if (value === undefined) return undefined;
  if (value.length > MAX_IDS) { field.add(key, 'list.too_long'); return undefined; }
  if (!value.every(isId)) { field.add(key, 'list.invalid_number'); return undefined; }
  return [...new Set(value)];
}

/** An ISO 8601 date and time with its offset ("2026-06-03T15:30:00-04:00"); null clears it. */
export function readDateTime(key: string, value: string | null | undefined, field: FieldCollector): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const ok = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  const date = ok ? new Date(value) : null;
  if (date === null || Number.isNaN(date.getTime())) { field.add(key, 'datetime.invalid'); return undefined; }
  return date;
}
