import * as t from 'io-ts';
import { DealerNotifications } from './access';
import { Nullable } from './common';

/**
 * My profile (spec 000 section 7: "Profile update sends first_name, last_name, phone, email,
 * dealer_notifications"). Every field optional; `current_password` is required when `email` changes.
 */
export const ProfileUpdateProps = {
  first_name: t.string,
  last_name: t.string,
  phone: t.string,
  email: t.string,
  dealer_notifications: t.exact(t.partial(DealerNotifications.props)),
  current_password: t.string,
};
export const ProfileUpdateRequest = t.exact(t.partial(ProfileUpdateProps));
export type ProfileUpdateRequest = t.TypeOf<typeof ProfileUpdateRequest>;

/** The avatar's address (also in the Location header), null once removed. */
export const AvatarResponse = t.type({ avatar: Nullable(t.string) });
export type AvatarResponse = t.TypeOf<typeof AvatarResponse>;
