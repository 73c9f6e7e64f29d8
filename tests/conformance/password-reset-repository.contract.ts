import { describe, expect, it } from 'vitest';
import type { PasswordResetRepository } from '@dealer-panel/core/access/one-time-code-repository';
import { unique } from './support/fixtures';

export interface PasswordResetRepositoryHarness {
  readonly resets: PasswordResetRepository;
  newUserId(): Promise<number>;
}

const t0 = new Date('2026-01-15T14:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

/** The PasswordResetRepository contract: tokens read back by their hash, used once. */
export function passwordResetRepositoryContract(make: () => Promise<PasswordResetRepositoryHarness>): void {
  describe('PasswordResetRepository', () => {
    async function issued(h: PasswordResetRepositoryHarness) {
      const token = { id: unique('token-hash'), userId: await h.newUserId(), createdAt: t0, expiresAt: plus(3_600_000) };
      await h.resets.create(token);
      return token;
    }

    it('reads a token back, unused', async () => {
      const h = await make();
      const token = await issued(h);
      expect(await h.resets.byId(token.id)).toEqual({ userId: token.userId, expiresAt: token.expiresAt, usedAt: null });
    });

    it('gives null for an unknown token', async () => {
      const h = await make();
      expect(await h.resets.byId(unique('unknown'))).toBeNull();
    });

    it('marks a token used once: a second use keeps the first time', async () => {
      const h = await make();
      const token = await issued(h);
      expect(await h.resets.use(token.id, plus(60_000))).toBe(true);
      expect(await h.resets.use(token.id, plus(120_000))).toBe(false);
      expect((await h.resets.byId(token.id))?.usedAt).toEqual(plus(60_000));
    });

    it('keeps tokens apart', async () => {
      const h = await make();
      const [a, b] = [await issued(h), await issued(h)];
      await h.resets.use(a.id, plus(1));
      expect((await h.resets.byId(b.id))?.usedAt).toBeNull();
    });

    it('ends the user\'s earlier unused tokens when a newer one is created, and no other user\'s', async () => {
      const h = await make();
      const older = await issued(h);
      const other = await issued(h);
      const newer = { id: unique('token-hash'), userId: older.userId, createdAt: plus(600_000), expiresAt: plus(4_200_000) };
      await h.resets.create(newer);
      expect((await h.resets.byId(older.id))?.usedAt).toEqual(plus(600_000));
      expect(await h.resets.use(older.id, plus(700_000))).toBe(false);
      expect((await h.resets.byId(newer.id))?.usedAt).toBeNull();
      expect((await h.resets.byId(other.id))?.usedAt).toBeNull();
    });
  });
}
