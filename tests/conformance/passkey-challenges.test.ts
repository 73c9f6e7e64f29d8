import { describe, expect, it } from 'vitest';
import type { PasskeyChallengeRepository } from '@dealer-panel/core/access/passkey-ports';
import { inMemoryPasskeyChallenges } from '@dealer-panel/core/access/testing/in-memory-passkeys';
import { drizzlePasskeyChallenges } from '../../adapters/persistence/access/drizzle-passkey-repository';
import { forEachEngine } from './support/engines';
import { insertUser, unique } from './support/fixtures';

/** The challenges' contract: a new one supersedes the session's older one of its ceremony; single use; the expired ones can be purged. */
function passkeyChallengesContract(name: string, make: () => Promise<{ readonly repo: PasskeyChallengeRepository; readonly userId: number }>): void {
  describe(`passkey challenges (${name})`, () => {
    const at = new Date('2026-12-06T10:00:00Z');
    const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

    it('a new challenge of a ceremony supersedes the older one; it is consumed once', async () => {
      const { repo, userId } = await make();
      const session = unique('session');
      await repo.create({ sessionId: session, userId, ceremony: 'authentication', challenge: 'first', expiresAt: minutes(5) });
      await repo.create({ sessionId: session, userId, ceremony: 'authentication', challenge: 'second', expiresAt: minutes(5) });
      const latest = await repo.latestFor(session, 'authentication');
      expect(latest?.challenge).toBe('second');
      expect(await repo.latestFor(session, 'registration')).toBeNull();
      expect(await repo.consume(latest!.id, at)).toBe(true);
      expect(await repo.consume(latest!.id, at)).toBe(false);
    });

    it('purges the challenges expired before the time given, answered or not, and keeps the live ones', async () => {
      const { repo, userId } = await make();
      const [expired, answered, live] = [unique('expired'), unique('answered'), unique('live')];
      await repo.create({ sessionId: expired, userId, ceremony: 'registration', challenge: 'a', expiresAt: minutes(-10) });
      await repo.create({ sessionId: answered, userId, ceremony: 'authentication', challenge: 'b', expiresAt: minutes(-1) });
      await repo.consume((await repo.latestFor(answered, 'authentication'))!.id, minutes(-3));
      await repo.create({ sessionId: live, userId, ceremony: 'authentication', challenge: 'c', expiresAt: minutes(4) });
      expect(await repo.purgeExpired(at)).toBeGreaterThanOrEqual(2);
      expect(await repo.latestFor(expired, 'registration')).toBeNull();
      expect(await repo.latestFor(answered, 'authentication')).toBeNull();
      expect((await repo.latestFor(live, 'authentication'))?.challenge).toBe('c');
    });
  });
}

passkeyChallengesContract('in memory', async () => ({ repo: inMemoryPasskeyChallenges(), userId: 1 }));

forEachEngine((engine) => {
  passkeyChallengesContract('drizzle', async () => ({ repo: drizzlePasskeyChallenges(engine.db()), userId: await insertUser(engine.db()) }));
});
