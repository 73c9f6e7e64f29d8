import type { DealershipContext } from '../access/dealership-context';
import { canAccessRoute } from '../access/route-access';

/**
 * /questionnaire (spec 000 section 2.1): blocked for sales reps and sales managers; the server
 * refuses them the same writes. Corporate-kind users may open the page but not change it.
 */
export function mayEditQuestionnaire(ctx: DealershipContext): boolean {
  return canAccessRoute('questionnaire', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed && !ctx.actor.isCorporate;
}
