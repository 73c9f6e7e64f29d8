import type { Actor } from './actor';
import { hasUsableRole } from './actor';

/**
 * The rights corporate-kind users (is_dealer_vw_corporate) lose (spec 000 section 6; spec 001
 * section 6 lists the same minus create_dealer). A corporate user may look, not act on deals.
 */
export const CORPORATE_RESTRICTED_ACTIONS = [
  'login_as_customer',
  'send_invitation_link',
  'add_order',
  'create_customer',
  'edit_notification_settings',
  'edit_customer',
  'assign_dealer_representative',
  'edit_pricing_worksheet',
  'edit_order_note',
  'vehicle_data_sync',
  'make_trade_in_offer',
  'confirm_appointment',
  'approve_credit_application',
  'create_dealer',
] as const;

export type CorporateRestrictedAction = (typeof CORPORATE_RESTRICTED_ACTIONS)[number];

/**
 * Whether the actor may perform the action. Denied to corporate-kind users whatever their role
 * (super admins included: the restriction is an explicit flag on the account), and to users with
 * no role unless super admin. Per-role rights for these actions are not in the spec, so every
 * other user with a role may.
 */
export function can(actor: Actor, _action: CorporateRestrictedAction): boolean {
  // Every action of this type is one corporate users lose.
  if (actor.isCorporate) return false;
  return hasUsableRole(actor);
}
