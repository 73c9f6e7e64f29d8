import type { StaticAccessFlags } from '@dealer-panel/core/access/actor';
import type { RouteName } from '@dealer-panel/core/access/route-name';
import { ROUTES } from '@dealer-panel/core/access/routes';
import { isBlockedInTradeInOnlyMode } from '@dealer-panel/core/access/trade-in-only-mode';
import type { UserBody } from '../../../adapters/http/contract/access/access';
import { canAccessRoute } from '../../shared/route-access';
import { toActor, toDealershipFlags } from '../../shared/session/user-rights';

/** The navbar's pages, in the order a dealership works through them. */
const NAV_ROUTES: readonly RouteName[] = [
  'customers-view', 'inventory', 'analytics', 'users', 'dealerships', 'aftermarket', 'questionnaire', 'disclosure',
  'fees-and-discounts', 'inventory-imports', 'activity', 'messages', 'payments', 'price-profiles', 'pricing-report', 'marketscan',
];

export interface NavItem {
  readonly route: RouteName;
  readonly path: string;
}

/** The pages the user may open, with the same rules as the guards (steps 3 and 4). */
export function navItems(user: UserBody, staticFlags: StaticAccessFlags): readonly NavItem[] {
  const actor = toActor(user);
  const flags = toDealershipFlags(user);
  return NAV_ROUTES
    .filter((route) => !isBlockedInTradeInOnlyMode(route, flags) && canAccessRoute(route, actor, flags, staticFlags).allowed)
    .map((route) => ({ route, path: ROUTES[route].path }));
}

/**
 * The item the page belongs to: the one whose path is the page's or begins it at a "/", the
 * longest (on /inventory/imports, Imports, not Inventory as well); null when none does.
 */
export function activeNavItem(items: readonly NavItem[], pathname: string): RouteName | null {
  let best: NavItem | null = null;
  for (const item of items) {
    const inside = pathname === item.path || pathname.startsWith(item.path.endsWith('/') ? item.path : `${item.path}/`);
    if (inside && (best === null || item.path.length > best.path.length)) best = item;
  }
  return best?.route ?? null;
}
