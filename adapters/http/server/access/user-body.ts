import type { SessionContext } from '@dealer-panel/core/access/session-context';
import { defaultNotifications } from '@dealer-panel/core/access/dealer-user';
import { fullName } from '@dealer-panel/core/shared/person-name';
import type { Dealership } from '@dealer-panel/core/access/dealership';
import { DEALER_PERMISSIONS, hasPermission, type DealerPermissions } from '@dealer-panel/core/access/permissions';
import type { DealershipSummary, UserBody } from '../../contract/access/access';

export function dealershipSummary(d: Dealership): DealershipSummary {
  return { id: d.id, name: d.name, city: d.city, province_code: d.provinceCode, country: d.country, default_language: d.defaultLanguage };
}

/** The user as current_user/ and login/ answer it. */
export function userBody(ctx: SessionContext): UserBody {
  const { user, dealership } = ctx;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    phone: user.phone,
    role: ctx.role,
    language: user.language,
    is_super_admin: user.isSuperAdmin,
    is_dealer_vw_corporate: user.isDealerVwCorporate,
    source: user.source,
    dealership: dealership ? dealershipSummary(dealership) : null,
    avatar: user.avatarMediaId === null ? null : `/api/media/${user.avatarMediaId}/`,
    invitation_sent_at: user.invitationSentAt ? user.invitationSentAt.toISOString() : null,
    last_activity: user.lastActivity ? user.lastActivity.toISOString() : null,
    fully_authenticated: ctx.session.fullyAuthenticated,
    show_analytics_dashboard: user.showAnalyticsDashboard,
    dealer_notifications: { ...defaultNotifications, ...user.dealerNotifications },
    permissions: Object.fromEntries(DEALER_PERMISSIONS.map((p) => [p, hasPermission(ctx.actor, p)])) as DealerPermissions,
    dealership_flags: {
      is_trs_enabled: dealership?.isTrsEnabled ?? false,
      use_activix_crm: dealership?.useActivixCrm ?? false,
      enable_sales_manager_fee_discounts: dealership?.enableSalesManagerFeeDiscounts ?? false,
    },
  };
}
