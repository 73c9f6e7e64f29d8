import { describe, expect, it } from 'vitest';
import { systemClock } from './system-clock';

describe('systemClock', () => {
  it('reads the real time by default', () => {
    const before = Date.now();
    const now = systemClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('holds at the latest time while the wall clock is behind it, then follows it again', () => {
    const readings = [2_000, 1_000, 3_000];
    const clock = systemClock(() => readings.shift()!);
    expect([clock.now(), clock.now(), clock.now()].map((d) => d.getTime())).toEqual([2_000, 2_000, 3_000]);
  });
});
