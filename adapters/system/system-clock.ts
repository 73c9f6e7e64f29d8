import type { Clock } from '@dealer-panel/core/shared/ports/clock';

/**
 * The wall clock, made monotonic: when the system time steps back (NTP correction, a VM resumed),
 * `now()` holds at the latest time it gave until the wall clock catches up, as the Clock port
 * promises. `readWallClock` is there for tests.
 */
export function systemClock(readWallClock: () => number = Date.now): Clock {
  let latest = -Infinity;
  return {
    now() {
      latest = Math.max(latest, readWallClock());
      return new Date(latest);
    },
  };
}
