import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Session } from '@dealer-panel/core/access/session';
import type { SessionRepository } from '@dealer-panel/core/access/session-repository';
import type { Db } from '../shared/database';
import { sessions } from './schema';

export const sessionColumns = {
  id: sessions.id, userId: sessions.userId, dealershipId: sessions.dealershipId,
  fullyAuthenticated: sessions.fullyAuthenticated, language: sessions.language, createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, endedAt: sessions.endedAt,
};

export function toSession(row: Pick<typeof sessions.$inferSelect, keyof typeof sessionColumns>): Session {
  return {
    id: row.id,
    userId: row.userId,
    dealershipId: row.dealershipId,
    fullyAuthenticated: row.fullyAuthenticated,
    language: row.language,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    endedAt: row.endedAt,
  };
}

export function drizzleSessionRepository(db: Db): SessionRepository {
  return {
    async create(session) {
      await db.insert(sessions).values({
        id: session.id,
        userId: session.userId,
        dealershipId: session.dealershipId,
        fullyAuthenticated: session.fullyAuthenticated,
        language: session.language,
        createdAt: session.createdAt,
        lastSeenAt: session.createdAt,
        expiresAt: session.expiresAt,
        userAgent: session.userAgent,
        ip: session.ip,
      });
    },

    async byId(id) {
      const [row] = await db.select(sessionColumns).from(sessions).where(eq(sessions.id, id));
      return row ? toSession(row) : null;
    },

    async touch(id, at) {
      // Concurrent requests of one browser may finish out of order: last_seen_at only moves forward.
      await db.update(sessions)
        .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(sessions.id, id));
    },

    async markFullyAuthenticated(id) {
      await db.update(sessions).set({ fullyAuthenticated: true }).where(eq(sessions.id, id));
    },

    async rotateVerified(id, newId) {
      // The primary key changes in place: nothing references a session's id by foreign key, and
      // one statement leaves no moment where both ids (or neither) open the session.
      const moved = await db.update(sessions).set({ id: newId, fullyAuthenticated: true })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt))).returning({ id: sessions.id });
      return moved.length === 1;
    },

    async setDealership(id, dealershipId) {
      await db.update(sessions).set({ dealershipId }).where(eq(sessions.id, id));
    },

    async setLanguage(id, language) {
      await db.update(sessions).set({ language }).where(eq(sessions.id, id));
    },

    async end(id, at) {
      // Idempotent: the first end is the one remembered; ending again (or an unknown id) changes nothing.
      await db.update(sessions).set({ endedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },

    async endAllForUser(userId, at, exceptId) {
      const open = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
      await db.update(sessions).set({ endedAt: at }).where(exceptId === undefined ? open : and(open, ne(sessions.id, exceptId)));
    },
  };
}
