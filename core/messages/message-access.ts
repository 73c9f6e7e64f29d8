import type { DealershipContext } from '../access/dealership-context';
import { isSuperAdminActor } from '../access/actor';
import { hasPermission } from '../access/permissions';
import { canAccessRoute } from '../access/route-access';
import { maskedEmail, maskedPhone } from '../shared/masking';
import type { MessageChannel } from './message';
import type { MessageScope } from './message-log';

/**
 * Who may open the store's Messages: the roles of its administration pages (/messages, like
 * /activity: not the sales floor). The route rule is the one the guard and the server both read.
 */
export function mayReadMessages(ctx: Pick<DealershipContext, 'actor' | 'dealership'>): boolean {
  return canAccessRoute('messages', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed;
}

/**
 * Who sees a message's address or number in clear: those who may take the store's contacts out of
 * the panel (can_export_customers, the rule of the customers' CSV export, docs/decisions/customers.md
 * "Customer data by role"). Corporate-kind users and anyone an admin unticked see them masked.
 */
export function maySeeContacts(ctx: Pick<DealershipContext, 'actor'>): boolean {
  return hasPermission(ctx.actor, 'can_export_customers');
}

/** Resending acts on the store's customers: never a corporate-kind user (they look, never act). */
export function mayResendMessages(ctx: Pick<DealershipContext, 'actor' | 'dealership'>): boolean {
  return mayReadMessages(ctx) && !ctx.actor.isCorporate;
}

/** "j•••@example.com" (as a customer's sign-in code says where it went); a number keeps its last two digits. */
export function maskedRecipient(channel: MessageChannel, to: string): string {
  return channel === 'email' ? maskedEmail(to) : maskedPhone(to);
}

/** The messages the session's store's screen holds (message-log.ts): a super admin's also every staff message written for no store. */
export function messageScope(ctx: Pick<DealershipContext, 'actor' | 'dealership'>): MessageScope {
  return { dealershipId: ctx.dealership.id, everyStaffMember: isSuperAdminActor(ctx.actor) };
}
