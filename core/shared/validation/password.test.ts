import { describe, expect, it } from 'vitest';
import { password } from './password';

describe('password', () => {
  it.each(['abcdefg1', 'Concession2025', 'mot de passe 4 ever', 'éèàçôû12', '1234567a'])('accepts %j', (value) => {
    expect(password(value)).toBeNull();
  });
  it('skips empty values', () => {
    expect(password('')).toBeNull();
  });
  it('refuses fewer than 8 characters', () => {
    expect(password('abc123')).toBe('password.too_short');
    expect(password('abcdef1')).toBe('password.too_short');
  });
  it('refuses more than 128 characters', () => {
    expect(password(`a1${'x'.repeat(126)}`)).toBeNull();
    expect(password(`a1${'x'.repeat(127)}`)).toBe('password.too_long');
  });
  it.each(['abcdefgh', '12345678', '!!!!????', 'password'])('refuses %j without both a letter and a digit', (value) => {
    expect(password(value)).toBe('password.needs_letter_and_digit');
  });
  it('refuses the e-mail address, whatever its case', () => {
    expect(password('Marie.Cote1@Example.com', { email: 'marie.cote1@example.com' })).toBe('password.same_as_email');
    expect(password('marie.cote1@example.com', { email: ' MARIE.COTE1@EXAMPLE.COM ' })).toBe('password.same_as_email');
  });
  it('accepts a password that merely contains the e-mail user name', () => {
    expect(password('marie.cote1!', { email: 'marie.cote1@example.com' })).toBeNull();
    expect(password('abcdefg1', { email: '' })).toBeNull();
  });
});
