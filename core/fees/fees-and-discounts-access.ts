import type { Actor, DealershipAccessFlags } from '../access/actor';
import { hasUsableRole, isSuperAdminActor } from '../access/actor';
import type { RouteRule } from '../access/route-rules';

/**
 * Who may open and edit fees and discounts (spec 002 section 6): a super admin; a sales manager
 * at a dealership with enable_sales_manager_fee_discounts on; any role that is neither sales rep
 * nor sales manager. Users with no role are denied unless super admin. The server checks it on
 * every fees-and-discounts endpoint; the route guard uses it for /fees-and-discounts.
 */
export function canManageFeesAndDiscounts(
  actor: Actor,
  dealership: Pick<DealershipAccessFlags, 'enableSalesManagerFeeDiscounts'>,
): boolean {
  if (isSuperAdminActor(actor)) return true;
  if (!hasUsableRole(actor)) return false;
  switch (actor.role) {
    case 'dealer_sales_rep':
      return false;
    case 'dealer_sales_manager':
      return dealership.enableSalesManagerFeeDiscounts;
    default:
      return true;
  }
}

/** The /fees-and-discounts route's rule, for access's registry (core/access/route-rules.ts). */
export const feesAndDiscountsRouteRule: RouteRule = (actor, dealership) => canManageFeesAndDiscounts(actor, dealership);
