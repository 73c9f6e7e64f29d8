import { describe, expect, it } from 'vitest';
import { checkPasswordChange, EMPTY_PASSWORD_CHANGE } from './password-change';

const email = 'admin@demo.dealer.test';

describe('checkPasswordChange', () => {
  it('sends nothing when all three fields are empty', () => {
    expect(checkPasswordChange(EMPTY_PASSWORD_CHANGE, email)).toEqual({ kind: 'nothing-to-send' });
  });

  it('needs the three fields once one is filled', () => {
    expect(checkPasswordChange({ ...EMPTY_PASSWORD_CHANGE, confirm_new_password: 'x' }, email)).toEqual({
      kind: 'invalid',
      errors: { current_password: ['required'], new_password: ['required'], confirm_new_password: ['password.mismatch'] },
    });
  });

  it('applies the password rule and the confirmation', () => {
    const values = { current_password: 'old', new_password: 'short1', confirm_new_password: 'short2' };
    expect(checkPasswordChange(values, email)).toEqual({ kind: 'invalid', errors: { new_password: ['password.too_short'], confirm_new_password: ['password.mismatch'] } });
  });

  it('is ready when everything holds', () => {
    const values = { current_password: 'Dealer-Demo-2026', new_password: 'Nouveau-Mot-2027', confirm_new_password: 'Nouveau-Mot-2027' };
    expect(checkPasswordChange(values, email)).toEqual({ kind: 'ready', body: values });
  });
});
