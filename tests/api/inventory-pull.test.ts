import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedFetcher, FetchOutcome } from '@dealer-panel/core/inventory/feeds/feed-pull';
import { serverDeps } from '../../adapters/di/server-deps';
import { auditLog, vehicleFeedSettings, vehicles } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { signedInSuite, STAFF } from './support/signed-in';

const P = '/api/dealer/inventory/feed/pull/';
const FEED = 'https://feeds.example.com/dealer/inventory.csv';
const CSV = 'vin,id,make,model,year,condition,price\n5YJ3E1EA7KF317000,PULL-1,Tesla,Model 3,2019,used,32995 CAD\n';

/** A provider the test scripts: each fetch takes the next answer, and is recorded. */
function scriptedFetcher() {
  const answers: (() => FetchOutcome)[] = [];
  const calls: Parameters<FeedFetcher['download']>[0][] = [];
  const fetcher: FeedFetcher = {
    download: async (request) => {
      calls.push(request);
      const next = answers.shift();
      if (next === undefined) throw new Error('no answer scripted');
      return next();
    },
  };
  const file = (text: string, etag: string | null): FetchOutcome => ({
    _tag: 'fetched', etag, lastModified: 'Sun, 06 Dec 2026 10:00:00 GMT', discard: async () => undefined,
    source: () => (async function* bytes() { yield Buffer.from(text); })(),
  });
  return { fetcher, calls, answer: (a: () => FetchOutcome) => answers.push(a), file };
}

