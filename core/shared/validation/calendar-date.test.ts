import { describe, expect, it } from 'vitest';
import { compareDates, daysInMonth, isLeapYear, parseDate } from './calendar-date';

describe('parseDate', () => {
  it('reads both formats', () => {
    expect(parseDate('2024-02-29')).toEqual({ ok: true, date: { year: 2024, month: 2, day: 29 } });
    expect(parseDate('02/29/2024', 'MM/DD/YYYY')).toEqual({ ok: true, date: { year: 2024, month: 2, day: 29 } });
  });
  it('tells a wrong form from a day that does not exist', () => {
    expect(parseDate('2024-2-29')).toEqual({ ok: false, reason: 'format' });
    expect(parseDate('02/29/2024')).toEqual({ ok: false, reason: 'format' });
    expect(parseDate('2023-02-29')).toEqual({ ok: false, reason: 'not_real' });
    expect(parseDate('0000-01-01')).toEqual({ ok: false, reason: 'not_real' });
  });
});

describe('calendar arithmetic', () => {
  it('knows the leap years of the Gregorian calendar', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
  });
  it('knows the length of every month', () => {
    expect(Array.from({ length: 12 }, (_, i) => daysInMonth(2023, i + 1))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
  it('orders dates', () => {
    const a = { year: 2024, month: 12, day: 31 };
    const b = { year: 2025, month: 1, day: 1 };
    expect(compareDates(a, b)).toBeLessThan(0);
    expect(compareDates(b, a)).toBeGreaterThan(0);
    expect(compareDates(a, a)).toBe(0);
  });
});
