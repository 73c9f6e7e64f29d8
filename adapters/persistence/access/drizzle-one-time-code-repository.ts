import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { OneTimeCodeRepository } from '@dealer-panel/core/access/one-time-code-repository';
import type { Db } from '../shared/database';
import { oneTimeCodes } from './schema';

export function drizzleOneTimeCodeRepository(db: Db): OneTimeCodeRepository {
  return {
    async create(code) {
      await db.insert(oneTimeCodes).values({
        userId: code.userId,
        sessionId: code.sessionId,
        codeHash: code.codeHash,
        phone: code.phone,
        channel: code.channel ?? 'sms',
        createdAt: code.createdAt,
        expiresAt: code.expiresAt,
      });
    },

    async latestFor(sessionId) {
      // The last code created supersedes the others, whatever timestamps a clock gave them.
      const [row] = await db.select().from(oneTimeCodes)
        .where(eq(oneTimeCodes.sessionId, sessionId)).orderBy(desc(oneTimeCodes.id)).limit(1);
      if (!row) return null;
      return {
        id: row.id,
        userId: row.userId,
        sessionId: row.sessionId,
        codeHash: row.codeHash,
        phone: row.phone,
        channel: row.channel === 'email' ? 'email' : 'sms',
        attempts: row.attempts,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        consumedAt: row.consumedAt,
        lockedAt: row.lockedAt,
      };
    },

    async recordFailure(id, lock, at) {
      // attempts + 1 in SQL, not a read-modify-write: two wrong codes at once both count.
      const iso = at.toISOString();
      await db.update(oneTimeCodes).set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        lockedAt: lock ? sql`coalesce(${oneTimeCodes.lockedAt}, ${iso}::timestamptz)` : sql`${oneTimeCodes.lockedAt}`,
      }).where(eq(oneTimeCodes.id, id));
    },

    async consume(id, at) {
      // Only an unused code is marked: of two racing requests, one gets true.
      const marked = await db.update(oneTimeCodes).set({ consumedAt: at })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return marked.length === 1;
    },
  };
}
