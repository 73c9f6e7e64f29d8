import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { accessRoutes } from '../../../adapters/http/contract/access/access-routes';
import type { CallRoute } from '../../../adapters/di/tokens';
import { createI18n } from '../../shared/i18n';
import { createSignInMemory, memoryStorage } from '../../shared/saved-url';
import type { DealerStartup } from '../../shared/session/dealer-startup';
import { createSessionStore } from '../../shared/session/session-store';
import { problem } from '../../shared/testing/problems';
import { aUser } from '../../shared/testing/user-fixture';
import { guardLoader } from './guard-loader';
import { createNavigationHistory } from './navigation-history';

const SETTINGS = { GoogleAnalyticsID: '', OptimizelyProjectID: '', DealerSentryDSN: '', version: '1', ActivixDealerPanelRedirectUrl: '', app_mode: 'demo', text_messages: true };
const STATIC = { provinceList: [], tradeInSystems: [], creditApplicationSystems: [], frequency_choices: [], archive_reasons: [], marketscanFeeTypes: [], enableAnalyticsDashboard: true };

/** Each call waits until the test answers it: what was asked, in which order, before which answer. */
function held(user: ReturnType<typeof aUser> | null) {
  const answers: Record<string, unknown> = {
    [accessRoutes.settings.path]: E.right(SETTINGS),
    [accessRoutes.getLanguage.path]: E.right({ language: 'en_CA' }),
    [accessRoutes.staticData.path]: E.right(STATIC),
    [accessRoutes.currentUser.path]: user ? E.right({ user, total_managed_dealerships: 1 }) : E.left(problem(401, 'not_authenticated')),
  };
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const call = ((route: { path: string }) => {
    asked.push(route.path);
    return new Promise((resolve) => waiting.push(() => resolve(answers[route.path])));
  }) as unknown as CallRoute;
  const answerAll = async () => {
    for (let i = 0; i < 20; i += 1) {
      waiting.splice(0).forEach((answer) => answer());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { call, asked, waiting, answerAll };
}

function depsOf(call: CallRoute, startup?: DealerStartup) {
  const storage = memoryStorage();
  const deps = { session: createSessionStore(call), memory: createSignInMemory(storage), history: createNavigationHistory(), i18n: createI18n(), leave: vi.fn() };
  return startup === undefined ? deps : { ...deps, startup };
}

const request = (path: string) => new Request(`http://localhost/dealer${path}`);
const tick = async () => { for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); };

describe('the route guard', () => {
  it('asks for the static data, the dealer startup, the settings and the language at once, after the user', async () => {
    const server = held(aUser());
    const startup = { load: vi.fn(async () => undefined), financingSettings: () => null, customCopy: () => ({}) };
    const loading = guardLoader('users', depsOf(server.call, startup))({ request: request('/users') });
    await tick();
    expect(server.asked).toEqual([accessRoutes.currentUser.path]);
    server.waiting.splice(0).forEach((answer) => answer());
    await tick();
    // None of them waits for another's answer (issue 34: they were four round trips in a row).
    expect([...server.asked].sort()).toEqual([accessRoutes.currentUser.path, accessRoutes.staticData.path, accessRoutes.settings.path, accessRoutes.getLanguage.path].sort());
    expect(startup.load).toHaveBeenCalledOnce();
    await server.answerAll();
    await expect(loading).resolves.toBeNull();
  });

  it('reads the session before the language, and sends an anonymous user to sign in', async () => {
    const server = held(null);
    const loading = guardLoader('users', depsOf(server.call))({ request: request('/users') }).catch((answer: unknown) => answer);
    await tick();
    expect(server.asked).toEqual([accessRoutes.currentUser.path]);
    await server.answerAll();
    const redirect = await loading;
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get('Location')).toMatch(/^\/login/);
    expect(server.asked).not.toContain(accessRoutes.staticData.path);
  });
});
