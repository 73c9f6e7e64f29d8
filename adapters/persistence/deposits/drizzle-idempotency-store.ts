import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { IdempotencyClaim, IdempotencyStore, Json } from '@dealer-panel/core/shared/ports/idempotency-store';
import type { Db } from '../shared/database';
import { idempotencyKeys as K } from './schema';

/**
 * The idempotency store in PostgreSQL or PGlite. A claim inserts the (scope, key) row; the primary
 * key lets exactly one concurrent insert win, the others see the row. A running claim past its
 * lease is taken over by an update that only matches while the lease is over, so again one wins.
 */
export function drizzleIdempotencyStore(db: Db): IdempotencyStore {
  const mine = (scope: string, key: string, token: string) => and(eq(K.scope, scope), eq(K.key, key), eq(K.token, token), isNull(K.completedAt));
  return {
    async claim({ scope, key, fingerprint, now, leaseMs }): Promise<IdempotencyClaim> {
      // A released row may vanish between the insert and the read: then the insert is tried again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const token = randomUUID();
        const leaseUntil = new Date(now.getTime() + leaseMs);
        const [won] = await db.insert(K).values({ scope, key, fingerprint, token, leaseUntil })
          .onConflictDoUpdate({
            target: [K.scope, K.key], set: { token, leaseUntil },
            setWhere: sql`${K.completedAt} is null and ${K.fingerprint} = ${fingerprint} and ${K.leaseUntil} <= ${now.toISOString()}::timestamptz`,
          })
          .returning({ token: K.token });
        if (won?.token === token) return { status: 'claimed', token };
        const [row] = await db.select({ fingerprint: K.fingerprint, completedAt: K.completedAt, result: K.result })
          .from(K).where(and(eq(K.scope, scope), eq(K.key, key))).limit(1);
        if (row === undefined) continue;
        if (row.fingerprint !== fingerprint) return { status: 'mismatch' };
        if (row.completedAt !== null) return { status: 'done', result: (row.result ?? null) as Json };
        return { status: 'in_progress' };
      }
      throw new Error(`idempotency key ${scope}/${key} keeps being released during a claim`);
    },
    async complete(scope, key, token, result) {
      const done = await db.update(K).set({ completedAt: new Date(), result: sql`${JSON.stringify(result)}::jsonb` })
        .where(mine(scope, key, token)).returning({ key: K.key });
      return done.length > 0;
    },
    async purge(before) {
      const gone = await db.delete(K).where(lt(K.leaseUntil, before)).returning({ key: K.key });
      return gone.length;
    },
    async release(scope, key, token) {
      await db.delete(K).where(mine(scope, key, token));
    },
  };
}
