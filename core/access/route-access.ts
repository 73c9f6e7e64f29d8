/*
 * Route access policy (spec 000 sections 2.1, 2.2 step 4 and 6; spec 002 section 6).
 * Decisions (docs/decisions/access.md "Access policy (core/access)"):
 *
 * - "Only they may see the users page" (spec 000 section 6, after the list of rights corporate-kind
 *   users lose) is read as: the users page stays visible to corporate-kind users, read-only, even
 *   though they lose the rights that act on users (send invitation link, edit notification
 *   settings) and may not assign roles (role-assignment.ts). It does NOT make /users a
 *   corporate-only page: /users follows its route-table rule (blocked for sales rep only) for
 *   everyone, corporate or not. A corporate-kind sales rep is still blocked.
 * - Corporate-kind users lose /customers/add and the add-order child route (they lose "create
 *   customer" and "add order"). Every other page stays open to them read-only; actions are
 *   checked with corporate-restrictions.ts.
 * - The organization assistant is treated like a dealer admin for route access: no route rule
 *   blocks it, and it passes the fees-and-discounts rule (it is neither sales rep nor sales
 *   manager). Two exceptions follow the spec's own words: it may not assign roles (it is absent
 *   from the assignment matrix), and it is not an "admin" (super admin, dealer admin or
 *   organization admin), so analytics needs show_analytics_dashboard for it.
 * - Super admin means is_super_admin OR the super_admin role (actor.ts).
 * - Restrictions beat grants: a corporate-kind super admin is still corporate-blocked, and the
 *   static flag enableAnalyticsDashboard closes analytics to super admins too.
 * - Users with no role are denied every role-checked route, my-profile included, unless super
 *   admin ("any authenticated user" for my-profile means any user with a role). Exempt are the
 *   open routes: the pages without authentication and select-dealership, which a signed-in user
 *   must reach before a dealership is settled.
 * - The error page (/error-message/...) needs no authentication, so an error can always be shown.
 * - Precedence of reasons: corporate_blocked, then no_role, then the route's own rule.
 * - canAccessRoute assumes a signed-in, fully authenticated user (guard step 2 handles the rest,
 *   with ROUTES[name].requiresAuth) and ignores trade-in-only mode, which guard step 3 handles
 *   before the role check (trade-in-only-mode.ts).
 */
import type { Actor, DealershipAccessFlags, StaticAccessFlags } from './actor';
import { hasUsableRole, isSuperAdminActor } from './actor';
import type { RouteName } from './route-name';
import type { RouteRules } from './route-rules';
import { ROUTES } from './routes';

export type RouteDenialReason =
  | 'no_role'
  | 'role_blocked'
  | 'super_admin_only'
  | 'corporate_blocked'
  | 'analytics_disabled'
  | 'fees_forbidden';

export type RouteDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: RouteDenialReason };

const ALLOWED: RouteDecision = { allowed: true };

function deny(reason: RouteDenialReason): RouteDecision {
  return { allowed: false, reason };
}

function allowIf(condition: boolean, reason: RouteDenialReason): RouteDecision {
  return condition ? ALLOWED : deny(reason);
}

/**
 * The route access policy, reading the routes whose rule a context owns from `rules` (the
 * registry of route-rules.ts): what the panel's guard and navbar decide with.
 */
export function routeAccess(rules: RouteRules) {
  return (
    routeName: RouteName,
    actor: Actor,
    dealershipFlags: DealershipAccessFlags,
    staticFlags: StaticAccessFlags,
  ): RouteDecision => {
    const { access, corporateBlocked } = ROUTES[routeName];
    if (access.kind === 'open') return ALLOWED;
    if (corporateBlocked && actor.isCorporate) return deny('corporate_blocked');
    if (!hasUsableRole(actor)) return deny('no_role');
    switch (access.kind) {
      case 'any-role':
        return ALLOWED;
      case 'super-admin-only':
        return allowIf(isSuperAdminActor(actor), 'super_admin_only');
      case 'blocked-for': {
        const blocked = actor.role !== null && access.roles.includes(actor.role);
        return allowIf(isSuperAdminActor(actor) || !blocked, 'role_blocked');
      }
      case 'fees-and-discounts':
        return allowIf(rules['fees-and-discounts'](actor, dealershipFlags, staticFlags), 'fees_forbidden');
      case 'analytics':
        return allowIf(rules.analytics(actor, dealershipFlags, staticFlags), 'analytics_disabled');
    }
  };
}

/** The routes whose rule access holds itself: all but those of the registry (`/fees-and-discounts`, `/analytics`). */
export type AccessRuleRoute = Exclude<RouteName, keyof RouteRules>;

/** Never read: a route of AccessRuleRoute has none of the registry's kinds (routes.ts). */
const NO_CONTEXT_RULES: RouteRules = { 'fees-and-discounts': () => false, analytics: () => false };
const ownRules = routeAccess(NO_CONTEXT_RULES);

/** The policy for a route whose rule access holds itself: what a context asks about its own pages. */
export function canAccessRoute(
  routeName: AccessRuleRoute,
  actor: Actor,
  dealershipFlags: DealershipAccessFlags,
  staticFlags: StaticAccessFlags,
): RouteDecision {
  return ownRules(routeName, actor, dealershipFlags, staticFlags);
}
