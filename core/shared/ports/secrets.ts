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
