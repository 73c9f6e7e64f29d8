import { describe, it } from 'vitest';
import fc from 'fast-check';
import type { DateFormat } from './calendar-date';
import { validationCodes } from './codes';
import { maxDate, minDate, validDate } from './dates';

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number): string => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
const us = (y: number, m: number, d: number): string => `${pad(m, 2)}/${pad(d, 2)}/${pad(y, 4)}`;

/** The oracle: JavaScript's own calendar says whether a day exists (UTC, so no time zone). */
function exists(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const triple = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }));
const realDay = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()));

describe('date rules (properties)', () => {
  it('valid_date agrees with the calendar in both formats', () => {
    fc.assert(
      fc.property(triple, fc.constantFrom<DateFormat>('YYYY-MM-DD', 'MM/DD/YYYY'), ([y, m, d], format) => {
        const value = format === 'YYYY-MM-DD' ? iso(y, m, d) : us(y, m, d);
        const code = validDate(value, { format });
        return exists(y, m, d) ? code === null : code === 'valid_date.not_real';
      }),
    );
  });
  it('max_date and min_date agree with the order of the days', () => {
    fc.assert(
      fc.property(realDay, realDay, (value, limit) => {
        const fixedMax = maxDate(value, { date: limit });
        const todayMin = minDate(value, { date: 'today', today: limit });
        return (
          (value <= limit ? fixedMax === null : fixedMax === 'max_date.after') &&
          (value >= limit ? todayMin === null : todayMin === 'min_date.before_today')
        );
      }),
    );
  });
  it('every real day is within [itself, itself]', () => {
    fc.assert(fc.property(realDay, (day) => maxDate(day, { date: day }) === null && minDate(day, { date: 'today', today: day }) === null));
  });
  it('never throws', () => {
    const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), realDay);
    fc.assert(
      fc.property(text, text, text, (value, date, today) => {
        const codes = [validDate(value), maxDate(value, { date, today }), minDate(value, { date: 'today', today })];
        return codes.every((code) => code === null || validationCodes.includes(code));
      }),
    );
  });
});
