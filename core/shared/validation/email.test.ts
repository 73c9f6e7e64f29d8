import { describe, expect, it } from 'vitest';
import { email } from './email';

describe('email', () => {
  it.each(['name@example.com', 'marie-eve.cote@concession.qc.ca', 'first.last+deals@sub.example.co.uk', "o'brien@example.ie", 'A_B@EXAMPLE.COM',
    'x@xn--concession-ct-zib.ca'])('accepts %j', (value) => {
    expect(email(value)).toBeNull();
  });
  it('skips empty values', () => {
    expect(email('')).toBeNull();
  });
  it.each(['name', 'name@', '@example.com', 'name@example', 'name@@example.com', 'na me@example.com', '.name@example.com', 'name.@example.com',
    'na..me@example.com', 'name@-example.com', 'name@example..com', 'name@example.c', 'josé@example.com', 'name@example.com ', ' name@example.com',
    '"name"@example.com', 'name@[127.0.0.1]', `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(250)}.com`])('refuses %j', (value) => {
    expect(email(value)).toBe('email.invalid');
  });
  it('accepts a 64-character local part', () => {
    expect(email(`${'a'.repeat(64)}@example.com`)).toBeNull();
  });
});
