import type { StaticAccessFlags } from '@dealer-panel/core/access/actor';
import type { RouteDenialReason } from '@dealer-panel/core/access/route-access';
import type { RouteName } from '@dealer-panel/core/access/route-name';
import { ROUTES } from '@dealer-panel/core/access/routes';
import { tradeInOnlyModeNavigation } from '@dealer-panel/core/access/trade-in-only-mode';
import type { UserBody } from '../../../adapters/http/contract/access/access';
import { paths } from '../../shared/paths';
import { toActor, toDealershipFlags } from '../../shared/session/user-rights';
import { canAccessRoute } from '../../shared/route-access';

/** What the guard knows of the session when it decides. */
export type SessionView =
  | { readonly kind: 'not-loaded' } // a page without authentication: the user was not read
  | { readonly kind: 'anonymous'; readonly expired?: true } // expired: idle or absolute time-out (440)
  | { readonly kind: 'unverified'; readonly user: UserBody } // password given, one-time code not yet
  | { readonly kind: 'signed-in'; readonly user: UserBody; readonly staticFlags: StaticAccessFlags };

export interface NavigationInput {
  readonly route: RouteName;
  /** The wanted path under /dealer, with its search. */
  readonly path: string;
  readonly session: SessionView;
  /** The page the user is leaving; null on a fresh load. */
  readonly previous: { readonly route: RouteName; readonly path: string } | null;
  /** The URL remembered in session storage before this navigation. */
  readonly savedUrl: string | null;
  /** settings.ActivixDealerPanelRedirectUrl ('' when unset). */
  readonly activixRedirectUrl: string;
}

export type NavigationOutcome =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'external'; readonly url: string }
  /** Denied by the role check: stay where the user was (or go to `fallback`) with an error toast. */
  | { readonly kind: 'block'; readonly reason: RouteDenialReason; readonly fallback: string };

export interface NavigationDecision {
  readonly outcome: NavigationOutcome;
  /** The URL to remember in session storage, or null to leave it as it is. */
  readonly remember: string | null;
}

/** After these, a trade-in-only user counts as "coming from login" (2.2 step 3). */
const SIGN_IN_ROUTES: readonly RouteName[] = ['login', 'verification', 'select-dealership'];
/**
 * Step 2 remembers the URL "unless the route is login, verification or customers". Decision: the
 * other pages without authentication and select-dealership are not remembered either, since
 * sending a user back to them after signing in makes no sense.
 */
const NOT_REMEMBERED: readonly RouteName[] = ['customers-view', 'select-dealership'];

const allow = (remember: string | null): NavigationDecision => ({ outcome: { kind: 'allow' }, remember });
const go = (to: string, remember: string | null = null): NavigationDecision => ({ outcome: { kind: 'redirect', to }, remember });

/**
 * The navigation guards of spec 000 section 2.2, steps 2 to 5, in order (step 1, language, is
 * loaded before). Pure: the loader gathers the input and applies the decision. A URL is remembered
 * when step 2 lets the navigation through or sends the user to sign in; a page refused by steps 3
 * or 4 is not remembered, or the user would be sent back to it after signing in.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { route, path, session } = input;
  const definition = ROUTES[route];
  // Step 2.
  const remember = definition.requiresAuth && !NOT_REMEMBERED.includes(route) ? path : null;
  if (!definition.requiresAuth) return loginToCrm(input) ?? allow(null);
  if (session.kind === 'unverified') return go(paths.verification(), remember);
  if (session.kind === 'anonymous' || session.kind === 'not-loaded') {
    const reason = session.kind === 'anonymous' && session.expired ? 'session_expired' : null;
    return go(paths.login({ reason, next: path }), remember);
  }
  const { user } = session;
  if (user.dealership === null) return route === 'select-dealership' ? allow(null) : go(paths.selectDealership(), remember);
  // Step 3.
  const trs = tradeInOnlyModeNavigation(route, toDealershipFlags(user), {
    cameFromLogin: input.previous !== null && SIGN_IN_ROUTES.includes(input.previous.route),
    hasPreviousRoute: input.previous !== null,
    hasSavedSessionUrl: input.savedUrl !== null,
  });
  if (trs === 'trader-panel-warning') return go(paths.traderPanelWarning());
  if (trs === 'trader-panel-successful-login') return go(paths.traderPanelSuccessfulLogin());
  // "Back one step" needs a step to go back to; the saved URL may be the refused page itself.
  if (trs === 'go-back') return go(stayOn(input) ?? paths.traderPanelSuccessfulLogin());
  // Step 4.
  const access = canAccessRoute(route, toActor(user), toDealershipFlags(user), session.staticFlags);
  if (!access.allowed) {
    if (access.reason === 'analytics_disabled') return go(paths.customers());
    const fallback = stayOn(input) ?? (route === 'customers-view' ? paths.errorMessage('access', access.reason) : paths.customers());
    return { outcome: { kind: 'block', reason: access.reason, fallback }, remember: null };
  }
  return allow(remember);
}

/** The dealer page the user is leaving, to stay on; not a sign-in page, which would start over. */
function stayOn({ previous }: NavigationInput): string | null {
  if (previous === null || !ROUTES[previous.route].requiresAuth || SIGN_IN_ROUTES.includes(previous.route)) return null;
  return previous.path;
}

/** Step 5: the login page of a dealership on the Activix CRM sends a signed-in user there. */
function loginToCrm({ route, session, activixRedirectUrl }: NavigationInput): NavigationDecision | null {
  if (route !== 'login' || activixRedirectUrl === '') return null;
  if (session.kind !== 'signed-in' || !session.user.dealership_flags.use_activix_crm) return null;
  return { outcome: { kind: 'external', url: activixRedirectUrl }, remember: null };
}
