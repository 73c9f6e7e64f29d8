import { describe, expect, it } from 'vitest';
import { maskedEmail, maskedPhone } from './masking';

describe('maskedPhone', () => {
  it('keeps the last two digits of a number however it is written, and nothing of one too short to be a phone', () => {
    expect(maskedPhone('6475550105')).toBe('•••-•••-••05');
    expect(maskedPhone('+1 (647) 555-0105')).toBe('•••-•••-••05');
    expect(maskedPhone('12-3')).toBe('•••');
    expect(maskedPhone('')).toBe('•••');
  });
});

describe('maskedEmail', () => {
  it('keeps the first letter and the domain, from the last "@"', () => {
    expect(maskedEmail('helene@example.com')).toBe('h•••@example.com');
    expect(maskedEmail('"a@b"@example.com')).toBe('"•••@example.com');
  });
  it('shows nothing of an address without a local part or an "@"', () => {
    expect(maskedEmail('@example.com')).toBe('•••');
    expect(maskedEmail('nope')).toBe('•••');
    expect(maskedEmail('')).toBe('•••');
  });
});
