import { and, eq, isNull } from 'drizzle-orm';
import type { PasswordResetRepository } from '@dealer-panel/core/access/one-time-code-repository';
import type { Db } from '../shared/database';
import { passwordResetTokens } from './schema';

export function drizzlePasswordResetRepository(db: Db): PasswordResetRepository {
  return {
    async create(token) {
      await db.transaction(async (tx) => {
        // Only the newest link works: the earlier unused ones are spent when a new one is sent.
        await tx.update(passwordResetTokens).set({ usedAt: token.createdAt })
          .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({
          id: token.id,
          userId: token.userId,
          createdAt: token.createdAt,
          expiresAt: token.expiresAt,
          kind: token.kind ?? 'reset',
        });
      });
    },

    async byId(id) {
      const [row] = await db.select({
        userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt,
      }).from(passwordResetTokens).where(eq(passwordResetTokens.id, id));
      return row ?? null;
    },

    async use(id, at) {
      // Single use: only an unused token is marked, so the first use time stays.
      const marked = await db.update(passwordResetTokens).set({ usedAt: at })
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      return marked.length === 1;
    },
  };
}
