import { generateSecret, generateSync, generateURI } from 'otplib';
import type { TotpAlgorithm } from '@dealer-panel/core/access/second-factor-ports';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@dealer-panel/core/access/totp';

/**
 * RFC 6238 with otplib 13 (its functional API): SHA-1, 6 digits, 30 s, what every authenticator app
 * reads from an otpauth:// URI. Core keeps the window (±1 step) and the single use; otplib only
 * computes the code of a step.
 */
export const otplibTotp: TotpAlgorithm = {
  newSecret: () => generateSecret({ length: 20 }),
  codeAt: (secret, step) => generateSync({ secret, epoch: step * TOTP_PERIOD_SECONDS, period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS, algorithm: 'sha1' }),
  uri: (secret, account, issuer) => generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS, algorithm: 'sha1' }),
};
