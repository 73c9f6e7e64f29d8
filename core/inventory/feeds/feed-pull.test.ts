import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { SecretSealer } from '../../access/second-factor-ports';
import { fakeSealer } from '../../access/testing/in-memory-second-factors';
import { fakeCipher } from '../../testing/fake-cipher';
import { fakeClock } from '../../access/testing/in-memory-ports';
import type { FeedImportRepository, ImportSummary } from './feed-import-repository';
import { rotatePullCredentials } from './rotate-pull-credentials';
import { checkPull, feedPullUseCases, pullFileName, urlParts, type FeedFetcher, type FeedPullRepository, type FetchOutcome, type StorePull } from './feed-pull';

const summary = (dealershipId: number, status: ImportSummary['status'], problem: ImportSummary['problem'] = null): ImportSummary => ({
  id: dealershipId * 10, dealershipId, kind: 'full', source: 'pull', dryRun: false, fileName: 'feed.csv', status, problem, rowsTotal: 0, rowsDone: 0,
  counts: { added: 0, updated: 0, unchanged: 0, madeUnavailable: 0, refused: 0, warned: 0 }, userId: null, createdAt: new Date(0), finishedAt: new Date(0), undoneAt: null,
});

function world(initial: readonly StorePull[], answer: (pull: { url: string; credentials: unknown }) => Promise<FetchOutcome>, sealer: SecretSealer = fakeSealer()) {
  const stores = [...initial];
  const pulled: { dealershipId: number; validators: unknown }[] = [];
  const failed: { dealershipId: number; problem: unknown }[] = [];
  const notModified: number[] = [];
  const fetched: { url: string; etag: string | null; credentials: unknown }[] = [];
  let inFlight = 0;
  let most = 0;
  const pulls: FeedPullRepository = {
    due: async () => stores,
    one: async (id) => stores.find((s) => s.dealershipId === id) ?? null,
    save: async () => undefined,
    remove: async () => true,
    pulled: async (dealershipId, validators) => { pulled.push({ dealershipId, validators }); },
    failed: async (dealershipId, input) => { failed.push({ dealershipId, problem: input.problem }); return summary(dealershipId, 'failed', input.problem); },
    credentialsSealedWithOtherKey: async (keyId, limit) => stores.flatMap((s) => (s.credentials && s.credentials.keyId !== keyId ? [{ dealershipId: s.dealershipId, credentials: s.credentials }] : [])).slice(0, limit),
    resealCredentials: async (dealershipId, before, after) => {
      const at = stores.findIndex((s) => s.dealershipId === dealershipId && s.credentials?.ciphertext === before.ciphertext);
      const store = stores[at];
      if (store === undefined) return false;
      stores[at] = { ...store, credentials: after };
      return true;
    },
  };
  const imports = { notModified: async ({ dealershipId }: { dealershipId: number }) => { notModified.push(dealershipId); return summary(dealershipId, 'not_modified'); } } as unknown as FeedImportRepository;
  const fetcher: FeedFetcher = {
    download: async (request) => {
      fetched.push({ url: request.url, etag: request.etag, credentials: request.credentials });
      inFlight += 1;
      most = Math.max(most, inFlight);
      try { return await answer(request); } finally { inFlight -= 1; }
    },
  };
  const useCases = feedPullUseCases({ imports, pulls, fetcher, sealer, clock: fakeClock(), openTabular: async () => { throw new Error('no file in these tests'); } });
  return { useCases, pulls, stores, sealer, pulled, failed, notModified, fetched, most: () => most };
}

const store = (dealershipId: number, more: Partial<StorePull> = {}): StorePull => ({
  dealershipId, country: 'CA', kind: 'full', url: `https://feeds.example.com/${String(dealershipId)}.csv`, credentials: null, etag: null, lastModified: null, ...more,
});

