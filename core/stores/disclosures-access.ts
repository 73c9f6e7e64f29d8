import type { DealershipContext } from '../access/dealership-context';
import { canAccessRoute } from '../access/route-access';
import { NO_STATIC_FLAGS } from './card-processor-access';

/** /disclosure (spec 000 section 2.1): blocked for sales reps and sales managers; the server refuses the same. */
export function mayViewDisclosures(ctx: DealershipContext): boolean {
  return canAccessRoute('disclosure', ctx.actor, ctx.dealership, NO_STATIC_FLAGS).allowed;
}

/** Writing also needs a user who may act: corporate-kind users may look, not act. */
export function mayEditDisclosures(ctx: DealershipContext): boolean {
  return mayViewDisclosures(ctx) && !ctx.actor.isCorporate;
}
