import { and, asc, eq, isNotNull, isNull, ne, or, lt, sql } from 'drizzle-orm';
import { isSecondFactor } from '@dealer-panel/core/access/second-factor';
import type { SealedTotp, SecondFactorRepository } from '@dealer-panel/core/access/second-factor-ports';
import type { Db } from '../shared/database';
import { recoveryCodes, secondFactors } from './schema';

/** One second_factors row per user (made on the first write); recovery codes in their own table. */
export function drizzleSecondFactorRepository(db: Db): SecondFactorRepository {
  const upsert = async (userId: number, set: Partial<typeof secondFactors.$inferInsert>): Promise<void> => {
    await db.insert(secondFactors).values({ userId, ...set }).onConflictDoUpdate({ target: secondFactors.userId, set: { ...set, updatedAt: sql`now()` } });
  };
  const F = secondFactors;
  const slots = { secret: { keyId: F.totpKeyId, ciphertext: F.totpSecret }, pending: { keyId: F.totpPendingKeyId, ciphertext: F.totpPendingSecret } } as const;
  const row = async (userId: number) => (await db.select().from(secondFactors).where(eq(secondFactors.userId, userId)))[0];
  return {
    async totp(userId) {
      const r = await row(userId);
      if (!r) return null;
      const secret = r.totpKeyId !== null && r.totpSecret !== null && r.totpConfirmedAt !== null ? { keyId: r.totpKeyId, ciphertext: r.totpSecret } : null;
      const pending = r.totpPendingKeyId !== null && r.totpPendingSecret !== null ? { keyId: r.totpPendingKeyId, ciphertext: r.totpPendingSecret } : null;
      return secret === null && pending === null ? null : { secret, pending, lastUsedStep: r.totpLastStep };
    },
    async setPendingTotp(userId, pending) {
      await upsert(userId, { totpPendingKeyId: pending.keyId, totpPendingSecret: pending.ciphertext });
    },
    async confirmTotp(userId, step, at) {
      // The pending secret moves to the app's place in one statement: a racing confirm finds nothing pending.
      const moved = await db.update(secondFactors).set({
        totpKeyId: sql`${secondFactors.totpPendingKeyId}`, totpSecret: sql`${secondFactors.totpPendingSecret}`, totpConfirmedAt: at,
        totpLastStep: step, totpPendingKeyId: null, totpPendingSecret: null, updatedAt: at,
      }).where(and(eq(secondFactors.userId, userId), sql`${secondFactors.totpPendingSecret} is not null`)).returning({ userId: secondFactors.userId });
      return moved.length === 1;
    },
    async useStep(userId, step) {
      // Compare-and-set in SQL: of two requests with one code, one moves the step.
      const used = await db.update(secondFactors).set({ totpLastStep: step })
        .where(and(eq(secondFactors.userId, userId), or(isNull(secondFactors.totpLastStep), lt(secondFactors.totpLastStep, step))))
        .returning({ userId: secondFactors.userId });
      return used.length === 1;
    },
    async removeTotp(userId) {
      await db.update(secondFactors).set({ totpKeyId: null, totpSecret: null, totpConfirmedAt: null, totpLastStep: null, totpPendingKeyId: null, totpPendingSecret: null })
        .where(eq(secondFactors.userId, userId));
    },
    async replaceRecoveryCodes(userId, hashes, at) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        if (hashes.length > 0) await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
      });
    },
    async useRecoveryCode(userId, hash, at) {
      const used = await db.update(recoveryCodes).set({ usedAt: at })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },
    async recoveryCodesLeft(userId) {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return Number(r?.n ?? 0);
    },
    async preferred(userId) {
      const value = (await row(userId))?.preferredFactor ?? null;
      return value !== null && isSecondFactor(value) ? value : null;
    },
    async setPreferred(userId, factor) {
      await upsert(userId, { preferredFactor: factor });
    },
    async failures(userId) {
      const r = await row(userId);
      return { count: r?.failures ?? 0, lockedUntil: r?.lockedUntil ?? null };
    },
    async recordFailure(userId) {
      // failures + 1 in SQL: two wrong codes at once both count.
      const [r] = await db.insert(secondFactors).values({ userId, failures: 1 })
        .onConflictDoUpdate({ target: secondFactors.userId, set: { failures: sql`${secondFactors.failures} + 1` } })
        .returning({ failures: secondFactors.failures });
      return r?.failures ?? 1;
    },
    async lock(userId, until) {
      await upsert(userId, { lockedUntil: until });
    },
    async clearFailures(userId) {
      await db.update(secondFactors).set({ failures: 0, lockedUntil: null }).where(eq(secondFactors.userId, userId));
    },
    async totpSealedWithOtherKey(keyId, limit) {
      const other = (slot: 'secret' | 'pending') => and(isNotNull(slots[slot].ciphertext), isNotNull(slots[slot].keyId), ne(slots[slot].keyId, keyId));
      const rows = await db.select({ userId: F.userId, secretKeyId: F.totpKeyId, secret: F.totpSecret, pendingKeyId: F.totpPendingKeyId, pending: F.totpPendingSecret })
        .from(F).where(or(other('secret'), other('pending'))).orderBy(asc(F.userId)).limit(limit);
      return rows.flatMap((r) => {
        const entries: SealedTotp[] = [];
        if (r.secret !== null && r.secretKeyId !== null && r.secretKeyId !== keyId) entries.push({ userId: r.userId, slot: 'secret', sealed: { keyId: r.secretKeyId, ciphertext: r.secret } });
        if (r.pending !== null && r.pendingKeyId !== null && r.pendingKeyId !== keyId) entries.push({ userId: r.userId, slot: 'pending', sealed: { keyId: r.pendingKeyId, ciphertext: r.pending } });
        return entries;
      });
    },
    async resealTotp(entry, after) {
      // Compare-and-set on the ciphertext: a secret replaced meanwhile (a new enrollment) is left as it is.
      const place = slots[entry.slot];
      const set = entry.slot === 'secret' ? { totpKeyId: after.keyId, totpSecret: after.ciphertext } : { totpPendingKeyId: after.keyId, totpPendingSecret: after.ciphertext };
      const done = await db.update(F).set(set).where(and(eq(F.userId, entry.userId), eq(place.ciphertext, entry.sealed.ciphertext))).returning({ userId: F.userId });
      return done.length === 1;
    },
    async resetAll(userId) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
      });
    },
  };
}
