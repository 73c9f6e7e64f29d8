import type { DealershipAccessFlags } from './actor';
import type { RouteName } from './route-name';
import { ROUTE_NAMES } from './route-name';
import { ROUTES } from './routes';

/**
 * The "main dealer pages" a trade-in-only (trs) dealership does not expose (spec 000 section 2.2
 * step 3): customers, payments, price profiles, pricing report, aftermarket, fees and discounts,
 * dealerships, users, analytics, disclosure, appointment, add order, add customer.
 */
export const TRADE_IN_ONLY_BLOCKED_ROUTES: readonly RouteName[] = ROUTE_NAMES.filter(
  (name) => ROUTES[name].tradeInOnlyBlocked,
);

export function isBlockedInTradeInOnlyMode(
  routeName: RouteName,
  dealership: Pick<DealershipAccessFlags, 'isTrsEnabled'>,
): boolean {
  return dealership.isTrsEnabled && ROUTES[routeName].tradeInOnlyBlocked;
}

/** Where the navigation came from, as the guard sees it. */
export interface TradeInOnlyNavigationContext {
  /** The previous route was login. */
  readonly cameFromLogin: boolean;
  /** There is a previous route in this tab (not a fresh load). */
  readonly hasPreviousRoute: boolean;
  /** A URL was remembered in session storage (guard step 2). */
  readonly hasSavedSessionUrl: boolean;
}

export type TradeInOnlyNavigation =
  | 'proceed'
  | 'go-back'
  | 'trader-panel-warning'
  | 'trader-panel-successful-login';

/**
 * Guard step 3 for a signed-in user of a trs dealership. The spec: blocked pages "send the user
 * back one step"; those without a customer id (and appointment and add order, which have one)
 * go to the warning page after login, or to the successful-login page when there is no previous
 * route and no saved session URL. Every blocked page falls in that second group (the only blocked
 * pages with a customer id are appointment and add order), so the rule reduces to: after login,
 * warning; on a fresh load with nothing saved, successful login; otherwise, back one step.
 */
export function tradeInOnlyModeNavigation(
  routeName: RouteName,
  dealership: Pick<DealershipAccessFlags, 'isTrsEnabled'>,
  context: TradeInOnlyNavigationContext,
): TradeInOnlyNavigation {
  if (!isBlockedInTradeInOnlyMode(routeName, dealership)) return 'proceed';
  if (context.cameFromLogin) return 'trader-panel-warning';
  if (!context.hasPreviousRoute && !context.hasSavedSessionUrl) return 'trader-panel-successful-login';
  return 'go-back';
}
