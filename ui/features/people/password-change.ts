import { password as passwordRule } from '@dealer-panel/core/shared/validation/password';
import { required } from '@dealer-panel/core/shared/validation/required';
import type { FieldErrorMap } from '../../shared/form-problem';
import { fieldErrors } from '../../shared/form-problem';

export interface PasswordChange {
  readonly current_password: string;
  readonly new_password: string;
  readonly confirm_new_password: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordChange = { current_password: '', new_password: '', confirm_new_password: '' };

export type PasswordChangeCheck =
  | { readonly kind: 'nothing-to-send' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrorMap }
  | { readonly kind: 'ready'; readonly body: PasswordChange };

/**
 * Spec 000 section 5: the change is sent only if at least one of the three fields is filled.
 * Once one is, all three are needed, the new password follows the password rule, and the
 * confirmation matches it.
 */
export function checkPasswordChange(values: PasswordChange, email: string): PasswordChangeCheck {
  if (Object.values(values).every((value) => value === '')) return { kind: 'nothing-to-send' };
  const errors = fieldErrors({
    current_password: required(values.current_password),
    new_password: required(values.new_password) ?? passwordRule(values.new_password, { email }),
    confirm_new_password:
      required(values.confirm_new_password) ?? (values.confirm_new_password === values.new_password ? null : 'password.mismatch'),
  });
  return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'ready', body: values };
}
