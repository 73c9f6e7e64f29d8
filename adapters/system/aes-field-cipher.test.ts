import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesFieldCipher, keyIdOf } from './aes-field-cipher';

describe('aesFieldCipher (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const cipher = aesFieldCipher({ current: key });

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = cipher.seal('{"insurance_number":"046 454 286"}');
    const b = cipher.seal('{"insurance_number":"046 454 286"}');
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(a.keyId).toBe(keyIdOf(key));
    expect(cipher.open(a)).toBe('{"insurance_number":"046 454 286"}');
    expect(Buffer.from(a.ciphertext, 'base64').toString('latin1')).not.toContain('046');
  });

  it('refuses an altered ciphertext and an unknown key', () => {
    const sealed = cipher.seal('secret');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => cipher.open({ ...sealed, ciphertext: bytes.toString('base64') })).toThrow();
    expect(() => aesFieldCipher({ current: randomBytes(32) }).open(sealed)).toThrow(/no key/);
  });

  it('opens with a previous key after rotation, and seals with the new one', () => {
    const old = cipher.seal('income 98000');
    const rotated = aesFieldCipher({ current: randomBytes(32), previous: [key] });
    expect(rotated.open(old)).toBe('income 98000');
    expect(rotated.seal('x').keyId).toBe(rotated.currentKeyId);
    expect(rotated.currentKeyId).not.toBe(old.keyId);
  });

  it('takes 32-byte keys only', () => {
    expect(() => aesFieldCipher({ current: randomBytes(16) })).toThrow(RangeError);
  });
});