describe('checkPull', () => {
  it('takes an https URL, 1 to 168 hours, and credentials with a username and a password', () => {
    expect(checkPull({ url: ' https://feeds.example.com/a.csv ', everyHours: 6, credentials: { username: 'u', password: 'p' } })).toEqual(E.right({ url: 'https://feeds.example.com/a.csv', everyHours: 6 }));
    expect(E.isRight(checkPull({ url: 'https://[2001:db8::1]:8443/x', everyHours: 168 }))).toBe(true);
  });

  it.each([
    ['http', { url: 'http://feeds.example.com/a.csv', everyHours: 6 }, { url: ['pull.not_https'] }],
    ['ftp', { url: 'ftp://feeds.example.com/a.csv', everyHours: 6 }, { url: ['pull.not_https'] }],
    ['not a URL', { url: 'not a url', everyHours: 6 }, { url: ['pull.url_invalid'] }],
    ['a URL over 2,000 characters', { url: `https://x.com/${'a'.repeat(2_000)}`, everyHours: 6 }, { url: ['pull.url_invalid'] }],
    ['credentials in the URL', { url: 'https://me:secret@feeds.example.com/a.csv', everyHours: 6 }, { url: ['pull.url_credentials'] }],
    ['0 hours', { url: 'https://feeds.example.com/a.csv', everyHours: 0 }, { every_hours: ['pull.every_hours'] }],
    ['169 hours', { url: 'https://feeds.example.com/a.csv', everyHours: 169 }, { every_hours: ['pull.every_hours'] }],
    ['1.5 hours', { url: 'https://feeds.example.com/a.csv', everyHours: 1.5 }, { every_hours: ['pull.every_hours'] }],
    ['a blank username and an empty password', { url: 'https://feeds.example.com/a.csv', everyHours: 2, credentials: { username: ' ', password: '' } }, { username: ['pull.username'], password: ['pull.password'] }],
  ])('refuses %s naming the field', (_label, input, errors) => {
    expect(checkPull(input)).toEqual(E.left(expect.objectContaining({ errors })));
  });

  it('names a pull by its file, else its host', () => {
    expect(pullFileName('https://feeds.example.com/dealer/inventaire%20Qu%C3%A9bec.csv?token=1')).toBe('inventaire Québec.csv');
    expect(pullFileName('https://Feeds.Example.com')).toBe('feeds.example.com');
    expect(urlParts('https://u:p@h.example:443/x')).toMatchObject({ scheme: 'https', userinfo: true, host: 'h.example', path: '/x' });
  });
});

describe('feedPullUseCases.runDue', () => {
  it('pulls at most 3 stores at once and tallies 304s and failures, each left in the history', async () => {
    const stores = [1, 2, 3, 4, 5, 6, 7].map((id) => store(id, { etag: `"e${String(id)}"` }));
    const w = world(stores, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return request.url.endsWith('/7.csv') ? { _tag: 'failed', code: 'pull.timeout' } : { _tag: 'not_modified' };
    });
    const tally = await w.useCases.runDue();
    expect(tally).toEqual({ pulled: 0, failed: 1, notModified: 6, busy: 0, errors: 0 });
    expect(w.most()).toBe(3);
    expect(w.fetched.map((f) => f.etag)).toEqual(stores.map((s) => s.etag));
    expect(w.notModified.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(w.failed).toEqual([{ dealershipId: 7, problem: { code: 'pull.timeout' } }]);
    // Every store's time is recorded (it waits its period), its validators kept.
    expect(w.pulled.map((p) => [p.dealershipId, p.validators]).sort()).toEqual(stores.map((s) => [s.dealershipId, null]));
  });

  it('opens the sealed credentials for the fetcher; unreadable ones fail the pull without fetching', async () => {
    const sealer = fakeSealer();
    const good = store(1, { credentials: sealer.seal(JSON.stringify({ username: 'dealer', password: 's3cret' })) });
    const bad = store(2, { credentials: { keyId: 'gone', ciphertext: 'xx' } });
    const w = world([good, bad], async () => ({ _tag: 'failed', code: 'pull.http_status', status: 401 }));
    await w.useCases.runDue();
    expect(w.fetched).toEqual([{ url: good.url, etag: null, credentials: { username: 'dealer', password: 's3cret' } }]);
    expect([...w.failed].sort((a, b) => a.dealershipId - b.dealershipId)).toEqual([{ dealershipId: 1, problem: { code: 'pull.http_status', status: 401 } }, { dealershipId: 2, problem: { code: 'pull.credentials_unreadable' } }]);
  });

  it('one store throwing never stops the others', async () => {
    const w = world([store(1), store(2)], async (request) => { if (request.url.endsWith('/1.csv')) throw new Error('boom'); return { _tag: 'not_modified' }; });
    expect(await w.useCases.runDue()).toMatchObject({ errors: 1, notModified: 1 });
  });
});

describe('rotatePullCredentials', () => {
  it('seals the credentials of older keys again, so the pull still opens them once the old key is dropped', async () => {
    const old = fakeCipher('k1');
    const sealed = (password: string) => old.seal(JSON.stringify({ username: 'dealer', password }));
    const newOnly = fakeCipher('k2');
    const w = world([store(1, { credentials: sealed('one') }), store(2), store(3, { credentials: sealed('three') })], async () => ({ _tag: 'not_modified' }), newOnly);
    expect(await rotatePullCredentials({ pulls: w.pulls, cipher: fakeCipher('k2', ['k1']) }, 1)).toEqual({ resealed: 2, skipped: 0 });
    const kept = w.stores.flatMap((s) => (s.credentials ? [s.credentials] : []));
    expect(kept.map((c) => c.keyId)).toEqual(['k2', 'k2']);
    expect(() => old.open(kept[0]!)).toThrow();
    await w.useCases.runDue();
    expect(w.fetched.map((f) => [f.url.slice(-5), f.credentials]).sort()).toEqual([['1.csv', { username: 'dealer', password: 'one' }], ['2.csv', null], ['3.csv', { username: 'dealer', password: 'three' }]]);
    expect(w.failed).toEqual([]);
    expect(await rotatePullCredentials({ pulls: w.pulls, cipher: fakeCipher('k2', ['k1']) })).toEqual({ resealed: 0, skipped: 0 });
  });
});
