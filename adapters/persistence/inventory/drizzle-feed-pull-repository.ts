import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FeedPullRepository, StorePull } from '@dealer-panel/core/inventory/feeds/feed-pull';
import { dealerships } from '../access/schema';
import type { Db } from '../shared/database';
import { auditLog } from '../shared/schema';
import { summaryById } from './feed-import-columns';
import { vehicleFeedSettings as S, vehicleImports as I } from './schema';

const columns = {
  dealershipId: S.dealershipId, country: dealerships.country, kind: S.kind, url: S.pullUrl, credentials: S.pullCredentials, etag: S.etag, lastModified: S.lastModified,
};
type Row = { dealershipId: number; country: string; kind: string; url: string | null; credentials: Record<string, string> | null; etag: string | null; lastModified: string | null };

const toPull = (r: Row): StorePull => ({
  dealershipId: r.dealershipId, country: r.country, kind: r.kind === 'partial' ? 'partial' : 'full', url: r.url ?? '',
  credentials: r.credentials !== null && typeof r.credentials['keyId'] === 'string' && typeof r.credentials['ciphertext'] === 'string'
    ? { keyId: r.credentials['keyId'], ciphertext: r.credentials['ciphertext'] } : null,
  etag: r.etag, lastModified: r.lastModified,
});

/** The stores' scheduled pulls over drizzle: the pull columns of vehicle_feed_settings. */
export function drizzleFeedPullRepository(db: Db): FeedPullRepository {
  return {
    async due(at, limit) {
      const rows = await db.select(columns).from(S).innerJoin(dealerships, eq(dealerships.id, S.dealershipId))
        .where(and(isNotNull(S.pullUrl), or(isNull(S.lastPulledAt), lt(S.lastPulledAt, sql`${at.toISOString()}::timestamptz - make_interval(hours => coalesce(${S.pullEveryHours}, 24))`))))
        .orderBy(sql`${S.lastPulledAt} asc nulls first`, asc(S.dealershipId)).limit(limit);
      return rows.map(toPull);
    },

    async one(dealershipId) {
      const [row] = await db.select(columns).from(S).innerJoin(dealerships, eq(dealerships.id, S.dealershipId)).where(and(eq(S.dealershipId, dealershipId), isNotNull(S.pullUrl)));
      return row ? toPull(row) : null;
    },

    async save(dealershipId, pull, at, audit) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ url: S.pullUrl }).from(S).where(eq(S.dealershipId, dealershipId)).for('update');
        const moved = before?.url !== pull.url;
        const values = {
          pullUrl: pull.url, pullEveryHours: pull.everyHours, updatedAt: at,
          ...(pull.credentials === 'keep' ? {} : { pullCredentials: pull.credentials === null ? null : { keyId: pull.credentials.keyId, ciphertext: pull.credentials.ciphertext } }),
          // Another URL: its provider's validators mean nothing here, and it is due at once.
          ...(moved ? { etag: null, lastModified: null, lastPulledAt: null } : {}),
        };
        await tx.insert(S).values({ dealershipId, ...values }).onConflictDoUpdate({ target: S.dealershipId, set: values });
        await tx.insert(auditLog).values({ ...audit, before: null, after: null });
      });
    },

    async remove(dealershipId, at, audit) {
      return db.transaction(async (tx) => {
        const removed = await tx.update(S).set({ pullUrl: null, pullCredentials: null, pullEveryHours: null, etag: null, lastModified: null, lastPulledAt: null, updatedAt: at })
          .where(and(eq(S.dealershipId, dealershipId), isNotNull(S.pullUrl))).returning({ id: S.dealershipId });
        if (removed.length > 0) await tx.insert(auditLog).values({ ...audit, before: null, after: null });
        return removed.length > 0;
      });
    },

    async pulled(dealershipId, validators, at) {
      await db.update(S).set({ lastPulledAt: at, ...(validators === null ? {} : { etag: validators.etag, lastModified: validators.lastModified }) }).where(eq(S.dealershipId, dealershipId));
    },

    async credentialsSealedWithOtherKey(keyId, limit) {
      const rows = await db.select({ dealershipId: S.dealershipId, credentials: S.pullCredentials }).from(S)
        .where(and(isNotNull(S.pullCredentials), sql`${S.pullCredentials}->>'keyId' <> ${keyId} and ${S.pullCredentials}->>'ciphertext' is not null`)).orderBy(asc(S.dealershipId)).limit(limit);
      return rows.flatMap((r) => {
        const c = r.credentials;
        return c !== null && typeof c['keyId'] === 'string' && typeof c['ciphertext'] === 'string' ? [{ dealershipId: r.dealershipId, credentials: { keyId: c['keyId'], ciphertext: c['ciphertext'] } }] : [];
      });
    },

    async resealCredentials(dealershipId, before, after) {
      // Compare-and-set on the ciphertext: credentials saved meanwhile (already under the current key) are left as they are.
      const done = await db.update(S).set({ pullCredentials: { keyId: after.keyId, ciphertext: after.ciphertext } })
        .where(and(eq(S.dealershipId, dealershipId), sql`${S.pullCredentials}->>'ciphertext' = ${before.ciphertext}`)).returning({ id: S.dealershipId });
      return done.length === 1;
    },

    async failed(dealershipId, input) {
      const [row] = await db.insert(I).values({
        dealershipId, kind: input.kind, source: 'pull', fileName: input.fileName, status: 'failed', problem: { ...input.problem }, createdAt: input.at, finishedAt: input.at,
      }).returning({ id: I.id });
      if (!row) throw new Error('vehicle import not inserted');
      return summaryById(db, row.id);
    },
  };
}
