import { email as emailRule } from '@dealer-panel/core/shared/validation/email';
import { name as nameRule } from '@dealer-panel/core/shared/validation/name';
import { phone as phoneRule } from '@dealer-panel/core/shared/validation/phone';
import { required } from '@dealer-panel/core/shared/validation/required';
import type { UserBody } from '../../../adapters/http/contract/access/access';
import type { ProfileUpdateRequest } from '../../../adapters/http/contract/people/profile';
import type { FieldErrorMap } from '../../shared/form-problem';
import { fieldErrors } from '../../shared/form-problem';

export type Notifications = UserBody['dealer_notifications'];
export type NotificationFlag = keyof Notifications;

/** The six flags of spec 000 section 3, in the order the form lists them. */
export const NOTIFICATION_FLAGS: readonly NotificationFlag[] = [
  'customer_creates_account', 'customer_submits_trade_in', 'customer_submits_credit_app',
  'customer_paid_deposit', 'customer_submits_appointment', 'customer_opens_tokenized_link',
];

export interface ProfileValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
  readonly email: string;
  readonly current_password: string;
  readonly dealer_notifications: Notifications;
}

export function profileValues(user: UserBody): ProfileValues {
  return { first_name: user.first_name, last_name: user.last_name, phone: user.phone, email: user.email, current_password: '', dealer_notifications: user.dealer_notifications };
}

/** A new e-mail (not a new case of the same one) needs the current password, as the server says. */
export function needsPassword(user: UserBody, values: ProfileValues): boolean {
  return values.email.trim().toLowerCase() !== user.email.toLowerCase();
}

/** Only what changed, trimmed; null when nothing did. The password travels only with a new e-mail. */
export function profileChange(user: UserBody, values: ProfileValues): ProfileUpdateRequest | null {
  const body: { -readonly [K in keyof ProfileUpdateRequest]: ProfileUpdateRequest[K] } = {};
  for (const field of ['first_name', 'last_name', 'phone', 'email'] as const) {
    if (values[field].trim() !== user[field]) body[field] = values[field].trim();
  }
  const flags = NOTIFICATION_FLAGS.filter((flag) => values.dealer_notifications[flag] !== user.dealer_notifications[flag]);
  if (flags.length > 0) body.dealer_notifications = Object.fromEntries(flags.map((flag) => [flag, values.dealer_notifications[flag]]));
  if (Object.keys(body).length === 0) return null;
  if (needsPassword(user, values)) body.current_password = values.current_password;
  return body;
}

/** The server's rules, checked before sending (every field at once); the server checks again. */
export function checkProfile(user: UserBody, values: ProfileValues): FieldErrorMap {
  const country = user.dealership?.country ?? 'CA';
  return fieldErrors({
    first_name: required(values.first_name) ?? nameRule(values.first_name.trim()),
    last_name: required(values.last_name) ?? nameRule(values.last_name.trim()),
    email: required(values.email) ?? emailRule(values.email.trim()),
    phone: phoneRule(values.phone.trim(), { country }),
    current_password: needsPassword(user, values) ? required(values.current_password) : null,
  });
}
