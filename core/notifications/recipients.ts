import type { DealerRole } from '../access/role';
import type { Candidate, NotificationKind } from './notification';

/** Roles that see the whole store's customers and so hear about any of them (when they chose to). */
const STORE_WIDE: readonly DealerRole[] = ['dealer_sales_manager', 'dealer_admin'];

/**
 * Whether `c` is told that a customer of the store did `kind` (docs/decisions/notifications.md "Dealer notifications"):
 * - never a deactivated user, never a corporate-kind user, never one whose flag for `kind` is off;
 * - the customer's assigned rep, whatever their role at the store;
 * - the store's sales managers and dealer admins, for every customer;
 * - nobody else: not a rep for another rep's (or nobody's) customer, not organization roles
 *   or super admins, who oversee several stores and would drown (unless they are the rep).
 */
export function isRecipient(c: Candidate, kind: NotificationKind, salesRepId: number | null): boolean {
  if (!c.isActive || c.isCorporate || !c.notifications[kind]) return false;
  if (salesRepId !== null && c.userId === salesRepId) return true;
  return c.role !== null && STORE_WIDE.includes(c.role);
}

/** The recipients among the candidates, each once, in the candidates' order. */
export function recipientsOf(candidates: readonly Candidate[], kind: NotificationKind, salesRepId: number | null): readonly Candidate[] {
  const seen = new Set<number>();
  return candidates.filter((c) => {
    if (seen.has(c.userId) || !isRecipient(c, kind, salesRepId)) return false;
    seen.add(c.userId);
    return true;
  });
}
