export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export interface OneTimeCode {
  readonly id: number;
  readonly userId: number;
  readonly sessionId: string;
  readonly codeHash: string;
  /** The phone it was texted to; '' for a code sent by e-mail. */
  readonly phone: string;
  /** How it was sent; absent: by text message. An e-mailed code registers no phone. */
  readonly channel?: 'sms' | 'email';
  readonly attempts: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly consumedAt: Date | null;
  readonly lockedAt: Date | null;
}

export type CodeCheck =
  | { readonly result: 'ok' }
  | { readonly result: 'expired' }
  | { readonly result: 'locked' }
  | { readonly result: 'used' }
  | { readonly result: 'wrong'; readonly attemptsLeft: number; readonly nowLocked: boolean };

/** Pure check of a submitted code's hash against the pending code: single use, 10 minutes, 5 tries. */
export function checkCode(code: OneTimeCode, submittedHash: string, now: Date): CodeCheck {
  if (code.consumedAt !== null) return { result: 'used' };
  if (code.lockedAt !== null || code.attempts >= OTP_MAX_ATTEMPTS) return { result: 'locked' };
  if (now.getTime() >= code.expiresAt.getTime()) return { result: 'expired' };
  if (code.codeHash === submittedHash) return { result: 'ok' };
  const attempts = code.attempts + 1;
  return { result: 'wrong', attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - attempts), nowLocked: attempts >= OTP_MAX_ATTEMPTS };
}
