import type { DealerRole } from './role';
import type { DealerUser, Language, Membership } from './dealer-user';

export interface NewDealerUser {
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly language: Language;
  readonly isSuperAdmin: boolean;
  readonly isDealerVwCorporate: boolean;
  readonly showAnalyticsDashboard: boolean;
  readonly homeDealershipId: number | null;
  readonly memberships: readonly Membership[];
  /** 'password' when absent; an SSO source for an account created at its first SSO sign-in (no password). */
  readonly source?: string;
}

/**
 * Dealer users. Contract: e-mails are unique case-insensitively (`byEmail` ignores case);
 * `create` fails with EmailTaken as a value, not an exception.
 */
export interface UserRepository {
  byId(id: number): Promise<DealerUser | null>;
  byEmail(email: string): Promise<DealerUser | null>;
  passwordHash(userId: number): Promise<string | null>;
  setPasswordHash(userId: number, hash: string): Promise<void>;
  setLanguage(userId: number, language: Language): Promise<void>;
  touchLastActivity(userId: number, at: Date): Promise<void>;
  memberships(userId: number): Promise<readonly Membership[]>;
  /** Active users holding one of `roles` at the dealership, by last then first name. */
  withRoleAt(dealershipId: number, roles: readonly DealerRole[]): Promise<readonly (DealerUser & { readonly role: DealerRole })[]>;
  /** Gives the user a role at one more dealership (an SSO user's first sign-in there); nothing when they have one. */
  addMembership(userId: number, membership: Membership): Promise<void>;
  create(user: NewDealerUser): Promise<{ readonly ok: true; readonly id: number } | { readonly ok: false; readonly reason: 'email_taken' }>;
}

/** The phone a user receives one-time codes on (has_device once confirmed). */
export interface OtpDeviceRepository {
  byUser(userId: number): Promise<{ readonly phone: string; readonly confirmed: boolean } | null>;
  /** Sets (or replaces) the pending phone; `confirm` makes it the user's device. */
  setPending(userId: number, phone: string): Promise<void>;
  confirm(userId: number, phone: string, at: Date): Promise<void>;
  /** Forgets the user's phone, confirmed or pending (the user removed it, or an admin reset the factors). */
  remove(userId: number): Promise<void>;
}
