import { describe, expect, it } from 'vitest';
import type { OneTimeCodeRepository } from '@dealer-panel/core/access/one-time-code-repository';
import { checkCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '@dealer-panel/core/access/one-time-code';
import { unique } from './support/fixtures';

export interface OneTimeCodeRepositoryHarness {
  readonly codes: OneTimeCodeRepository;
  newUserId(): Promise<number>;
}

const t0 = new Date('2026-01-15T14:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

/** The OneTimeCodeRepository contract: the newest code of a session, failures counted and locked, consumed once. */
export function oneTimeCodeRepositoryContract(make: () => Promise<OneTimeCodeRepositoryHarness>): void {
  describe('OneTimeCodeRepository', () => {
    async function issued(h: OneTimeCodeRepositoryHarness, sessionId: string, codeHash: string, createdAt = t0) {
      const userId = await h.newUserId();
      await h.codes.create({ userId, sessionId, codeHash, phone: '416-555-0123', createdAt, expiresAt: new Date(createdAt.getTime() + OTP_TTL_MS) });
      const code = await h.codes.latestFor(sessionId);
      if (!code) throw new Error('the code just created is not there');
      return code;
    }

    it('has no code for a session that asked none', async () => {
      const h = await make();
      expect(await h.codes.latestFor(unique('session'))).toBeNull();
    });

    it('reads a new code back, untried, unconsumed, unlocked', async () => {
      const h = await make();
      const session = unique('session');
      const code = await issued(h, session, 'hash-1');
      expect(code).toEqual({
        id: code.id, userId: code.userId, sessionId: session, codeHash: 'hash-1', phone: '416-555-0123', channel: 'sms', attempts: 0,
        createdAt: t0, expiresAt: plus(OTP_TTL_MS), consumedAt: null, lockedAt: null,
      });
    });

    it('gives the latest code of each session, even with equal creation times', async () => {
      const h = await make();
      const [a, b] = [unique('session'), unique('session')];
      await issued(h, a, 'a-1');
      await issued(h, b, 'b-1');
      await issued(h, a, 'a-2');
      await issued(h, b, 'b-2', plus(-1));
      expect((await h.codes.latestFor(a))?.codeHash).toBe('a-2');
      expect((await h.codes.latestFor(b))?.codeHash).toBe('b-2');
    });

    it('counts failures and locks when told, keeping the first lock time', async () => {
      const h = await make();
      const session = unique('session');
      const code = await issued(h, session, 'right');
      await h.codes.recordFailure(code.id, false, plus(1_000));
      expect(await h.codes.latestFor(session)).toMatchObject({ attempts: 1, lockedAt: null });
      await h.codes.recordFailure(code.id, true, plus(2_000));
      await h.codes.recordFailure(code.id, true, plus(3_000));
      expect(await h.codes.latestFor(session)).toMatchObject({ attempts: 3, lockedAt: plus(2_000) });
    });

    it('counts simultaneous failures each', async () => {
      const h = await make();
      const session = unique('session');
      const code = await issued(h, session, 'right');
      await Promise.all([1, 2, 3, 4].map((i) => h.codes.recordFailure(code.id, false, plus(i))));
      expect((await h.codes.latestFor(session))?.attempts).toBe(4);
    });

    it('locks the code after the allowed attempts, as checkCode decides', async () => {
      const h = await make();
      const session = unique('session');
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
        const code = (await h.codes.latestFor(session)) ?? (await issued(h, session, 'right'));
        const check = checkCode(code, 'wrong', plus(i));
        if (check.result !== 'wrong') throw new Error(`attempt ${i + 1}: ${check.result}`);
        await h.codes.recordFailure(code.id, check.nowLocked, plus(i));
      }
      expect(checkCode((await h.codes.latestFor(session))!, 'right', plus(10))).toEqual({ result: 'locked' });
    });

    it('consumes a code once: consuming again keeps the first time', async () => {
      const h = await make();
      const session = unique('session');
      const code = await issued(h, session, 'right');
      expect(await h.codes.consume(code.id, plus(1_000))).toBe(true);
      expect(await h.codes.consume(code.id, plus(9_000))).toBe(false);
      const read = await h.codes.latestFor(session);
      expect(read?.consumedAt).toEqual(plus(1_000));
      expect(checkCode(read!, 'right', plus(2_000))).toEqual({ result: 'used' });
    });
  });
}
