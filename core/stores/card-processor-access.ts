import { isAdminActor } from '../access/actor';
import type { DealershipContext } from '../access/dealership-context';
import { canAccessRoute } from '../access/route-access';

/** Static flags do not bear on the store pages' rules (only analytics reads them). */
export const NO_STATIC_FLAGS = { enableAnalyticsDashboard: false } as const;

/** The account's state is read by whoever may open the store's page (/dealerships: not sales reps, not sales managers). */
export function mayViewCardProcessor(ctx: DealershipContext): boolean {
  return canAccessRoute('dealerships', ctx.actor, ctx.dealership, NO_STATIC_FLAGS).allowed;
}

/** Connect and disconnect: the store's admins (dealer admin, organization admin of the store, super admin), never corporate users. */
export function mayManageCardProcessor(ctx: DealershipContext): boolean {
  return !ctx.actor.isCorporate && isAdminActor(ctx.actor);
}
