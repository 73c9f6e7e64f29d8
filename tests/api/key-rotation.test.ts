import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FieldCipher } from '@dealer-panel/core/credit/credit-cipher';
import { feedPullUseCases, type FeedFetcher } from '@dealer-panel/core/inventory/feeds/feed-pull';
import { runCli } from '../../adapters/cli/run-cli';
import { cliDeps } from '../../adapters/di/cli-deps';
import { drizzleFeedImportRepository } from '../../adapters/persistence/inventory/drizzle-feed-import-repository';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { aesFieldCipher } from '../../adapters/system/aes-field-cipher';
import { signedInSuite } from './support/signed-in';

const P = '/api/dealer/inventory/feed/pull/';
const CREDENTIALS = { username: 'dealer', password: 'hunter2-secret' };

/** Issue 31's leftover: rotate-credit-key reseals every value sealed with CREDIT_ENCRYPTION_KEY, not only the credit applications. */
for (const engine of throwawayEngines()) {
  describe(`rotate-credit-key over every sealed value (${engine.kind})`, () => {
    const { t, staff: { manager } } = signedInSuite(engine, { staff: { manager: 'manager' } });

    it('reseals the pull credentials and the app secrets: the new key alone opens them, the old one no more, and a re-run reseals nothing', async () => {
      const p = t.ports;
      const old = p.creditCipher;
      const fresh = aesFieldCipher({ current: randomBytes(32) });
      // CREDIT_ENCRYPTION_KEY the new key, the old one in CREDIT_ENCRYPTION_PREVIOUS_KEYS.
      const rotating: FieldCipher = { currentKeyId: fresh.currentKeyId, seal: (x) => fresh.seal(x), open: (s) => (s.keyId === fresh.currentKeyId ? fresh.open(s) : old.open(s)) };
      const store = t.fixture.dealerships.ontario;
      const { admin, rep } = t.fixture.users;
      const saved = await manager.put(P, { url: 'https://feeds.example.com/dealer/inventory.csv', every_hours: 6, credentials: CREDENTIALS });
      expect(saved.statusCode, saved.body).toBe(200);
      const at = new Date('2026-12-06T10:00:00Z');
      await p.secondFactors.setPendingTotp(admin.id, old.seal('JBSWY3DPEHPK3PXP'), at);
      expect(await p.secondFactors.confirmTotp(admin.id, 7, at)).toBe(true);
      await p.secondFactors.setPendingTotp(admin.id, old.seal('KRSXG5CTMVRXEZLU'), at);
      await p.secondFactors.setPendingTotp(rep.id, old.seal('GEZDGNBVGY3TQOJQ'), at);

      const first = await runCli(['rotate-credit-key', '--json'], cliDeps({ ...p, creditCipher: rotating }));
      expect(first.code, first.stderr).toBe(0);
      expect(JSON.parse(first.stdout)).toMatchObject({
        key_id: fresh.currentKeyId, done: true, skipped: 0,
        kinds: { pull_credentials: { resealed: 1, skipped: 0 }, totp_secrets: { resealed: 3, skipped: 0 }, credit_applications: { skipped: 0 } },
      });

      const pull = await p.feedPulls.one(store);
      expect(pull?.credentials?.keyId).toBe(fresh.currentKeyId);
      expect(JSON.parse(fresh.open(pull!.credentials!))).toEqual(CREDENTIALS);
      expect(() => old.open(pull!.credentials!)).toThrow();
      const app = await p.secondFactors.totp(admin.id);
      expect([fresh.open(app!.secret!), fresh.open(app!.pending!), fresh.open((await p.secondFactors.totp(rep.id))!.pending!)]).toEqual(['JBSWY3DPEHPK3PXP', 'KRSXG5CTMVRXEZLU', 'GEZDGNBVGY3TQOJQ']);
      expect(() => old.open(app!.secret!)).toThrow();
      expect(app?.lastUsedStep).toBe(7);

      // The old key dropped: the scheduled pull still opens its credentials (no pull.credentials_unreadable).
      const sent: unknown[] = [];
      const fetcher: FeedFetcher = { download: async (request) => { sent.push(request.credentials); return { _tag: 'failed', code: 'pull.http_status', status: 401 }; } };
      const pulls = feedPullUseCases({ imports: drizzleFeedImportRepository(p.database.db), openTabular: async () => { throw new Error('no file'); }, clock: p.clock, pulls: p.feedPulls, fetcher, sealer: fresh });
      expect(await pulls.runDue()).toMatchObject({ failed: 1, errors: 0 });
      expect(sent).toEqual([CREDENTIALS]);

      const again = await runCli(['rotate-credit-key'], cliDeps({ ...p, creditCipher: rotating }));
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain('credit applications and drafts: 0\n  inventory pull credentials: 0\n  authenticator app secrets: 0\nnone left under another key');
    });
  });
}
