import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '@dealer-panel/core/access/password-hasher';

// Algorithm is a `const enum` in the library's declarations, which isolatedModules cannot inline.
const ARGON2ID = 2 as Algorithm;

export interface Argon2Cost {
  /** KiB of memory per hash. */
  readonly memoryCost: number;
  /** Passes over the memory. */
  readonly timeCost: number;
  readonly parallelism: number;
}

/** OWASP's argon2id recommendation (19 MiB, 2 passes, 1 lane): about 30-60 ms per hash on a server core. */
export const ARGON2_DEFAULT_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2id password hashes in PHC form ($argon2id$v=19$m=…,t=…,p=…$salt$hash), a fresh random salt
 * each time. `verify` reads the parameters from the hash, so raising the cost later keeps old
 * hashes valid.
 */
export function argon2PasswordHasher(cost: Argon2Cost = ARGON2_DEFAULT_COST): PasswordHasher {
  return {
    hash: (password) => hash(password, { ...cost, algorithm: ARGON2ID }),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        // A malformed or foreign hash is a failed sign-in, not a server error (port contract).
        return false;
      }
    },
  };
}
