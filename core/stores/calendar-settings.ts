import type { Country } from '../access/dealership';
import type { CalendarSettings } from './store-settings';
import { defaultTimeZone, isTimeZone } from './time-zones';

export const DEFAULT_APPOINTMENT_MINUTES = 60;
export const APPOINTMENT_MINUTES_MIN = 15;
export const APPOINTMENT_MINUTES_MAX = 240;
export const DEFAULT_CALENDAR: CalendarSettings = { timeZone: null, appointmentMinutes: DEFAULT_APPOINTMENT_MINUTES };

/** The zone a store's hours are in: its own, else its province's or state's. */
export function storeTimeZone(store: { readonly calendar: CalendarSettings; readonly country: Country; readonly provinceCode: string }): string {
  return store.calendar.timeZone ?? defaultTimeZone(store.country, store.provinceCode);
}

/** A written time zone: an IANA name the runtime knows, or null/"" for the default. */
export function checkTimeZone(value: string | null): { readonly ok: true; readonly value: string | null } | { readonly ok: false; readonly code: string } {
  const zone = value === null ? '' : value.trim();
  if (zone === '') return { ok: true, value: null };
  return isTimeZone(zone) ? { ok: true, value: zone } : { ok: false, code: 'time_zone.invalid' };
}

/** A written visit length: whole minutes, a multiple of 5, from 15 to 240. */
export function checkAppointmentMinutes(value: number): string | null {
  if (!Number.isInteger(value)) return 'number.invalid';
  if (value < APPOINTMENT_MINUTES_MIN || value > APPOINTMENT_MINUTES_MAX) return 'number.out_of_range';
  return value % 5 === 0 ? null : 'appointment_length.step';
}
