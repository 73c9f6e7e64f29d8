import { describe, expect, it, vi } from 'vitest';
import * as E from 'fp-ts/Either';
import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import type { CallRoute } from '../../../adapters/di/tokens';
import { problem } from '../testing/problems';
import { aUser } from '../testing/user-fixture';
import { createSessionStore } from './session-store';

/** A stub of the client answering per route path. */
function stubCall(answers: Record<string, () => unknown>) {
  const calls: string[] = [];
  const call = vi.fn(async (route: { path: string; method: string }) => {
    calls.push(`${route.method} ${route.path}`);
    const answer = answers[route.path];
    if (!answer) throw new Error(`unexpected ${route.path}`);
    return answer();
  }) as unknown as CallRoute;
  return { call, calls };
}

describe('the session store', () => {
  it('reads the user once fully authenticated, and asks again while not', async () => {
    let verified = false;
    const { call, calls } = stubCall({
      [accessRoutes.currentUser.path]: () => E.right({ user: aUser({ fully_authenticated: verified }), total_managed_dealerships: 3 }),
    });
    const store = createSessionStore(call);
    expect(await store.read()).toMatchObject({ kind: 'user', user: { fully_authenticated: false } });
    verified = true;
    await store.read();
    await store.read();
    expect(calls).toHaveLength(2);
    expect(store.snapshot().totalManagedDealerships).toBe(3);
  });

  it('reads nobody from a 401, and forgets on sign-out', async () => {
    const { call } = stubCall({
      [accessRoutes.currentUser.path]: () => E.left(problem(401, 'not_authenticated')),
      [accessRoutes.logout.path]: () => E.right({ redirect_url: null }),
    });
    const store = createSessionStore(call);
    expect(await store.read()).toEqual({ kind: 'anonymous' });
    store.signedIn(aUser(), 1);
    expect(await store.signOut()).toBeNull();
    expect(store.snapshot().user).toBeNull();
  });

  it('keeps the static data until the dealership changes', async () => {
    const staticData = { provinceList: [], tradeInSystems: [], creditApplicationSystems: [], frequency_choices: [], archive_reasons: [], marketscanFeeTypes: [], enableAnalyticsDashboard: true };
    const { call, calls } = stubCall({ [accessRoutes.staticData.path]: () => E.right(staticData) });
    const store = createSessionStore(call);
    store.signedIn(aUser(), 2);
    await store.staticData();
    await store.staticData();
    expect(calls).toHaveLength(1);
    store.signedIn(aUser({ dealership: { id: 2, name: 'Garage Laval', city: 'Laval', province_code: 'QC', country: 'CA', default_language: 'fr_CA' } }), 2);
    expect(store.snapshot().staticData).toBeNull();
  });

  it('reads the language once per page load, and sets it on the server', async () => {
    const { call, calls } = stubCall({
      [accessRoutes.getLanguage.path]: () => E.right({ language: 'fr_CA' }),
    });
    const store = createSessionStore(call);
    expect(await store.serverLanguage()).toBe('fr_CA');
    expect(await store.serverLanguage()).toBe('fr_CA');
    expect(calls).toEqual(['GET /i18n/']);
    await store.setServerLanguage('en_CA');
    expect(calls).toEqual(['GET /i18n/', 'POST /i18n/']);
    expect(await store.serverLanguage()).toBe('en_CA');
  });
});
