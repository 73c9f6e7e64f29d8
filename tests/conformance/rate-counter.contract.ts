import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateCounter } from '@dealer-panel/core/shared/ports/shared-counters';

/**
 * The RateCounter contract (issue 12.6): hits on one key count together, atomically, in a window
 * that starts with the first hit; keys are independent. `counter()` is valid inside tests.
 */
export function rateCounterContract(counter: () => RateCounter): void {
  const key = () => `contract|${randomBytes(6).toString('hex')}`;
  describe('RateCounter', () => {
    it('counts the hits of a key and tells the time left in its window', async () => {
      const k = key();
      const first = await counter().hit(k, 60_000);
      const second = await counter().hit(k, 60_000);
      expect([first.current, second.current]).toEqual([1, 2]);
      for (const r of [first, second]) { expect(r.ttlMs).toBeGreaterThan(0); expect(r.ttlMs).toBeLessThanOrEqual(60_000); }
    });

    it('counts each key on its own', async () => {
      const [a, b] = [key(), key()];
      await counter().hit(a, 60_000);
      await counter().hit(a, 60_000);
      expect((await counter().hit(b, 60_000)).current).toBe(1);
    });

    it('counts hits sent at once exactly once each (atomic)', async () => {
      const k = key();
      const results = await Promise.all(Array.from({ length: 20 }, () => counter().hit(k, 60_000)));
      expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('starts again from one once the window is over', async () => {
      const k = key();
      await counter().hit(k, 40);
      await counter().hit(k, 40);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect((await counter().hit(k, 40)).current).toBe(1);
    });
  });
}
