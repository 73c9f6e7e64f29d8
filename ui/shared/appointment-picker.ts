import { openSlots, type StoreCalendar } from '@dealer-panel/core/appointments/appointment-hours';
import { localDateTime, zonedInstant } from '@dealer-panel/core/shared/zoned-time';
import { CLOSED_WEEK, type DayHours, type Weekday } from '@dealer-panel/core/stores/store-settings';
import type { AppointmentBody } from '../../adapters/http/contract/appointments/appointments';

/**
 * The appointment time picker of both apps (the dealer's appointment page and the customer's task):
 * the store's calendar as the server's check reads it (the same core function runs on both sides),
 * a date and a start time among its open slots, on the store's clock.
 */
export type StoreCalendarBody = Pick<AppointmentBody, 'time_zone' | 'appointment_length' | 'daywise_operating_hours' | 'proposed_appointment'>;

/** What is picked: YYYY-MM-DD and HH:MM on the store's clock, and the start times open that day. */
export interface Picked {
  readonly date: string;
  readonly time: string;
  readonly slots: readonly string[];
}

export function calendarOf(a: StoreCalendarBody): StoreCalendar {
  const hours: Record<Weekday, DayHours> = { ...CLOSED_WEEK };
  for (const d of a.daywise_operating_hours) if (d.is_working && d.start !== null && d.end !== null) hours[d.day] = { start: d.start, end: d.end };
  return { timeZone: a.time_zone, appointmentMinutes: a.appointment_length, hours };
}

/** The start times the picker offers on `date`: every 15 minutes of the open hours, not in the past, the visit ending by closing. */
export const slotsOn = (a: StoreCalendarBody, date: string, now: Date): readonly string[] => (date === '' ? [] : openSlots(date, now, calendarOf(a)));

/** The next day (from today, on the store's clock) with an open slot; '' when none in the coming 60 days. */
export function firstOpenDate(a: StoreCalendarBody, now: Date): string {
  for (let i = 0; i < 60; i += 1) {
    const date = localDateTime(new Date(now.getTime() + i * 86_400_000), a.time_zone).date;
    if (slotsOn(a, date, now).length > 0) return date;
  }
  return '';
}

/** A time's date and time on the store's clock, to start the picker from the proposed one. */
export const storeDateTime = (iso: string, zone: string) => localDateTime(new Date(iso), zone);

/** The picker's start: the proposed time when it is still open, else the first open slot. */
export function pickerOf(a: StoreCalendarBody, now: Date): Picked {
  const at = a.proposed_appointment === null ? null : storeDateTime(a.proposed_appointment, a.time_zone);
  const date = at !== null && slotsOn(a, at.date, now).length > 0 ? at.date : firstOpenDate(a, now);
  const slots = slotsOn(a, date, now);
  return { date, slots, time: at !== null && slots.includes(at.time) ? at.time : slots[0] ?? '' };
}

/** Another date: its open slots, the time kept when it is open that day too. */
export function pickDate(a: StoreCalendarBody, picked: Picked, date: string, now: Date): Picked {
  const slots = slotsOn(a, date, now);
  return { date, slots, time: slots.includes(picked.time) ? picked.time : slots[0] ?? '' };
}

/** The instant the store's clock shows at the picked date and time, or the field's error code. */
export function pickedInstant(picked: Picked, zone: string): { readonly at: Date } | { readonly error: string } {
  const at = picked.time === '' ? null : zonedInstant(picked.date, picked.time, zone);
  if (at !== null) return { at };
  return { error: picked.date === '' ? 'required' : 'appointment.store_closed' };
}

/** "Tuesday, December 1, 2026 at 10:30 a.m. (EST)" in the reader's language, on the store's clock. */
export function formatInZone(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))
    + ` (${new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? zone})`;
}
