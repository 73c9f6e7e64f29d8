import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Secrets } from '@dealer-panel/core/shared/ports/secrets';

/** Longest code `digits` makes; one-time codes are 6. */
export const MAX_DIGITS = 64;

/** Secrets from node:crypto's CSPRNG. */
export function nodeSecrets(): Secrets {
  return {
    // 32 bytes = 256 bits, 43 URL-safe characters without padding.
    token: () => randomBytes(32).toString('base64url'),

    digits(length) {
      if (!Number.isInteger(length) || length < 1 || length > MAX_DIGITS) {
        throw new RangeError(`digits(length): length must be an integer from 1 to ${MAX_DIGITS}, got ${length}`);
      }
      // randomInt rejects biased draws itself, so each digit is uniform (no modulo bias); zeros may lead.
      let out = '';
      for (let i = 0; i < length; i += 1) out += String(randomInt(0, 10));
      return out;
    },

    hash: (value) => createHash('sha256').update(value, 'utf8').digest('hex'),
  };
}
