import type { Clock } from '../shared/ports/clock';
import type { MessageSigner } from '../shared/ports/secrets';
import type { CustomerCodes } from './customer-sign-in';

/** A code's window: sent now, accepted for this window and the next one (10 to 20 minutes). */
export const CODE_WINDOW_MS = 10 * 60_000;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Six digits out of a signature (base64url): its first 48 bits, modulo a million. */
export function digitsOf(signature: string): string {
  let n = 0;
  for (const c of signature.slice(0, 8)) n = (n * 64 + Math.max(0, B64.indexOf(c))) % 1_000_000_007;
  return String(n % 1_000_000).padStart(6, '0');
}

/**
 * The codes of deal links, signed with the application's secret (MessageSigner) over the token and
 * the time window: nothing stored, a code says nothing of another link, and it ends by itself.
 * Wrong guesses are limited by the route's rate limit (docs/decisions/shop.md, compulsory_login).
 */
export function signedCustomerCodes(signer: MessageSigner, clock: Clock): CustomerCodes {
  const windowOf = () => Math.floor(clock.now().getTime() / CODE_WINDOW_MS);
  const codeAt = (token: string, window: number) => digitsOf(signer.sign(`customer-sign-in:${token}:${window}`));
  return {
    current: (token) => codeAt(token, windowOf()),
    accepts: (token, code) => {
      const now = windowOf();
      return codeAt(token, now) === code || codeAt(token, now - 1) === code;
    },
  };
}
