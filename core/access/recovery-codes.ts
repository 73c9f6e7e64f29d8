import type { Secrets } from '../shared/ports/secrets';

/** How many recovery codes a user gets at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;
const DIGITS = 10;

/** Ten new codes, written 12345-67890 for reading aloud and copying. */
export function newRecoveryCodes(secrets: Pick<Secrets, 'digits'>): readonly string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const d = secrets.digits(DIGITS);
    return `${d.slice(0, 5)}-${d.slice(5)}`;
  });
}

/** A typed recovery code without its spaces and dash; null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const clean = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${DIGITS}}$`).test(clean) ? clean : null;
}

/** What is stored: the hash of the normalized code, under its own prefix (never equal to a text code's hash). */
export function recoveryCodeHash(secrets: Pick<Secrets, 'hash'>, normalized: string): string {
  return secrets.hash(`recovery:${normalized}`);
}
