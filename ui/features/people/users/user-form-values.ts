import type { DealerNotifications } from '@dealer-panel/core/access/dealer-user';
import type { DealerRole } from '@dealer-panel/core/access/role';
import type { Country } from '@dealer-panel/core/access/dealership';
import { checkStaffText } from '@dealer-panel/core/people/users/staff-changes';
import { DEALER_PERMISSIONS, type DealerPermissions } from '@dealer-panel/core/access/permissions';
import type { Locale } from '../../../../adapters/http/contract/common';
import type { InviteUserRequest, StaffUserBody, UpdateUserRequest } from '../../../../adapters/http/contract/people/users';
import type { FieldErrorMap } from '../../../shared/form-problem';

/** The invite and edit forms, keyed by the wire's names so the server's field errors land on them. */
export interface UserFormValues {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
  readonly language: Locale;
  readonly set_role: DealerRole | '';
  readonly show_credit_application: boolean;
  readonly set_is_not_automatically_assigned_to_customer: boolean;
  readonly show_analytics_dashboard: boolean;
  readonly set_dealer_notifications: DealerNotifications;
  readonly set_dealer_permissions: DealerPermissions;
}

const noPermissions = Object.fromEntries(DEALER_PERMISSIONS.map((p) => [p, false])) as unknown as DealerPermissions;
const defaultNotifications: DealerNotifications = {
  customer_creates_account: true, customer_submits_trade_in: true, customer_submits_credit_app: true,
  customer_paid_deposit: true, customer_submits_appointment: true, customer_opens_tokenized_link: false,
};

export function emptyForm(language: Locale): UserFormValues {
  return {
    email: '', first_name: '', last_name: '', phone: '', language, set_role: '', show_credit_application: true,
    set_is_not_automatically_assigned_to_customer: false, show_analytics_dashboard: false,
    set_dealer_notifications: defaultNotifications, set_dealer_permissions: noPermissions,
  };
}

export function formOf(u: StaffUserBody): UserFormValues {
  return {
    email: u.email, first_name: u.first_name, last_name: u.last_name, phone: u.phone, language: u.language, set_role: u.role,
    show_credit_application: u.show_credit_application, set_is_not_automatically_assigned_to_customer: u.is_not_automatically_assigned_to_customer,
    show_analytics_dashboard: u.show_analytics_dashboard, set_dealer_notifications: u.dealer_notifications, set_dealer_permissions: u.permissions,
  };
}

/** The server's own text rules (core/people/users/staff-changes.ts), run before sending; the role must be chosen. */
export function checkUserForm(v: UserFormValues, country: Country): FieldErrorMap {
  const errors: Record<string, readonly string[]> = checkStaffText({ email: v.email, firstName: v.first_name, lastName: v.last_name, phone: v.phone }, country);
  if (v.set_role === '') errors.set_role = ['required'];
  return errors;
}

export function inviteBody(v: UserFormValues & { readonly set_role: DealerRole }): InviteUserRequest {
  return { email: v.email.trim(), first_name: v.first_name.trim(), last_name: v.last_name.trim(), phone: v.phone.trim(), language: v.language, set_role: v.set_role };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** PATCH sends only what changed: an unchanged role or permission list is never sent (nor refused). */
export function patchBody(initial: UserFormValues, v: UserFormValues): UpdateUserRequest {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(v) as (keyof UserFormValues)[]) {
    if (same(initial[key], v[key])) continue;
    body[key] = typeof v[key] === 'string' && key !== 'language' && key !== 'set_role' ? (v[key] as string).trim() : v[key];
  }
  return body as UpdateUserRequest;
}
