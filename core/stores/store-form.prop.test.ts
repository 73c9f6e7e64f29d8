import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStoreInput, hoursField } from './store-form';
import { SAMPLE_STORE_VALUES as base } from './testing/sample-store-values';
import { WEEKDAYS } from './store-settings';

const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const day = fc.constantFrom(...WEEKDAYS);

describe('checkStoreInput (properties)', () => {
  it('opens a day exactly when its end is after its start, and names the end otherwise', () => {
    fc.assert(fc.property(day, time, time, (d, start, end) => {
      const r = checkStoreInput(base, { hours: { [d]: { start, end } } });
      if (end > start) return r.ok && JSON.stringify(r.values.hours[d]) === JSON.stringify({ start, end });
      return !r.ok && r.errors[hoursField(d, 'end')]?.[0] === 'hours.end_before_start';
    }));
  });

  it('never changes a day it was not sent', () => {
    fc.assert(fc.property(day, (d) => {
      const r = checkStoreInput(base, { hours: { [d]: { start: null, end: null } } });
      if (!r.ok) return false;
      return WEEKDAYS.every((other) => (other === d ? r.values.hours[other] === null : r.values.hours[other] === base.hours[other]));
    }));
  });

  it('reads every deposit of dollars and cents back as the same cents', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => {
      const text = `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
      const r = checkStoreInput(base, { deposit: text });
      return r.ok && r.values.depositCents === c;
    }));
  });

  it('refuses any text that is not a time, whatever the day', () => {
    fc.assert(fc.property(day, fc.string().filter((s) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(s) && s !== ''), (d, bad) => {
      const r = checkStoreInput(base, { hours: { [d]: { start: bad, end: '23:59' } } });
      expect(r.ok).toBe(false);
      return !r.ok && r.errors[hoursField(d, 'start')]?.[0] === 'time.invalid';
    }));
  });
});
