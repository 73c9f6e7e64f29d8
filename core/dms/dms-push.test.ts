import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, isActivePush, nextPushState, PUSH_EVENTS, PUSH_STATES, PUSH_TRANSITIONS, retryDelayMs } from './dms-push';

describe('the push\'s transition table', () => {
  it('takes a push from queued through pushing to pushed, failed or retrying, and back to pushing', () => {
    expect(nextPushState('queued', 'start')).toBe('pushing');
    expect(nextPushState('pushing', 'accepted')).toBe('pushed');
    expect(nextPushState('pushing', 'refused')).toBe('failed');
    expect(nextPushState('pushing', 'transient')).toBe('retrying');
    expect(nextPushState('retrying', 'start')).toBe('pushing');
    expect(nextPushState('pushing', 'give_up')).toBe('failed');
    // A push left pushing by a process that died is started again (same idempotency key).
    expect(nextPushState('pushing', 'start')).toBe('pushing');
  });

  it('never moves a pushed or failed push, and answers no DMS outcome before the push started', () => {
    for (const event of PUSH_EVENTS) {
      expect(nextPushState('pushed', event)).toBeNull();
      expect(nextPushState('failed', event)).toBeNull();
    }
    for (const event of ['accepted', 'refused', 'transient', 'give_up'] as const) {
      expect(nextPushState('queued', event)).toBeNull();
      expect(nextPushState('retrying', event)).toBeNull();
    }
  });

  it('every walk of the table ends in pushed or failed within a bounded number of DMS answers', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PUSH_EVENTS), { maxLength: 40 }), (events) => {
      let state: (typeof PUSH_STATES)[number] = 'queued';
      for (const e of events) state = nextPushState(state, e) ?? state;
      expect(PUSH_STATES).toContain(state);
      // Only queued, pushing and retrying are active; the final states have no way out.
      expect(isActivePush(state)).toBe(Object.keys(PUSH_TRANSITIONS[state]).length > 0);
    }));
  });
});

describe('the backoff', () => {
  it('doubles from the base after each transient failure, up to its cap, and stops at the limit', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(DEFAULT_RETRY, a))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(DEFAULT_RETRY, DEFAULT_RETRY.maxAttempts)).toBeNull();
    expect(retryDelayMs({ maxAttempts: 20, baseDelayMs: 1_000, maxDelayMs: 5_000 }, 10)).toBe(5_000);
  });
});
