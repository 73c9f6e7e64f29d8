import { openSlots, type StoreCalendar } from '@dealer-panel/core/appointments/appointment-hours';
import { localDateTime } from '@dealer-panel/core/appointments/zoned-time';
import { CLOSED_WEEK, WEEKDAYS, type DayHours, type Weekday } from '@dealer-panel/core/stores/store-settings';
import type { AppointmentBody } from '../../../adapters/http/contract/appointments';

/** The store's calendar as the server's check reads it (the same core function runs on both sides). */
export function calendarOf(a: AppointmentBody): StoreCalendar {
  const hours: Record<Weekday, DayHours> = { ...CLOSED_WEEK };
  for (const d of a.daywise_operating_hours) if (d.is_working && d.start !== null && d.end !== null) hours[d.day] = { start: d.start, end: d.end };
  return { timeZone: a.time_zone, appointmentMinutes: a.appointment_length, hours };
}

/** The start times the picker offers on `date`: every 15 minutes of the open hours, not in the past, the visit ending by closing. */
export const slotsOn = (a: AppointmentBody, date: string, now: Date): readonly string[] => (date === '' ? [] : openSlots(date, now, calendarOf(a)));

/** The next day (from today, on the store's clock) with an open slot; '' when none in the coming 60 days. */
export function firstOpenDate(a: AppointmentBody, now: Date): string {
  for (let i = 0; i < 60; i += 1) {
    const date = localDateTime(new Date(now.getTime() + i * 86_400_000), a.time_zone).date;
    if (slotsOn(a, date, now).length > 0) return date;
  }
  return '';
}

/** A time's date and time on the store's clock, to start the picker from the proposed one. */
export const storeDateTime = (iso: string, zone: string) => localDateTime(new Date(iso), zone);

/** "Tuesday, December 1, 2026 at 10:30 a.m. EST" in the reader's language, on the store's clock. */
export function formatInZone(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))
    + ` (${new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? zone})`;
}

export const WEEK = WEEKDAYS;
