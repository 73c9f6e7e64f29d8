import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsTouch, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS, sessionState, type Session } from './session';

const T0 = Date.UTC(2025, 5, 2, 13);
const at = (offset: number): Date => new Date(T0 + offset);

/** A session signed in at T0, last seen `seen` ms later. */
function aSession(seen: number, endedAt: Date | null = null): Session {
  return {
    id: 'h:token', userId: 1, dealershipId: 1, fullyAuthenticated: true, language: null,
    createdAt: at(0), lastSeenAt: at(seen), expiresAt: at(SESSION_ABSOLUTE_MS), endedAt,
  };
}

const seen = fc.oneof(fc.integer({ min: 0, max: SESSION_ABSOLUTE_MS }), fc.integer({ min: SESSION_ABSOLUTE_MS - SESSION_IDLE_MS - 2, max: SESSION_ABSOLUTE_MS }));
/** Time since last seen, often right at the touch and idle limits so that off-by-one mistakes show. */
const later = fc.oneof(
  fc.integer({ min: 0, max: 2 * SESSION_IDLE_MS }),
  fc.constantFrom(SESSION_TOUCH_MS, SESSION_IDLE_MS).chain((limit) => fc.integer({ min: limit - 2, max: limit + 2 })),
);

describe('sessionState (properties)', () => {
  it('is ended once endedAt is set, whatever the times', () => {
    fc.assert(
      fc.property(seen, later, fc.integer({ min: 0, max: SESSION_ABSOLUTE_MS }), (s, idle, ended) => {
        expect(sessionState(aSession(s, at(ended)), at(s + idle))).toBe('ended');
      }),
    );
  });

  it('is absolutely expired at 12 hours and after, however recently seen', () => {
    fc.assert(
      fc.property(seen, fc.integer({ min: 0, max: SESSION_ABSOLUTE_MS }), (s, beyond) => {
        expect(sessionState(aSession(s), at(Math.max(s, SESSION_ABSOLUTE_MS) + beyond))).toBe('absolute_expired');
      }),
    );
  });

  it('before 12 hours, is idle-expired exactly when 30 minutes have passed since last seen', () => {
    fc.assert(
      fc.property(seen, later, (s, idle) => {
        const now = s + idle;
        fc.pre(now < SESSION_ABSOLUTE_MS);
        expect(sessionState(aSession(s), at(now))).toBe(idle >= SESSION_IDLE_MS ? 'idle_expired' : 'active');
      }),
    );
  });

  it('never becomes active again without a touch', () => {
    fc.assert(
      fc.property(seen, later, fc.integer({ min: 0, max: SESSION_ABSOLUTE_MS }), (s, idle, more) => {
        const session = aSession(s);
        fc.pre(sessionState(session, at(s + idle)) !== 'active');
        expect(sessionState(session, at(s + idle + more))).not.toBe('active');
      }),
    );
  });

  it('writes the last-seen time only once a minute has passed', () => {
    fc.assert(
      fc.property(seen, later, (s, idle) => {
        expect(needsTouch(aSession(s), at(s + idle))).toBe(idle >= SESSION_TOUCH_MS);
      }),
    );
  });
});
