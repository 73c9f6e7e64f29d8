import type { DealershipContext } from '../access/dealership-context';
import { hasPermission } from '../access/permissions';
import { canAccessRoute } from '../access/route-access';
import type { MessageChannel } from './message';

/**
 * Who may open the store's Messages: the roles of its administration pages (/messages, like
 * /activity: not the sales floor). The route rule is the one the guard and the server both read.
 */
export function mayReadMessages(ctx: Pick<DealershipContext, 'actor' | 'dealership'>): boolean {
  return canAccessRoute('messages', ctx.actor, ctx.dealership, { enableAnalyticsDashboard: false }).allowed;
}

/**
 * Who sees a message's address or number in clear: those who may take the store's contacts out of
 * the panel (can_export_customers, the rule of the customers' CSV export, docs/decisions.md
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
  if (channel === 'email') {
    const at = to.lastIndexOf('@');
    return at < 1 ? '•••' : `${to[0]}•••${to.slice(at)}`;
  }
  const digits = to.replace(/\D/g, '');
  return digits.length < 4 ? '•••' : `•••-•••-••${digits.slice(-2)}`;
}
