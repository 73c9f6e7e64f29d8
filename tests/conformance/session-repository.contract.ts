import { describe, expect, it } from 'vitest';
import type { NewSession, SessionRepository } from '@dealer-panel/core/access/session-repository';
import { SESSION_ABSOLUTE_MS, sessionState } from '@dealer-panel/core/access/session';
import { unique } from './support/fixtures';

export interface SessionRepositoryHarness {
  readonly sessions: SessionRepository;
  newUserId(): Promise<number>;
  newDealershipId(): Promise<number>;
}

const t0 = new Date('2026-01-15T14:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

/** The SessionRepository contract: sessions read back as created, `touch` forward only, `end` idempotent. */
export function sessionRepositoryContract(make: () => Promise<SessionRepositoryHarness>): void {
  describe('SessionRepository', () => {
    async function started(h: SessionRepositoryHarness, fields: Partial<NewSession> = {}): Promise<NewSession> {
      const session: NewSession = {
        id: unique('session-hash'), userId: await h.newUserId(), dealershipId: null, fullyAuthenticated: false,
        language: null, createdAt: t0, expiresAt: plus(SESSION_ABSOLUTE_MS), userAgent: 'vitest', ip: '127.0.0.1', ...fields,
      };
      await h.sessions.create(session);
      return session;
    }

    it('reads a session back as created, last seen at its creation', async () => {
      const h = await make();
      const store = await h.newDealershipId();
      const s = await started(h, { dealershipId: store, language: 'fr_CA' });
      expect(await h.sessions.byId(s.id)).toEqual({
        id: s.id, userId: s.userId, dealershipId: store, fullyAuthenticated: false, language: 'fr_CA',
        createdAt: t0, lastSeenAt: t0, expiresAt: s.expiresAt, endedAt: null,
      });
    });

    it('gives null for an unknown id', async () => {
      const h = await make();
      expect(await h.sessions.byId(unique('unknown'))).toBeNull();
    });

    it('moves last seen forward only', async () => {
      const h = await make();
      const s = await started(h);
      await h.sessions.touch(s.id, plus(120_000));
      await h.sessions.touch(s.id, plus(60_000));
      expect((await h.sessions.byId(s.id))?.lastSeenAt).toEqual(plus(120_000));
    });

    it('records full authentication, the dealership and the language', async () => {
      const h = await make();
      const s = await started(h);
      const store = await h.newDealershipId();
      await h.sessions.markFullyAuthenticated(s.id);
      await h.sessions.setDealership(s.id, store);
      await h.sessions.setLanguage(s.id, 'en_US');
      expect(await h.sessions.byId(s.id)).toMatchObject({ fullyAuthenticated: true, dealershipId: store, language: 'en_US' });
    });

    it('rotates an open session to a new id, fully authenticated, keeping the rest; the old id finds nothing', async () => {
      const h = await make();
      const store = await h.newDealershipId();
      const s = await started(h, { dealershipId: store, language: 'fr_CA' });
      await h.sessions.touch(s.id, plus(60_000));
      const newId = unique('rotated');
      expect(await h.sessions.rotateVerified(s.id, newId)).toBe(true);
      expect(await h.sessions.byId(s.id)).toBeNull();
      expect(await h.sessions.byId(newId)).toEqual({
        id: newId, userId: s.userId, dealershipId: store, fullyAuthenticated: true, language: 'fr_CA',
        createdAt: t0, lastSeenAt: plus(60_000), expiresAt: s.expiresAt, endedAt: null,
      });
    });

    it('does not rotate an ended or unknown session', async () => {
      const h = await make();
      const s = await started(h);
      await h.sessions.end(s.id, plus(1_000));
      expect(await h.sessions.rotateVerified(s.id, unique('rotated'))).toBe(false);
      expect((await h.sessions.byId(s.id))?.endedAt).toEqual(plus(1_000));
      expect(await h.sessions.rotateVerified(unique('unknown'), unique('rotated'))).toBe(false);
    });

    it('ends a session once: ending again keeps the first end', async () => {
      const h = await make();
      const s = await started(h);
      await h.sessions.end(s.id, plus(1_000));
      await h.sessions.end(s.id, plus(5_000));
      const read = await h.sessions.byId(s.id);
      expect(read?.endedAt).toEqual(plus(1_000));
      expect(sessionState(read!, plus(2_000))).toBe('ended');
    });

    it('ends every open session of a user but the one kept, and nobody else\'s', async () => {
      const h = await make();
      const kept = await started(h);
      const other = await started(h, { userId: kept.userId });
      const stranger = await started(h);
      await h.sessions.endAllForUser(kept.userId, plus(5_000), kept.id);
      expect((await h.sessions.byId(other.id))?.endedAt).toEqual(plus(5_000));
      expect((await h.sessions.byId(kept.id))?.endedAt).toBeNull();
      expect((await h.sessions.byId(stranger.id))?.endedAt).toBeNull();
      await h.sessions.endAllForUser(kept.userId, plus(9_000));
      expect((await h.sessions.byId(kept.id))?.endedAt).toEqual(plus(9_000));
      expect((await h.sessions.byId(other.id))?.endedAt).toEqual(plus(5_000));
    });

    it('ends an unknown session without failing', async () => {
      const h = await make();
      await expect(h.sessions.end(unique('unknown'), t0)).resolves.toBeUndefined();
    });

    it('keeps sessions apart', async () => {
      const h = await make();
      const [a, b] = [await started(h), await started(h)];
      await h.sessions.end(a.id, plus(1_000));
      expect((await h.sessions.byId(b.id))?.endedAt).toBeNull();
    });
  });
}
