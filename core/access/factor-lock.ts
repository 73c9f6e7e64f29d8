import { OTP_MAX_ATTEMPTS } from './one-time-code';
import type { SecondFactorRepository } from './second-factor-ports';

/** How long a user is kept from app and recovery codes after OTP_MAX_ATTEMPTS wrong ones in a row. */
export const FACTOR_LOCK_MS = 15 * 60 * 1000;

/** Whether the user is locked out of app and recovery codes now; an expired lock is cleared. */
export async function isFactorLocked(repo: SecondFactorRepository, userId: number, now: Date): Promise<boolean> {
  const { lockedUntil } = await repo.failures(userId);
  if (lockedUntil === null) return false;
  if (lockedUntil.getTime() > now.getTime()) return true;
  await repo.clearFailures(userId);
  return false;
}

/**
 * Counts a wrong app or recovery code: the same 5 wrong codes as a texted code's lock
 * (OTP_MAX_ATTEMPTS), counted per user since these codes are not sent per session.
 */
export async function countWrongCode(repo: SecondFactorRepository, userId: number, now: Date): Promise<{ readonly attemptsLeft: number; readonly locked: boolean }> {
  const count = await repo.recordFailure(userId);
  if (count >= OTP_MAX_ATTEMPTS) {
    await repo.lock(userId, new Date(now.getTime() + FACTOR_LOCK_MS));
    return { attemptsLeft: 0, locked: true };
  }
  return { attemptsLeft: OTP_MAX_ATTEMPTS - count, locked: false };
}
