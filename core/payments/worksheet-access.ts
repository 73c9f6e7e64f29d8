import type { Actor } from '../access/actor';
import { can } from '../access/corporate-restrictions';
import { hasPermission } from '../access/permissions';

/**
 * Whether the actor may change a deal's pricing worksheet: never a corporate-kind user (spec 001
 * section 6), and only with can_edit_pricing_worksheet (every role's default; an admin may
 * withdraw it from one person). Without it the worksheet is shown and priced, never stored.
 */
export function mayEditWorksheet(actor: Actor): boolean {
  return can(actor, 'edit_pricing_worksheet') && hasPermission(actor, 'can_edit_pricing_worksheet');
}
