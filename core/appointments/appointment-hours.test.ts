import { describe, expect, it } from 'vitest';
import { CLOSED_WEEK } from '../stores/store-settings';
import { checkAppointmentTime, openSlots, type StoreCalendar } from './appointment-hours';
import { defaultTimeZone, isTimeZone } from '../stores/time-zones';
import { localDateTime, zonedInstant } from '../shared/zoned-time';

const toronto: StoreCalendar = {
  timeZone: 'America/Toronto', appointmentMinutes: 60,
  hours: { ...CLOSED_WEEK, MONDAY: { start: '09:00', end: '18:00' }, TUESDAY: { start: '09:00', end: '18:00' }, SATURDAY: { start: '10:00', end: '16:00' } },
};
const now = new Date('2026-11-01T12:00:00Z');

describe('zoned time', () => {
  it('reads an instant on the store\'s clock, daylight saving included', () => {
    expect(localDateTime(new Date('2026-12-01T15:30:00Z'), 'America/Toronto')).toEqual({ date: '2026-12-01', time: '10:30', weekday: 1 });
    expect(localDateTime(new Date('2026-07-06T15:30:00Z'), 'America/Toronto')).toEqual({ date: '2026-07-06', time: '11:30', weekday: 0 });
    expect(localDateTime(new Date('2026-12-01T15:30:00Z'), 'America/St_Johns').time).toBe('12:00');
  });

  it('finds the instant of a wall-clock time, and none for a time a spring-forward skips', () => {
    expect(zonedInstant('2026-12-01', '10:30', 'America/Toronto')?.toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(zonedInstant('2026-07-06', '11:30', 'America/Vancouver')?.toISOString()).toBe('2026-07-06T18:30:00.000Z');
    expect(zonedInstant('2026-03-08', '02:30', 'America/Toronto')).toBeNull();
    // The repeated hour of the fall takes its first instant (daylight time).
    expect(zonedInstant('2026-11-01', '01:30', 'America/Toronto')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInstant('2026-02-30', '10:00', 'America/Toronto')).toBeNull();
  });
});

describe('time zones', () => {
  it('derives the zone from the province or state', () => {
    expect(defaultTimeZone('CA', 'QC')).toBe('America/Toronto');
    expect(defaultTimeZone('CA', 'BC')).toBe('America/Vancouver');
    expect(defaultTimeZone('CA', 'SK')).toBe('America/Regina');
    expect(defaultTimeZone('CA', 'NL')).toBe('America/St_Johns');
    expect(defaultTimeZone('CA', 'PE')).toBe('America/Halifax');
    expect(defaultTimeZone('US', 'TX')).toBe('America/Chicago');
    expect(defaultTimeZone('US', 'AZ')).toBe('America/Phoenix');
    expect(defaultTimeZone('US', 'ZZ')).toBe('America/New_York');
  });

  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('America/Winnipeg')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('EST; DROP')).toBe(false);
  });
});

describe('checkAppointmentTime', () => {
  it('takes a visit inside the hours and names why it refuses the others', () => {
    expect(checkAppointmentTime(new Date('2026-11-02T14:00:00Z'), now, toronto)).toBeNull(); // Monday 09:00 EST
    expect(checkAppointmentTime(new Date('2026-11-02T22:00:00Z'), now, toronto)).toBeNull(); // 17:00 to 18:00, closing
  });

  it('lets the visit end at closing time, not after', () => {
    expect(checkAppointmentTime(new Date('2026-11-02T22:00:00Z'), now, { ...toronto, appointmentMinutes: 65 })).toBe('appointment.outside_hours');
    expect(checkAppointmentTime(new Date('2026-11-02T22:30:00Z'), now, toronto)).toBe('appointment.outside_hours'); // 17:30 to 18:30
    expect(checkAppointmentTime(new Date('2026-11-02T23:00:00Z'), now, toronto)).toBe('appointment.outside_hours'); // 18:00
    expect(checkAppointmentTime(new Date('2026-11-02T13:59:00Z'), now, toronto)).toBe('appointment.outside_hours'); // 08:59
  });

  it('refuses a closed day and the past', () => {
    expect(checkAppointmentTime(new Date('2026-11-04T15:00:00Z'), now, toronto)).toBe('appointment.store_closed'); // Wednesday
    expect(checkAppointmentTime(new Date('2026-10-26T15:00:00Z'), now, toronto)).toBe('appointment.in_the_past');
    expect(checkAppointmentTime(now, now, toronto)).toBe('appointment.in_the_past');
  });

  it('reads the hours on the store\'s own clock', () => {
    const vancouver = { ...toronto, timeZone: 'America/Vancouver' };
    // Monday 09:00 in Toronto is 06:00 in Vancouver: closed there.
    expect(checkAppointmentTime(new Date('2026-11-02T14:00:00Z'), now, vancouver)).toBe('appointment.outside_hours');
    expect(checkAppointmentTime(new Date('2026-11-02T17:00:00Z'), now, vancouver)).toBeNull();
  });
});

describe('openSlots', () => {
  it('offers every start from opening to the last that ends by closing', () => {
    const slots = openSlots('2026-11-07', now, toronto, 30); // Saturday 10 to 4
    expect(slots[0]).toBe('10:00');
    expect(slots.at(-1)).toBe('15:00');
    expect(slots).toHaveLength(11);
  });

  it('offers nothing on a closed day or a past day', () => {
    expect(openSlots('2026-11-04', now, toronto)).toEqual([]);
    expect(openSlots('2026-10-26', now, toronto)).toEqual([]);
  });
});
