import type { Session } from './session';

export interface NewSession {
  readonly id: string;
  readonly userId: number;
  readonly dealershipId: number | null;
  readonly fullyAuthenticated: boolean;
  readonly language: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly userAgent: string;
  readonly ip: string;
}

/** Server-side sessions keyed by the hash of the cookie token. Contract: `end` is idempotent. */
export interface SessionRepository {
  create(session: NewSession): Promise<void>;
  byId(id: string): Promise<Session | null>;
  touch(id: string, at: Date): Promise<void>;
  markFullyAuthenticated(id: string): Promise<void>;
  /**
   * The one-time code step: gives the open session `id` the id `newId` and marks it fully
   * authenticated, in one write, so the id known before the code (the cookie a thief may have
   * fixed or seen) finds nothing afterwards. Everything else stays (dealership, expiry). False when
   * no open session has `id`.
   */
  rotateVerified(id: string, newId: string): Promise<boolean>;
  setDealership(id: string, dealershipId: number): Promise<void>;
  setLanguage(id: string, language: string): Promise<void>;
  end(id: string, at: Date): Promise<void>;
  /** Ends every open session of the user but `exceptId` (after a password reset or change). */
  endAllForUser(userId: number, at: Date, exceptId?: string): Promise<void>;
}

/** Devices remembered for 30 days after a confirmed code ("remember this device"). */
export interface RememberedDeviceRepository {
  create(device: { readonly id: string; readonly userId: number; readonly phone: string; readonly createdAt: Date; readonly expiresAt: Date }): Promise<void>;
  /** The device if it belongs to the user and has not expired at `now`. */
  valid(id: string, userId: number, now: Date): Promise<boolean>;
  /** Ends every remembered device of the user (password reset or change, phone change, deactivation). */
  forgetAllForUser(userId: number): Promise<void>;
}