for (const engine of throwawayEngines()) {
  describe(`scheduled inventory pull (${engine.kind})`, () => {
    const provider = scriptedFetcher();
    const { t, staff: { admin, manager, rep, corporate, other } } = signedInSuite(engine, { staff: STAFF, app: { feedFetcher: provider.fetcher } });
    const db = () => t.ports.database.db;
    const store = () => t.fixture.dealerships.ontario;
    const stored = async () => (await db().select().from(vehicleFeedSettings).where(eq(vehicleFeedSettings.dealershipId, store())))[0];

    it('refuses bad input field by field and keeps reps, corporate users and nothing set out', async () => {
      const bad = await manager.put(P, { url: 'http://feeds.example.com/a.csv', every_hours: 0, credentials: { username: '', password: '' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json()).toMatchObject({ errors: { url: ['pull.not_https'], every_hours: ['pull.every_hours'], username: ['pull.username'], password: ['pull.password'] } });
      expect((await manager.put(P, { url: 'https://me:pw@feeds.example.com/a.csv', every_hours: 169 })).json()).toMatchObject({ errors: { url: ['pull.url_credentials'], every_hours: ['pull.every_hours'] } });
      expect((await manager.put(P, { url: 'feeds', every_hours: 'six' })).statusCode).toBe(400);
      expect((await manager.put(P, { url: 'not a url', every_hours: 6 })).json()).toMatchObject({ errors: { url: ['pull.url_invalid'] } });
      for (const who of [rep, corporate]) {
        expect((await who.put(P, { url: FEED, every_hours: 6 })).statusCode).toBe(403);
        expect((await who.delete(P)).statusCode).toBe(403);
        expect((await who.post(`${P}run/`, {})).statusCode).toBe(403);
      }
      expect((await manager.post(`${P}run/`, {})).json()).toMatchObject({ status: 409, code: 'pull_not_set' });
      expect((await stored())?.pullUrl ?? null).toBeNull();
      expect(provider.calls).toEqual([]);
    });

    it('sets the pull with sealed credentials that are never answered, and audits it', async () => {
      const r = await manager.put(P, { url: FEED, every_hours: 6, credentials: { username: 'dealer', password: 'hunter2-secret' } });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ pull: { url: FEED, every_hours: 6, has_credentials: true, last_pulled_at: null, last_pull: null } });
      expect(r.body).not.toContain('hunter2');
      expect((await admin.get('/api/dealer/inventory/feed/')).body).not.toContain('hunter2');
      const row = await stored();
      expect(JSON.stringify(row?.pullCredentials)).not.toContain('hunter2');
      expect(row?.pullCredentials).toMatchObject({ keyId: expect.any(String), ciphertext: expect.any(String) });
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'inventory_pull_set'));
      expect(audit).toMatchObject({ dealershipId: store(), detail: { host: 'feeds.example.com', every_hours: 6, credentials: 'set' } });
      expect(JSON.stringify(audit)).not.toContain('hunter2');
      expect((await other.get('/api/dealer/inventory/feed/')).json()).toMatchObject({ pull: null });
    });

    it('pulls now: imports the body as the store\'s kind with origin pull, then sends the ETag back and records a 304', async () => {
      await manager.put('/api/dealer/inventory/feed/', { mapping: null, kind: 'partial', day_order: 'mdy' });
      provider.answer(() => provider.file(CSV, '"v1"'));
      const r = await manager.post(`${P}run/`, {});
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ source: 'pull', kind: 'partial', status: 'done', file_name: 'inventory.csv', counts: { added: 1 } });
      expect(provider.calls.at(-1)).toEqual({ url: FEED, etag: null, lastModified: null, credentials: { username: 'dealer', password: 'hunter2-secret' } });
      const [car] = await db().select().from(vehicles).where(and(eq(vehicles.dealershipId, store()), eq(vehicles.stockNumber, 'PULL-1')));
      expect(car).toMatchObject({ make: 'Tesla', listingPriceCents: 3_299_500 });
      expect(await stored()).toMatchObject({ etag: '"v1"', lastModified: 'Sun, 06 Dec 2026 10:00:00 GMT', lastPulledAt: t.clock.now() });

      provider.answer(() => ({ _tag: 'not_modified' }));
      expect((await manager.post(`${P}run/`, {})).json()).toMatchObject({ source: 'pull', status: 'not_modified' });
      expect(provider.calls.at(-1)).toMatchObject({ etag: '"v1"', lastModified: 'Sun, 06 Dec 2026 10:00:00 GMT' });
      expect((await admin.get('/api/dealer/inventory/feed/')).json()).toMatchObject({ pull: { last_pulled_at: t.clock.now().toISOString(), last_pull: { status: 'not_modified', code: null } } });
    });

    it('the job pulls only due stores; a failed pull is a failed import naming why', async () => {
      const job = serverDeps(t.ports).feedPulls;
      const before = provider.calls.length;
      expect(await job.runDue()).toEqual({ pulled: 0, failed: 0, notModified: 0, busy: 0, errors: 0 });
      // Six hours and a minute ago (the sessions' clock stays put).
      await db().update(vehicleFeedSettings).set({ lastPulledAt: new Date(t.clock.now().getTime() - 6 * 3_600_000 - 60_000) }).where(eq(vehicleFeedSettings.dealershipId, store()));
      provider.answer(() => ({ _tag: 'failed', code: 'pull.timeout' }));
      expect(await job.runDue()).toMatchObject({ failed: 1 });
      expect(provider.calls.length).toBe(before + 1);
      const list = (await manager.get('/api/dealer/inventory/imports/')).json();
      expect(list.results[0]).toMatchObject({ source: 'pull', status: 'failed', problem: { code: 'pull.timeout' }, created_by: null });
      expect((await manager.get('/api/dealer/inventory/feed/')).json()).toMatchObject({ pull: { last_pull: { status: 'failed', code: 'pull.timeout' } } });
      // The validators of the last file that went in are kept for the next try.
      expect(await stored()).toMatchObject({ etag: '"v1"' });
    });

    it('keeps the credentials when omitted, removes them on null, forgets the validators on a new URL, and stops', async () => {
      expect((await manager.put(P, { url: FEED, every_hours: 12 })).json()).toMatchObject({ pull: { every_hours: 12, has_credentials: true } });
      expect(await stored()).toMatchObject({ etag: '"v1"' });
      expect((await manager.put(P, { url: `${FEED}?v=2`, every_hours: 12, credentials: null })).json()).toMatchObject({ pull: { has_credentials: false, last_pulled_at: null } });
      expect(await stored()).toMatchObject({ etag: null, lastModified: null, pullCredentials: null });
      const stopped = await admin.delete(P);
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toMatchObject({ pull: null, kind: 'partial' });
      expect(await db().select().from(auditLog).where(eq(auditLog.action, 'inventory_pull_removed'))).toHaveLength(1);
      expect((await manager.post(`${P}run/`, {})).json()).toMatchObject({ code: 'pull_not_set' });
      expect((await other.get('/api/dealer/inventory/feed/')).json()).toMatchObject({ pull: null });
    });
  });
}
