import type { Actor, DealershipAccessFlags, StaticAccessFlags } from './actor';

/**
 * The rule of a route that its own context writes: fees and discounts (spec 002 section 6,
 * core/fees/fees-and-discounts-access.ts) and analytics (spec 000 section 2.1,
 * core/analytics/analytics-access.ts). access reads them from this registry, handed over by whoever
 * composes (the panel's route guard and navbar: ui/shared/route-access.ts), and imports neither
 * context: both sit above it (issue 33 item 3).
 */
export type RouteRule = (actor: Actor, dealership: DealershipAccessFlags, staticFlags: StaticAccessFlags) => boolean;

/** The registry: one rule per route access kind a context owns (routes.ts names the kind). */
export interface RouteRules {
  readonly 'fees-and-discounts': RouteRule;
  readonly analytics: RouteRule;
}
