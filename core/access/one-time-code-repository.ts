import type { OneTimeCode } from './one-time-code';

/** One-time codes. Contract: `latestFor` gives the newest code of the session; a new code supersedes older ones. */
export interface OneTimeCodeRepository {
  create(code: Omit<OneTimeCode, 'id' | 'attempts' | 'consumedAt' | 'lockedAt'>): Promise<void>;
  latestFor(sessionId: string): Promise<OneTimeCode | null>;
  recordFailure(id: number, lock: boolean, at: Date): Promise<void>;
  /** Marks the code used; true only for the call that marked it (two racing requests: one wins). */
  consume(id: number, at: Date): Promise<boolean>;
}

/** An invitation's set-your-first-password link works 7 days (a password reset link: 1 hour); a newer link ends the older ones. */
export const INVITATION_TTL_DAYS = 7;

/** Password reset tokens (stored hashed). Contract: `use` marks the token used. */
export interface PasswordResetRepository {
  /**
   * Stores a new token; the user's earlier unused tokens end with it (only the newest e-mailed link
   * works). `kind` is 'reset' when absent; 'invitation' is the set-your-first-password link.
   */
  create(token: { readonly id: string; readonly userId: number; readonly createdAt: Date; readonly expiresAt: Date; readonly kind?: 'reset' | 'invitation' }): Promise<void>;
  byId(id: string): Promise<{ readonly userId: number; readonly expiresAt: Date; readonly usedAt: Date | null } | null>;
  /** Marks the token used; true only for the call that marked it. */
  use(id: string, at: Date): Promise<boolean>;
}
