/** Memory-hard password hashing (argon2id). Contract: `verify` never throws for a malformed hash; it answers false. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
