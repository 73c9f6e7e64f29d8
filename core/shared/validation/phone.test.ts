import { describe, expect, it } from 'vitest';
import { phone } from './phone';

const CA = { country: 'CA' } as const;
const US = { country: 'US' } as const;

describe('phone, Canada', () => {
  it.each(['(514) 555-0123', '514-555-0123', '514 555 0123', '5145550123', '(800) 200-9999'])('accepts %j', (value) => {
    expect(phone(value, CA)).toBeNull();
  });
  it('skips empty values', () => {
    expect(phone('', CA)).toBeNull();
  });
  it.each(['(514)555-0123', '514.555.0123', '1 514 555 0123', '+15145550123',
    '514-555-012', '514-555-01234', '(514) 555 0123', '514 555-0123', 'phone'])('refuses %j', (value) => {
    expect(phone(value, CA)).toBe('phone.invalid');
  });
  it.each(['(114) 555-0123', '014 555 0123', '123-456-7890', '1234567890'])('says the area code of %j may not start with 0 or 1', (value) => {
    expect(phone(value, CA)).toBe('phone.area_code');
  });
  it.each(['514-155-0123', '(514) 055-0123', '5140550123'])('says the exchange of %j may not start with 0 or 1', (value) => {
    expect(phone(value, CA)).toBe('phone.exchange');
  });
});

describe('phone, USA', () => {
  it.each(['212-555-0123', '2125550123'])('accepts %j', (value) => {
    expect(phone(value, US)).toBeNull();
  });
  it.each(['(212) 555-0123', '212 555 0123', '212.555.0123', '1-212-555-0123', '(112) 555-0123'])('refuses %j', (value) => {
    expect(phone(value, US)).toBe('phone.invalid');
  });
  it('names the part that starts with 0 or 1 in a form the country accepts', () => {
    expect(phone('112-555-0123', US)).toBe('phone.area_code');
    expect(phone('212-055-0123', US)).toBe('phone.exchange');
  });
});
