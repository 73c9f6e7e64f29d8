import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FieldCipher } from '@dealer-panel/core/credit/credit-cipher';

export const CREDIT_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key's id: the first 16 hex digits of its SHA-256 (names the key beside each ciphertext; reveals nothing of it). */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * AES-256-GCM over node:crypto: a fresh 96-bit IV per seal, the 128-bit tag checked on open; the
 * ciphertext is base64 of IV ‖ tag ‖ encrypted bytes. Seals with `current`; opens with it and any
 * of `previous` (key rotation: `npm run cli -- rotate-credit-key`).
 */
export function aesFieldCipher(keys: { readonly current: Buffer; readonly previous?: readonly Buffer[] }): FieldCipher {
  for (const k of [keys.current, ...(keys.previous ?? [])]) {
    if (k.length !== CREDIT_KEY_BYTES) throw new RangeError(`aesFieldCipher: keys must be ${CREDIT_KEY_BYTES} bytes`);
  }
  const byId = new Map([keys.current, ...(keys.previous ?? [])].map((k) => [keyIdOf(k), k] as const));
  const currentKeyId = keyIdOf(keys.current);
  return {
    currentKeyId,
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return { keyId: currentKeyId, ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
    },
    open(sealed) {
      const key = byId.get(sealed.keyId);
      if (key === undefined) throw new Error(`credit cipher: no key ${sealed.keyId} (set it in CREDIT_ENCRYPTION_PREVIOUS_KEYS)`);
      const bytes = Buffer.from(sealed.ciphertext, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** A cipher over a key made up now (tests, and processes that never read stored applications). */
export function randomFieldCipher(): FieldCipher {
  return aesFieldCipher({ current: randomBytes(CREDIT_KEY_BYTES) });
}
