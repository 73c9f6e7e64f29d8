import { describe, expect, it } from 'vitest';
import { generateSync } from 'otplib';
import { otplibTotp } from './otplib-totp';

describe('otplibTotp', () => {
  // RFC 6238 appendix B, SHA-1 (the secret "12345678901234567890" in Base32), last 6 digits.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('gives RFC 6238\'s codes for its test times', () => {
    expect(otplibTotp.codeAt(RFC_SECRET, Math.floor(59 / 30))).toBe('287082');
    expect(otplibTotp.codeAt(RFC_SECRET, Math.floor(1111111109 / 30))).toBe('081804');
    expect(otplibTotp.codeAt(RFC_SECRET, Math.floor(1234567890 / 30))).toBe('005924');
  });

  it('makes 160-bit Base32 secrets an app reads from the URI', () => {
    const secret = otplibTotp.newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otplibTotp.newSecret()).not.toBe(secret);
    const uri = otplibTotp.uri(secret, 'ann@example.com', 'Dealer Panel');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Dealer%20Panel:ann%40example\.com\?/);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    const now = Math.floor(Date.now() / 1000);
    expect(otplibTotp.codeAt(secret, Math.floor(now / 30))).toBe(generateSync({ secret, epoch: now }));
  });
});
