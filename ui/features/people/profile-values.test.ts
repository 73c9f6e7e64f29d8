import { describe, expect, it } from 'vitest';
import { aUser } from '../../shared/testing/user-fixture';
import { checkProfile, needsPassword, profileChange, profileValues } from './profile-values';

const user = aUser({ email: 'anne@example.com', first_name: 'Anne', last_name: 'Gagné', phone: '514-555-0101' });

describe('my profile form', () => {
  it('sends nothing when nothing changed (spaces around a value are not a change)', () => {
    expect(profileChange(user, { ...profileValues(user), first_name: ' Anne ' })).toBeNull();
  });

  it('sends only the changed fields and flags', () => {
    const values = { ...profileValues(user), last_name: 'Gagnon ', dealer_notifications: { ...user.dealer_notifications, customer_paid_deposit: false } };
    expect(profileChange(user, values)).toEqual({ last_name: 'Gagnon', dealer_notifications: { customer_paid_deposit: false } });
  });

  it('adds the current password to a new e-mail only', () => {
    const values = { ...profileValues(user), email: 'anne.g@example.com', current_password: 'Secret123' };
    expect(needsPassword(user, values)).toBe(true);
    expect(profileChange(user, values)).toEqual({ email: 'anne.g@example.com', current_password: 'Secret123' });
    expect(needsPassword(user, { ...values, email: 'ANNE@example.com' })).toBe(false);
  });

  it('checks every field at once, the phone by the store\'s country, the password only for a new e-mail', () => {
    expect(checkProfile(user, { ...profileValues(user), first_name: '', email: 'nope', phone: '555-0101' })).toEqual({
      first_name: ['required'], email: ['email.invalid'], phone: ['phone.invalid'], current_password: ['required'],
    });
    expect(checkProfile(user, { ...profileValues(user), phone: '(514) 555-0101' })).toEqual({});
    const american = { ...user, dealership: { ...user.dealership!, country: 'US' as const } };
    expect(checkProfile(american, { ...profileValues(american), phone: '(212) 555-0101' })).toEqual({ phone: ['phone.invalid'] });
    expect(checkProfile(user, profileValues(user))).toEqual({});
  });
});
