import * as t from 'io-ts';
import { DealerNotifications } from '../access/access';
import { FAILURE_REASONS } from '@dealer-panel/core/messages/failure-reason';
import { MESSAGE_CHANNELS, MESSAGE_STATES } from '@dealer-panel/core/messages/message';
import { MESSAGE_KINDS } from '@dealer-panel/core/shared/message-meta';
import { LANGUAGES } from '@dealer-panel/core/shared/language';
import { Nullable, Paged } from '../common';
import { oneOf } from '../enums';

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

/**
 * One message the product sent to me (issue 30 leftovers): its kind, where it went (masked), its
 * state and why it failed. Never a body, and no subject for a sign-in code, an invitation or a
 * reset link (null): the screen says a code was sent, never its digits.
 */
export const MyMessageBody = t.type({
  id: t.number,
  channel: oneOf(MESSAGE_CHANNELS),
  kind: oneOf(MESSAGE_KINDS),
  to: t.string,
  subject: Nullable(t.string),
  /** The language it was written in (its subject's); null for messages older than session 19. */
  language: Nullable(oneOf(LANGUAGES)),
  state: oneOf(MESSAGE_STATES),
  reason: Nullable(oneOf(FAILURE_REASONS)),
  created: t.string,
  sent_at: Nullable(t.string),
  delivered_at: Nullable(t.string),
});
export type MyMessageBody = t.TypeOf<typeof MyMessageBody>;

export const MyMessagesResponse = Paged(MyMessageBody);
export type MyMessagesResponse = t.TypeOf<typeof MyMessagesResponse>;
