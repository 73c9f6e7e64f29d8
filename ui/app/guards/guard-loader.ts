import type { i18n as I18n } from 'i18next';
import { redirect } from 'react-router-dom';
import type { RouteName } from '@dealer-panel/core/access/route-name';
import { ROUTES } from '@dealer-panel/core/access/routes';
import { DEALER_BASE_PATH } from '@dealer-panel/core/access/routes';
import { currentLocale } from '../../shared/i18n';
import type { SignInMemory } from '../../shared/saved-url';
import type { SessionStore } from '../../shared/session/session-store';
import type { DealerStartup } from '../../shared/session/dealer-startup';
import { showToast } from '../../shared/toast';
import type { SessionView } from './decide-navigation';
import { decideNavigation } from './decide-navigation';
import type { NavigationHistory } from './navigation-history';

export interface GuardDeps {
  readonly session: SessionStore;
  /** Steps 1 and 2's dealer data: the custom copy and the financing settings (absent in tests that do not need them). */
  readonly startup?: DealerStartup;
  readonly memory: SignInMemory;
  readonly history: NavigationHistory;
  readonly i18n: I18n;
  /** Leaves the app (the external CRM); window.location.assign in the browser. */
  readonly leave: (url: string) => void;
}

/** The path under /dealer (with search) a loader's request is for. */
export function pathOfRequest(request: Request): string {
  const url = new URL(request.url);
  const inside = url.pathname.startsWith(DEALER_BASE_PATH) ? url.pathname.slice(DEALER_BASE_PATH.length) : url.pathname;
  return `${inside === '' ? '/' : inside}${url.search}`;
}

/** Step 1: the session's language, once per page load (set on the server first, then here). */
export async function loadLanguage({ session, i18n }: Pick<GuardDeps, 'session' | 'i18n'>): Promise<void> {
  const language = await session.serverLanguage();
  if (language !== null && language !== currentLocale(i18n)) await i18n.changeLanguage(language);
}

/**
 * Gathers what decideNavigation needs: the user only where the route needs it (login too, for step 5).
 * Once the user is known, the dealership's static data, step 2's dealer data (custom copy, financing
 * settings), the app settings and step 1's language are asked for at once: none of them waits for
 * another (issue 34: four round trips in a row held every dealer page's first paint).
 */
async function readSession(route: RouteName, deps: GuardDeps): Promise<{ readonly view: SessionView; readonly settings: Awaited<ReturnType<GuardDeps['session']['settings']>> }> {
  const rest = () => Promise.all([deps.session.settings(), loadLanguage(deps)]).then(([settings]) => settings);
  if (!ROUTES[route].requiresAuth && route !== 'login') return { view: { kind: 'not-loaded' }, settings: await rest() };
  // The session is read before step 1's language: the first call to meet an expired session
  // ends it on the server, and only current_user/ reports that as 440 (session_expired).
  const read = await deps.session.read();
  if (read.kind === 'anonymous') return { view: read, settings: await rest() };
  if (!read.user.fully_authenticated) return { view: { kind: 'unverified', user: read.user }, settings: await rest() };
  const dealershipId = read.user.dealership?.id;
  const [staticData, , settings] = await Promise.all([
    dealershipId === undefined ? null : deps.session.staticData(),
    dealershipId === undefined || !deps.startup ? undefined : deps.startup.load(dealershipId, deps.i18n),
    rest(),
  ]);
  return { view: { kind: 'signed-in', user: read.user, staticFlags: { enableAnalyticsDashboard: staticData?.enableAnalyticsDashboard ?? false } }, settings };
}

/**
 * The react-router loader of one route (and the standalone sign-in pages' guard, which passes the
 * request only: ui/app/sign-in-router.ts): runs the guards of spec 000 section 2.2 in order.
 */
export function guardLoader(route: RouteName, deps: GuardDeps) {
  return async ({ request }: { readonly request: Request }): Promise<null> => {
    // Steps 1 and 2 (for a user with a dealership: the dealer's custom copy and financing settings, once per dealership).
    const { view: sessionView, settings } = await readSession(route, deps);
    const path = pathOfRequest(request);
    const decision = decideNavigation({
      route,
      path,
      session: sessionView,
      previous: deps.history.current(),
      savedUrl: deps.memory.savedUrl(),
      activixRedirectUrl: settings?.ActivixDealerPanelRedirectUrl ?? '',
    });
    if (decision.remember !== null) deps.memory.saveUrl(decision.remember);
    const { outcome } = decision;
    switch (outcome.kind) {
      case 'allow':
        return null;
      case 'redirect':
        throw redirect(outcome.to);
      case 'block':
        // Why, not only that: a rep sent back to the customers from /fees-and-discounts learns who manages them.
        showToast(deps.i18n.t, { kind: 'error', message: `errors.no_access_reasons.${outcome.reason}`, id: 'no-access' });
        throw redirect(outcome.fallback);
      case 'external':
        deps.leave(outcome.url);
        return null;
    }
  };
}
