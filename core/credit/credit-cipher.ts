/** A ciphertext and the id of the key that sealed it (kept beside it, so that keys can rotate). */
export interface Sealed {
  readonly keyId: string;
  readonly ciphertext: string;
}

/**
 * Encrypts the sensitive fields at rest (adapter: AES-256-GCM over node:crypto, the key from
 * CREDIT_ENCRYPTION_KEY). Contract: `open(seal(x)) === x`; sealing the same text twice gives two
 * different ciphertexts; `open` throws on a ciphertext altered or sealed by a key it does not
 * hold; `seal` always uses the current key (`currentKeyId`), `open` also the previous ones.
 */
export interface FieldCipher {
  readonly currentKeyId: string;
  seal(plaintext: string): Sealed;
  open(sealed: Sealed): string;
}
