import type { Actor } from '../../access/actor';
import { canAssignRole } from '../../access/role-assignment';
import type { Country } from '../../shared/validation/country';
import { validateField } from '../../shared/validation/validate-form';
import type { RuleSpec } from '../../shared/validation/rules';
import { mayGrantPermissions } from './user-admin-policy';
import { carryPermissions, DEALER_PERMISSIONS, isDealerPermission, permissionsOf, type DealerPermissions } from '../../access/permissions';
import { type StaffChanges, type StaffMember } from './staff-member';

export type StaffFieldCode = string;
type Errors = Record<string, [StaffFieldCode]>;

const TEXT_RULES: Readonly<Record<'email' | 'first_name' | 'last_name', readonly RuleSpec[]>> = {
  email: ['required', 'email'],
  first_name: ['required', 'name'],
  last_name: ['required', 'name'],
};

/** Checks the text fields that are present (a PATCH sends what changes); errors under the wire names. */
export function checkStaffText(values: { readonly email?: string; readonly firstName?: string; readonly lastName?: string; readonly phone?: string }, country: Country): Errors {
  const errors: Errors = {};
  const check = (field: string, value: string | undefined, rules: readonly RuleSpec[]): void => {
    if (value === undefined) return;
    const code = validateField(value.trim(), rules);
    if (code !== null) errors[field] = [code];
  };
  check('email', values.email, TEXT_RULES.email);
  check('first_name', values.firstName, TEXT_RULES.first_name);
  check('last_name', values.lastName, TEXT_RULES.last_name);
  check('phone', values.phone, [{ rule: 'phone', params: { country } }]);
  return errors;
}

/**
 * Every field error of a PATCH by `actor` (user `actorId`) on `target`, or {} when it may be
 * written. The role must be one the actor may assign, and never the actor's own role changing.
 */
export function checkStaffChanges(actor: Actor, actorId: number, target: StaffMember, changes: StaffChanges, country: Country): Errors {
  const errors = checkStaffText(changes, country);
  if (changes.role !== undefined && changes.role !== target.role) {
    if (target.id === actorId) errors.set_role = ['user.own_role'];
    else if (!canAssignRole(actor, changes.role)) errors.set_role = ['user.role_not_assignable'];
  }
  if (changes.permissions !== undefined) {
    const { carried, wanted } = permissionsAfter(target, changes);
    if (Object.keys(changes.permissions).some((k) => !isDealerPermission(k))) errors.set_dealer_permissions = ['user.permission_unknown'];
    else if (!mayGrantPermissions(actor) && DEALER_PERMISSIONS.some((p) => wanted[p] !== carried[p])) errors.set_dealer_permissions = ['user.permissions_admin_only'];
  }
  return errors;
}

/**
 * The target's flags after the change: `carried` is what the role change alone leaves
 * (carryPermissions), `wanted` adds the flags sent. Sending the flags unchanged is not a grant, so
 * a sales manager's form that echoes them back is not refused.
 */
export function permissionsAfter(target: StaffMember, changes: StaffChanges): { readonly carried: DealerPermissions; readonly wanted: DealerPermissions } {
  const carried = carryPermissions(permissionsOf(target.permissions, target.role), target.role, changes.role ?? target.role);
  const sent = Object.fromEntries(Object.entries(changes.permissions ?? {}).filter(([k]) => isDealerPermission(k)));
  return { carried, wanted: { ...carried, ...sent } };
}

