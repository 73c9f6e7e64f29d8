import { describe, expect, it } from 'vitest';
import { holdLeft, spanKey } from './hold-countdown';

const NOW = new Date('2026-11-25T10:00:00Z');

describe('hold countdown', () => {
  it('tells days, hours and minutes left, a warning under 24 h, nothing once ended', () => {
    const far = holdLeft('2026-11-28T14:05:00Z', NOW)!;
    expect(far).toEqual({ days: 3, hours: 4, minutes: 5, warning: false });
    expect(spanKey(far)).toBe('span.days');
    expect(spanKey(holdLeft('2026-11-26T11:00:00Z', NOW)!)).toBe('span.one_day');
    const near = holdLeft('2026-11-26T09:59:00Z', NOW)!;
    expect([near.days, near.hours, near.minutes, near.warning, spanKey(near)]).toEqual([0, 23, 59, true, 'span.hours']);
    expect(holdLeft('2026-11-25T10:00:00Z', NOW)).toBeNull();
    expect(holdLeft('not a date', NOW)).toBeNull();
  });
});
