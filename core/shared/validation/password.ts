import type { ValidationCode } from './codes';
import { isBlank } from './required';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * `password`, for change_password's new password and a new user's password. The spec shows no
 * rule; decision, as a dealership would expect from a staff tool that holds customers' credit
 * data:
 * - at least 8 characters (code points, so accented letters count once);
 * - at most 128, so a pasted novel cannot make the password hash slow;
 * - at least one letter and one digit (any script);
 * - not the user's e-mail address (compared trimmed and case-insensitively);
 * - no control character (NUL, tab, line breaks, escapes…) and no lone surrogate: they cannot be
 *   typed back reliably, and some stores and logs cut a value at a NUL.
 * Spaces are allowed (pass phrases) and no symbol is demanded: length beats symbol rules.
 * Checks run in that order and stop at the first failure.
 */
export function password(value: string, params?: { readonly email?: string }): ValidationCode | null {
  if (isBlank(value)) return null;
  if (/[\p{Cc}\p{Cs}]/u.test(value)) return 'password.invalid_character';
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password.too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'password.too_long';
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return 'password.needs_letter_and_digit';
  const userEmail = params?.email?.trim().toLowerCase() ?? '';
  if (userEmail !== '' && value.trim().toLowerCase() === userEmail) return 'password.same_as_email';
  return null;
}
