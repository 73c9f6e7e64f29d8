import type { Country } from '../access/dealership';
import { storeTimeZone } from '../stores/calendar-settings';
import { WEEKDAYS, type CalendarSettings, type WeeklyHours } from '../stores/store-settings';
import { localDateTime, zonedInstant } from '../shared/zoned-time';

/** Why a time cannot be an appointment at the store (the codes the screens word). */
export type AppointmentTimeError = 'appointment.in_the_past' | 'appointment.store_closed' | 'appointment.outside_hours';

/** The store's calendar as an appointment check needs it: its hours, its zone and the length of a visit. */
export interface StoreCalendar {
  readonly hours: WeeklyHours;
  readonly timeZone: string;
  readonly appointmentMinutes: number;
}

export function storeCalendar(store: { readonly calendar: CalendarSettings; readonly country: Country; readonly provinceCode: string; readonly hours: WeeklyHours }): StoreCalendar {
  return { hours: store.hours, timeZone: storeTimeZone(store), appointmentMinutes: store.calendar.appointmentMinutes };
}

const MINUTE = 60_000;

/**
 * Whether a visit starting at `start` fits the store: not before `now`, on a day the store opens
 * (in its zone), starting at or after opening and ending (start + length, read on the zone's
 * clock, so a daylight-saving change is counted as the clock shows it) at or before closing, the
 * same day. Null when it fits.
 */
export function checkAppointmentTime(start: Date, now: Date, calendar: StoreCalendar): AppointmentTimeError | null {
  if (start.getTime() <= now.getTime()) return 'appointment.in_the_past';
  const local = localDateTime(start, calendar.timeZone);
  const day = WEEKDAYS[local.weekday];
  const hours = day === undefined ? null : calendar.hours[day];
  if (hours === null || hours === undefined) return 'appointment.store_closed';
  const end = localDateTime(new Date(start.getTime() + calendar.appointmentMinutes * MINUTE), calendar.timeZone);
  if (local.time < hours.start || end.date !== local.date || end.time > hours.end) return 'appointment.outside_hours';
  return null;
}

/** Monday-first weekday of a YYYY-MM-DD day (0 Monday … 6 Sunday). */
function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return (new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay() + 6) % 7;
}

/**
 * The start times ("HH:MM", every `stepMinutes` from opening) a visit may take on `date` at the
 * store, in its zone, not before `now`: what the screen's time picker offers. Empty on a closed day.
 */
export function openSlots(date: string, now: Date, calendar: StoreCalendar, stepMinutes = 15): readonly string[] {
  const day = WEEKDAYS[weekdayOf(date)];
  const hours = day === undefined ? null : calendar.hours[day];
  if (hours === null || hours === undefined) return [];
  const toMinutes = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const slots: string[] = [];
  for (let m = toMinutes(hours.start); m + calendar.appointmentMinutes <= toMinutes(hours.end); m += stepMinutes) {
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const at = zonedInstant(date, time, calendar.timeZone);
    if (at !== null && checkAppointmentTime(at, now, calendar) === null) slots.push(time);
  }
  return slots;
}
