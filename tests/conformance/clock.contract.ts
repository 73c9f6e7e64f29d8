import { describe, expect, it } from 'vitest';
import type { Clock } from '@dealer-panel/core/shared/ports/clock';

/** The Clock contract: `now()` never goes backwards. `make` receives the wall clock the adapter should read. */
export function clockContract(make: (wallClock: () => number) => Clock): void {
  describe('Clock', () => {
    it('follows the wall clock forward', () => {
      let wall = Date.parse('2026-03-08T06:59:59.000Z');
      const clock = make(() => wall);
      expect(clock.now().toISOString()).toBe('2026-03-08T06:59:59.000Z');
      wall += 1_000;
      expect(clock.now().toISOString()).toBe('2026-03-08T07:00:00.000Z');
    });

    it('never goes backwards when the wall clock steps back', () => {
      const readings = [5_000, 9_000, 7_000, 8_999, 9_500];
      const clock = make(() => readings.shift() ?? 10_000);
      const seen = Array.from({ length: 6 }, () => clock.now().getTime());
      expect(seen).toEqual([5_000, 9_000, 9_000, 9_000, 9_500, 10_000]);
    });

    it('gives a fresh Date each time (mutating one does not move the clock)', () => {
      const clock = make(() => 1_000);
      const first = clock.now();
      first.setTime(0);
      expect(clock.now().getTime()).toBe(1_000);
    });
  });
}
