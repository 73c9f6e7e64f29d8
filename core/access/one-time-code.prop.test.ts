import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, type OneTimeCode } from './one-time-code';

const T0 = Date.UTC(2025, 5, 2, 13);
const at = (offset: number): Date => new Date(T0 + offset);

/** A pending code created at T0 with the given hash, attempts and marks. */
function aCode(overrides: Partial<OneTimeCode> = {}): OneTimeCode {
  return {
    id: 1, userId: 1, sessionId: 'h:s', codeHash: 'h:123456', phone: '5145550167', attempts: 0,
    createdAt: at(0), expiresAt: at(OTP_TTL_MS), consumedAt: null, lockedAt: null, ...overrides,
  };
}

const hash = fc.string({ maxLength: 12 });
/** Offsets from T0, often right at the expiry so that off-by-one mistakes show. */
const anyOffset = fc.oneof(fc.integer({ min: -OTP_TTL_MS, max: 3 * OTP_TTL_MS }), fc.integer({ min: -2, max: 2 }).map((d) => OTP_TTL_MS + d));
const beforeExpiry = fc.integer({ min: 0, max: OTP_TTL_MS - 1 });
const anyCode = fc.record({
  codeHash: hash,
  attempts: fc.integer({ min: 0, max: 10 }),
  consumedAt: fc.option(anyOffset.map(at), { nil: null }),
  lockedAt: fc.option(anyOffset.map(at), { nil: null }),
}).map((fields) => aCode(fields));

describe('checkCode (properties)', () => {
  it('never answers ok for a hash other than the code\'s', () => {
    fc.assert(
      fc.property(anyCode, hash, anyOffset, (code, submitted, now) => {
        fc.pre(submitted !== code.codeHash);
        expect(checkCode(code, submitted, at(now)).result).not.toBe('ok');
      }),
    );
  });

  it('answers ok for the right hash of a pending code before it expires', () => {
    fc.assert(
      fc.property(hash, fc.integer({ min: 0, max: OTP_MAX_ATTEMPTS - 1 }), beforeExpiry, (codeHash, attempts, now) => {
        expect(checkCode(aCode({ codeHash, attempts }), codeHash, at(now))).toEqual({ result: 'ok' });
      }),
    );
  });

  it('counts attemptsLeft down to 0 and locks at the fifth wrong code, after which even the right code is refused', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(hash, beforeExpiry), { minLength: 8, maxLength: 8 }), (tries) => {
        let code = aCode({ codeHash: 'h:right' });
        const lefts: number[] = [];
        const locks: boolean[] = [];
        for (const [submitted, now] of tries.slice(0, OTP_MAX_ATTEMPTS)) {
          const check = checkCode(code, `wrong:${submitted}`, at(now));
          if (check.result !== 'wrong') throw new Error(`expected wrong, got ${check.result}`);
          lefts.push(check.attemptsLeft);
          locks.push(check.nowLocked);
          // What the repository's recordFailure does.
          code = { ...code, attempts: code.attempts + 1, lockedAt: check.nowLocked ? at(now) : null };
        }
        expect(lefts).toEqual([4, 3, 2, 1, 0]);
        expect(locks).toEqual([false, false, false, false, true]);
        for (const [, now] of tries.slice(OTP_MAX_ATTEMPTS)) expect(checkCode(code, 'h:right', at(now))).toEqual({ result: 'locked' });
      }),
    );
  });

  it('locks on the attempts count alone, should lockedAt be missing', () => {
    fc.assert(
      fc.property(fc.integer({ min: OTP_MAX_ATTEMPTS, max: 50 }), hash, anyOffset, (attempts, submitted, now) => {
        expect(checkCode(aCode({ attempts, codeHash: submitted }), submitted, at(now))).toEqual({ result: 'locked' });
      }),
    );
  });

  it('is expired at expiresAt and after, and only then', () => {
    fc.assert(
      fc.property(hash, hash, fc.integer({ min: 0, max: OTP_MAX_ATTEMPTS - 1 }), anyOffset, (codeHash, submitted, attempts, now) => {
        const result = checkCode(aCode({ codeHash, attempts }), submitted, at(now)).result;
        expect(result === 'expired').toBe(now >= OTP_TTL_MS);
      }),
    );
  });

  it('answers used for a consumed code, whatever else holds', () => {
    fc.assert(
      fc.property(anyCode, anyOffset, hash, anyOffset, (code, consumed, submitted, now) => {
        expect(checkCode({ ...code, consumedAt: at(consumed) }, submitted, at(now))).toEqual({ result: 'used' });
      }),
    );
  });

  it('never throws and keeps attemptsLeft within 0..4', () => {
    fc.assert(
      fc.property(anyCode, hash, anyOffset, (code, submitted, now) => {
        const check = checkCode(code, submitted, at(now));
        if (check.result === 'wrong') {
          expect(check.attemptsLeft).toBeGreaterThanOrEqual(0);
          expect(check.attemptsLeft).toBeLessThan(OTP_MAX_ATTEMPTS);
          expect(check.nowLocked).toBe(check.attemptsLeft === 0);
        } else {
          expect(['ok', 'expired', 'locked', 'used']).toContain(check.result);
        }
      }),
    );
  });
});
