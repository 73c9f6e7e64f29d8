import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { providerFailure } from './providers';
import { afterFailure, retryWaitMs, type RetryPolicy } from './relay-policy';

const policies = fc.record({ maxAttempts: fc.integer({ min: 1, max: 20 }), baseWaitMs: fc.integer({ min: 1, max: 600_000 }), maxWaitMs: fc.integer({ min: 1, max: 86_400_000 }) })
  .filter((p) => p.maxWaitMs >= p.baseWaitMs) as fc.Arbitrary<RetryPolicy>;
const now = new Date('2026-06-01T14:00:00Z');

describe('retryWaitMs', () => {
  it('starts at the base wait, doubles and never passes the cap', () => {
    fc.assert(fc.property(policies, fc.integer({ min: 1, max: 5000 }), (p, n) => {
      const wait = retryWaitMs(n, p);
      expect(wait).toBeGreaterThanOrEqual(Math.min(p.baseWaitMs, p.maxWaitMs));
      expect(wait).toBeLessThanOrEqual(p.maxWaitMs);
      expect(retryWaitMs(n + 1, p)).toBe(Math.min(p.maxWaitMs, wait * 2));
      expect(retryWaitMs(1, p)).toBe(p.baseWaitMs);
    }));
  });
});

describe('afterFailure', () => {
  it('retries a transient failure after the wait until the last try, then fails with the reason; a permanent one fails at once', () => {
    fc.assert(fc.property(policies, fc.integer({ min: 1, max: 40 }), fc.boolean(), fc.string({ maxLength: 80 }), (p, attempts, transient, reason) => {
      const outcome = afterFailure(attempts, providerFailure(transient, reason), now, p);
      expect(outcome.lastError).toBe(reason.slice(0, 500));
      if (transient && attempts < p.maxAttempts) {
        expect(outcome).toEqual({ state: 'queued', nextAttemptAt: new Date(now.getTime() + retryWaitMs(attempts, p)), lastError: reason });
      } else {
        expect(outcome.state).toBe('failed');
      }
    }));
  });

  it('tries a message that always fails transiently exactly maxAttempts times', () => {
    fc.assert(fc.property(policies, (p) => {
      let attempts = 0;
      for (;;) {
        attempts += 1;
        if (afterFailure(attempts, providerFailure(true, '421 busy'), now, p).state === 'failed') break;
      }
      expect(attempts).toBe(p.maxAttempts);
    }));
  });
});
