import type { ValidationCode } from './codes';
import { isBlank } from './required';

/** RFC 5321 limits: 64 characters before the @, 254 in all. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * A reasonable address rather than the whole RFC: a dot-atom local part (no leading, trailing or
 * doubled dot, no quotes, no spaces), one @, and a host name with at least one dot and a
 * top-level domain of letters (or an xn-- internationalised one). Decision: ASCII only; mail
 * systems of dealerships and lenders rarely accept internationalised mailboxes, and a typo
 * caught here beats a bounced credit-application e-mail.
 */
const EMAIL = new RegExp(`^(${ATOM}(?:\\.${ATOM})*)@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`);

/** `email`: a reasonable e-mail address. */
export function email(value: string): ValidationCode | null {
  if (isBlank(value)) return null;
  if (value.length > EMAIL_MAX_LENGTH) return 'email.invalid';
  const local = EMAIL.exec(value)?.[1];
  return local !== undefined && local.length <= LOCAL_MAX_LENGTH ? null : 'email.invalid';
}
