import { describe, expect, it } from 'vitest';
import { MAX_DIGITS, nodeSecrets } from './node-secrets';

describe('nodeSecrets', () => {
  it('makes 43-character tokens: 32 random bytes in base64url without padding', () => {
    const token = nodeSecrets().token();
    expect(token).toHaveLength(43);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('refuses a length that is not a whole number from 1 to MAX_DIGITS', () => {
    const secrets = nodeSecrets();
    for (const bad of [0, -1, 2.5, Number.NaN, MAX_DIGITS + 1]) expect(() => secrets.digits(bad)).toThrow(RangeError);
    expect(secrets.digits(MAX_DIGITS)).toHaveLength(MAX_DIGITS);
  });
});
