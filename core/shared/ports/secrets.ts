/**
 * Randomness and one-way hashing for tokens, codes and ids.
 * Contract: `token()` gives at least 256 bits of entropy, URL-safe; `digits(n)` is uniformly random;
 * `hash(s)` is a deterministic hex digest (SHA-256): only hashes of tokens and codes are stored.
 */
export interface Secrets {
  token(): string;
  digits(length: number): string;
  hash(value: string): string;
}

/**
 * Signs short messages with the application's secret (HMAC-SHA-256; SESSION_SECRET), for links that
 * must not be forged or altered (a document's download link). Contract: `verify(m, sign(m))` holds;
 * any other signature, or the same one for another message or by another secret, fails; comparison
 * takes the same time whatever the signature.
 */
export interface MessageSigner {
  sign(message: string): string;
  verify(message: string, signature: string): boolean;
}
