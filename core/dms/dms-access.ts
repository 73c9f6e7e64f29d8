import { can } from '../access/corporate-restrictions';
import type { DealershipContext } from '../access/dealership-context';

/**
 * Sending a deal to the DMS is a deal write: every role that may write deals (sales reps, sales
 * managers, admins) may; corporate-kind users look and never act on deals (spec 000 section 6),
 * so they read the sync state and may not send (docs/decisions/dms.md "DMS link").
 */
export const mayPushToDms = (ctx: DealershipContext): boolean => can(ctx.actor, 'add_order');
