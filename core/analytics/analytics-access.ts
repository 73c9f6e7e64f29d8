import type { Actor, StaticAccessFlags } from '../access/actor';
import { hasUsableRole, isAdminActor } from '../access/actor';
import type { RouteRule } from '../access/route-rules';

/**
 * Who may see the analytics dashboard (spec 000 section 2.1): admins (super admin, dealer admin,
 * organization admin) or users flagged show_analytics_dashboard, and only while the static-data
 * flag enableAnalyticsDashboard is on, for everyone, super admins included. Users with no role
 * are denied unless super admin, even when flagged. The organization assistant is not an admin
 * (spec 000 section 6), so it needs the flag like a sales rep does.
 */
export function canViewAnalytics(actor: Actor, staticFlags: StaticAccessFlags): boolean {
  if (!staticFlags.enableAnalyticsDashboard) return false;
  if (!hasUsableRole(actor)) return false;
  return isAdminActor(actor) || actor.showAnalyticsDashboard;
}

/** The /analytics route's rule, for access's registry (core/access/route-rules.ts). */
export const analyticsRouteRule: RouteRule = (actor, _dealership, staticFlags) => canViewAnalytics(actor, staticFlags);
