import type { Actor, DealershipAccessFlags } from '@dealer-panel/core/access/actor';
import type { UserBody } from '../../../adapters/http/contract/access/access';

/** The signed-in user as core's access rules see it: the guards, the navbar and the features' rights. */
export function toActor(user: UserBody): Actor {
  return {
    role: user.role,
    isSuperAdmin: user.is_super_admin,
    isCorporate: user.is_dealer_vw_corporate,
    showAnalyticsDashboard: user.show_analytics_dashboard,
    permissions: user.permissions,
  };
}

export function toDealershipFlags(user: UserBody): DealershipAccessFlags {
  return {
    isTrsEnabled: user.dealership_flags.is_trs_enabled,
    enableSalesManagerFeeDiscounts: user.dealership_flags.enable_sales_manager_fee_discounts,
  };
}
