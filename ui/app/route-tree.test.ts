import { describe, expect, it, vi } from 'vitest';
import * as E from 'fp-ts/Either';
import { createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { accessRoutes } from '../../adapters/http/contract/access/access-routes';
import type { CallRoute } from '../../adapters/di/tokens';
import { ROUTE_NAMES } from '@dealer-panel/core/access/route-name';
import { createI18n } from '../shared/i18n';
import { createSignInMemory, memoryStorage } from '../shared/saved-url';
import { createSessionStore } from '../shared/session/session-store';
import { problem } from '../shared/testing/problems';
import { aUser } from '../shared/testing/user-fixture';
import { createNavigationHistory } from './guards/navigation-history';
import type { RouteHandle } from './route-handle';
import { routeTree } from './route-tree';

const SETTINGS = { GoogleAnalyticsID: '', OptimizelyProjectID: '', DealerSentryDSN: '', version: '1', ActivixDealerPanelRedirectUrl: '', app_mode: 'demo', text_messages: true };
const STATIC = { provinceList: [], tradeInSystems: [], creditApplicationSystems: [], frequency_choices: [], archive_reasons: [], marketscanFeeTypes: [], enableAnalyticsDashboard: false };

function setup(user: ReturnType<typeof aUser> | null, path: string) {
  const answers: Record<string, unknown> = {
    [accessRoutes.settings.path]: E.right(SETTINGS),
    [accessRoutes.getLanguage.path]: E.right({ language: 'en_CA' }),
    [accessRoutes.staticData.path]: E.right(STATIC),
    [accessRoutes.currentUser.path]: user ? E.right({ user, total_managed_dealerships: 1 }) : E.left(problem(401, 'not_authenticated')),
  };
  const call = (async (route: { path: string }) => answers[route.path]) as unknown as CallRoute;
  const storage = memoryStorage();
  const deps = {
    session: createSessionStore(call),
    memory: createSignInMemory(storage),
    history: createNavigationHistory(),
    i18n: createI18n(),
    leave: vi.fn(),
    chunks: { storage, reload: vi.fn(), now: () => 0 },
    featureModules: vi.fn(async () => undefined),
  };
  const router = createMemoryRouter(routeTree(deps), { basename: '/dealer', initialEntries: [`/dealer${path}`] });
  return { router, deps };
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  // The dealer side loads lazily: its first import is transformed by vitest, which takes seconds on a busy machine.
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), { timeout: 15_000 });
  return `${router.state.location.pathname}${router.state.location.search}`;
}

function names(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...((route.handle as RouteHandle | undefined)?.routeName ? [(route.handle as RouteHandle).routeName] : []),
    ...names(route.children ?? []),
  ]);
}

describe('the route tree', () => {
  it('has every route of spec 000 section 2.1 once, and the demo inbox', () => {
    const { deps } = setup(null, '/');
    expect(names(routeTree(deps)).sort()).toEqual([...ROUTE_NAMES, 'demo-inbox'].sort());
  });

  it('sends / and unknown paths to the customers list, which asks an anonymous user to sign in', async () => {
    expect(await settled(setup(null, '/').router)).toBe('/dealer/login?next=%2Fcustomers');
    expect(await settled(setup(null, '/no/such/page').router)).toBe('/dealer/login?next=%2Fcustomers');
  });

  it('lets a signed-in dealer admin open a customer child route and remembers it', async () => {
    const { router, deps } = setup(aUser(), '/customers/12/order/3/deposit');
    expect(await settled(router)).toBe('/dealer/customers/12/order/3/deposit');
    expect(deps.memory.savedUrl()).toBe('/customers/12/order/3/deposit');
    expect(deps.i18n.language).toBe('en_CA');
  });

  it('sends a user who still owes the one-time code to verification', async () => {
    expect(await settled(setup(aUser({ fully_authenticated: false }), '/users').router)).toBe('/dealer/verification');
  });
});
