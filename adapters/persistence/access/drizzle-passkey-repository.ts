import { and, asc, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Passkey, PasskeyCeremony } from '@dealer-panel/core/access/passkey';
import type { PasskeyChallengeRepository, PasskeyRepository } from '@dealer-panel/core/access/passkey-ports';
import type { Db } from '../shared/database';
import { passkeyChallenges, passkeyCredentials } from './schema';

type Row = typeof passkeyCredentials.$inferSelect;

const passkeyOf = (row: Row): Passkey => ({
  id: row.id, userId: row.userId, credentialId: row.credentialId, publicKey: new Uint8Array(row.publicKey), counter: row.counter,
  transports: row.transports, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt,
});

export function drizzlePasskeyRepository(db: Db): PasskeyRepository {
  return {
    async forUser(userId) {
      const rows = await db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, userId)).orderBy(asc(passkeyCredentials.id));
      return rows.map(passkeyOf);
    },

    async byCredentialId(credentialId) {
      const [row] = await db.select().from(passkeyCredentials).where(eq(passkeyCredentials.credentialId, credentialId)).limit(1);
      return row ? passkeyOf(row) : null;
    },

    async add(passkey) {
      // The unique index settles a credential registered twice at once (or by two users): one row.
      const [row] = await db.insert(passkeyCredentials).values({
        userId: passkey.userId, credentialId: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter,
        transports: [...passkey.transports], name: passkey.name, createdAt: passkey.createdAt,
      }).onConflictDoNothing().returning();
      return row ? passkeyOf(row) : null;
    },

    async rename(userId, id, name) {
      const [row] = await db.update(passkeyCredentials).set({ name })
        .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId))).returning();
      return row ? passkeyOf(row) : null;
    },

    async remove(userId, id) {
      const removed = await db.delete(passkeyCredentials)
        .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId))).returning({ id: passkeyCredentials.id });
      return removed.length === 1;
    },

    async used(id, expectedCounter, newCounter, at) {
      // Compare-and-set on the counter: one answer replayed twice at once moves it once.
      const moved = await db.update(passkeyCredentials).set({ counter: newCounter, lastUsedAt: at })
        .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.counter, expectedCounter))).returning({ id: passkeyCredentials.id });
      return moved.length === 1;
    },
  };
}

export function drizzlePasskeyChallenges(db: Db): PasskeyChallengeRepository {
  return {
    async create(challenge) {
      // A new challenge supersedes the session's older ones of the ceremony: they go, so the table
      // holds at most one per session and ceremony (what a session never answered stays no longer).
      await db.delete(passkeyChallenges).where(and(eq(passkeyChallenges.sessionId, challenge.sessionId), eq(passkeyChallenges.ceremony, challenge.ceremony)));
      await db.insert(passkeyChallenges).values({
        sessionId: challenge.sessionId, userId: challenge.userId, ceremony: challenge.ceremony, challenge: challenge.challenge, expiresAt: challenge.expiresAt,
      });
    },

    async latestFor(sessionId, ceremony) {
      const [row] = await db.select().from(passkeyChallenges)
        .where(and(eq(passkeyChallenges.sessionId, sessionId), eq(passkeyChallenges.ceremony, ceremony)))
        .orderBy(desc(passkeyChallenges.id)).limit(1);
      if (!row) return null;
      return {
        id: row.id, sessionId: row.sessionId, userId: row.userId, ceremony: row.ceremony as PasskeyCeremony,
        challenge: row.challenge, expiresAt: row.expiresAt, consumedAt: row.consumedAt,
      };
    },

    async consume(id, at) {
      const marked = await db.update(passkeyChallenges).set({ consumedAt: at })
        .where(and(eq(passkeyChallenges.id, id), isNull(passkeyChallenges.consumedAt))).returning({ id: passkeyChallenges.id });
      return marked.length === 1;
    },

    async purgeExpired(before) {
      const purged = await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, before)).returning({ id: passkeyChallenges.id });
      return purged.length;
    },
  };
}
