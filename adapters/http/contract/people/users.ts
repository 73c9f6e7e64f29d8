import * as t from 'io-ts';
import { DealerNotifications, DealerPermissionsBody } from '../access/access';
import { DealerRoleCodec, Id, Locale, Nullable, Paged } from '../common';

/** A user of the session's store as the users screen shows and edits them (spec 000 section 3). */
export const StaffUserBody = t.type({
  id: t.number,
  email: t.string,
  first_name: t.string,
  last_name: t.string,
  full_name: t.string,
  phone: t.string,
  language: Locale,
  role: DealerRoleCodec,
  is_active: t.boolean,
  is_dealer_vw_corporate: t.boolean,
  avatar: Nullable(t.string),
  /** When the last invitation e-mail went out (ISO), null when never invited. */
  invitation_sent_at: Nullable(t.string),
  /** True until the user sets a first password from the invitation: they cannot sign in yet. */
  invitation_pending: t.boolean,
  last_activity: Nullable(t.string),
  show_credit_application: t.boolean,
  is_not_automatically_assigned_to_customer: t.boolean,
  show_analytics_dashboard: t.boolean,
  dealer_notifications: DealerNotifications,
  permissions: DealerPermissionsBody,
});
export type StaffUserBody = t.TypeOf<typeof StaffUserBody>;

export const UserListResponse = Paged(StaffUserBody);
export type UserListResponse = t.TypeOf<typeof UserListResponse>;

/** POST user/: invite a new user to the session's store with a role the inviter may assign. */
export const InviteUserRequest = t.intersection([
  t.type({ email: t.string, first_name: t.string, last_name: t.string, set_role: DealerRoleCodec }),
  t.partial({ phone: t.string, language: Locale }),
]);
export type InviteUserRequest = t.TypeOf<typeof InviteUserRequest>;

/** PATCH user/{id}/: the dealer user write fields of spec 000 section 3 (password excepted: the invitation link sets it). */
export const UpdateUserRequest = t.partial({
  email: t.string,
  first_name: t.string,
  last_name: t.string,
  language: Locale,
  phone: t.string,
  set_dealer_notifications: t.partial(DealerNotifications.props),
  /** Flag name to value; a name outside the list is refused (user.permission_unknown). */
  set_dealer_permissions: t.record(t.string, t.boolean),
  set_role: DealerRoleCodec,
  show_credit_application: t.boolean,
  set_is_not_automatically_assigned_to_customer: t.boolean,
  show_analytics_dashboard: t.boolean,
});
export type UpdateUserRequest = t.TypeOf<typeof UpdateUserRequest>;

export const SetActiveStatusRequest = t.type({ user_id: Id, is_active: t.boolean });
export type SetActiveStatusRequest = t.TypeOf<typeof SetActiveStatusRequest>;
