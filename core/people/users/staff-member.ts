import type { DealerNotifications, DealerUser, Language } from '../../access/dealer-user';
import type { DealerRole } from '../../access/role';

/**
 * The per-user permissions a dealership grants beside the role (set_dealer_permissions). The spec
 * names no list; these are the sensitive acts a store owner asks about (docs/decisions.md,
 * "Issue 13 — users"). A flag absent from users.permissions is false.
 */
export const DEALER_PERMISSIONS = [
  'can_edit_pricing_worksheet',
  'can_approve_credit_application',
  'can_manage_deposits',
  'can_export_customers',
  'can_archive_customers',
] as const;
export type DealerPermission = (typeof DEALER_PERMISSIONS)[number];
export type DealerPermissions = Readonly<Record<DealerPermission, boolean>>;

export function isDealerPermission(name: string): name is DealerPermission {
  return (DEALER_PERMISSIONS as readonly string[]).includes(name);
}

/** Every known flag, false when the stored record lacks it; unknown stored keys are dropped. */
export function permissionsOf(stored: Readonly<Record<string, boolean>>): DealerPermissions {
  const out = {} as Record<DealerPermission, boolean>;
  for (const p of DEALER_PERMISSIONS) out[p] = stored[p] === true;
  return out;
}

/** A dealer user as the users screen sees them: their role at the session's store, and whether they chose a password yet. */
export interface StaffMember extends DealerUser {
  readonly role: DealerRole;
  /** False until an invited user sets a first password (an empty hash cannot sign in). */
  readonly hasPassword: boolean;
}

/** The write fields of spec 000 section 3 an administrator may change (PATCH user/{id}/), in core's names. */
export interface StaffChanges {
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phone?: string;
  readonly language?: Language;
  readonly role?: DealerRole;
  readonly dealerNotifications?: Partial<DealerNotifications>;
  readonly permissions?: Readonly<Record<string, boolean>>;
  readonly showCreditApplication?: boolean;
  readonly isNotAutomaticallyAssigned?: boolean;
  readonly showAnalyticsDashboard?: boolean;
}

/** A new staff member invited by e-mail; they choose their password from the link. */
export interface Invitee {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly language: Language;
  readonly role: DealerRole;
}
