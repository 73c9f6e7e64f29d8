import fc from 'fast-check';
import { describe, it } from 'vitest';
import { WEEKDAYS, type DayHours, type Weekday } from '../stores/store-settings';
import { checkAppointmentTime, openSlots, type StoreCalendar } from './appointment-hours';
import { localDateTime, zonedInstant } from '../shared/zoned-time';

const ZONES = ['America/Toronto', 'America/Vancouver', 'America/Regina', 'America/St_Johns', 'America/Halifax', 'America/Phoenix', 'America/Chicago'];
const toMinutes = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const hm = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

// Hours that include the small hours so that daylight-saving changes (2 a.m. local) fall inside them.
const dayHours: fc.Arbitrary<DayHours> = fc.option(
  fc.tuple(fc.integer({ min: 0, max: 22 * 60 }), fc.integer({ min: 15, max: 12 * 60 })).map(([s, len]) => ({ start: hm(s), end: hm(Math.min(s + len, 23 * 60 + 59)) })),
  { nil: null },
);
const calendar: fc.Arbitrary<StoreCalendar> = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  appointmentMinutes: fc.integer({ min: 3, max: 48 }).map((n) => n * 5),
  hours: fc.tuple(...WEEKDAYS.map(() => dayHours)).map((list) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, list[i] ?? null])) as Record<Weekday, DayHours>),
});
// Instants across 2026 and 2027, so that both daylight-saving changes of each year are crossed.
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(Math.floor(ms / 60_000) * 60_000));
const now = new Date(Date.UTC(2025, 11, 31));

describe('appointment hours (properties)', () => {
  it('no accepted appointment starts before opening or ends after closing, on the store\'s clock, on an open day', () => {
    fc.assert(fc.property(calendar, instant, (cal, start) => {
      if (checkAppointmentTime(start, now, cal) !== null) return true;
      const local = localDateTime(start, cal.timeZone);
      const hours = cal.hours[WEEKDAYS[local.weekday]!];
      const end = localDateTime(new Date(start.getTime() + cal.appointmentMinutes * 60_000), cal.timeZone);
      return hours !== null && local.time >= hours.start && end.date === local.date && end.time <= hours.end;
    }), { numRuns: 2000 });
  });

  it('every offered slot is accepted, and is the instant the store\'s clock shows', () => {
    fc.assert(fc.property(calendar, instant, (cal, day) => {
      const date = localDateTime(day, cal.timeZone).date;
      return openSlots(date, now, cal, 30).every((time) => {
        const at = zonedInstant(date, time, cal.timeZone);
        return at !== null && checkAppointmentTime(at, now, cal) === null && localDateTime(at, cal.timeZone).time === time;
      });
    }), { numRuns: 300 });
  });

  it('a time well inside the hours of an open day is accepted', () => {
    fc.assert(fc.property(calendar, instant, (cal, day) => {
      const local = localDateTime(day, cal.timeZone);
      const hours = cal.hours[WEEKDAYS[local.weekday]!];
      if (hours === null) return checkAppointmentTime(day, now, cal) === 'appointment.store_closed';
      // Away from 0-4 a.m. no zone of the list changes its clocks, so wall time and real time agree.
      const start = Math.max(toMinutes(hours.start), 5 * 60);
      if (start + cal.appointmentMinutes > toMinutes(hours.end)) return true;
      const at = zonedInstant(local.date, hm(start), cal.timeZone);
      return at !== null && checkAppointmentTime(at, now, cal) === null;
    }), { numRuns: 1000 });
  });
});
