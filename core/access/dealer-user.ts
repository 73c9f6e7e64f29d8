import type { DealerRole } from './role';

import type { Language } from '../shared/language';

export type { Language };

export interface DealerNotifications {
  readonly customer_creates_account: boolean;
  readonly customer_submits_trade_in: boolean;
  readonly customer_submits_credit_app: boolean;
  readonly customer_paid_deposit: boolean;
  readonly customer_submits_appointment: boolean;
  readonly customer_opens_tokenized_link: boolean;
}

export const defaultNotifications: DealerNotifications = {
  customer_creates_account: true,
  customer_submits_trade_in: true,
  customer_submits_credit_app: true,
  customer_paid_deposit: true,
  customer_submits_appointment: true,
  customer_opens_tokenized_link: false,
};

/** A dealer staff member (spec 000 section 3). The password hash never leaves the repository's read for sign-in. */
export interface DealerUser {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly language: Language;
  readonly isSuperAdmin: boolean;
  readonly isDealerVwCorporate: boolean;
  readonly showAnalyticsDashboard: boolean;
  readonly isActive: boolean;
  readonly isNotAutomaticallyAssigned: boolean;
  readonly source: string;
  readonly homeDealershipId: number | null;
  readonly dealerNotifications: DealerNotifications;
  readonly lastActivity: Date | null;
  /** When the last invitation e-mail went out; null when never invited (created with a password). */
  readonly invitationSentAt: Date | null;
  /** The avatar's media id (served at /api/media/{id}/), null when none. */
  readonly avatarMediaId: string | null;
  readonly showCreditApplication: boolean;
  /** Per-user permission flags (set_dealer_permissions). */
  readonly permissions: Readonly<Record<string, boolean>>;
}

/** A user's role at one dealership. Organization roles hold one membership per managed store. */
export interface Membership {
  readonly dealershipId: number;
  readonly role: DealerRole;
}

/** A user's full name: the one rule for every person's name (core/shared/person-name.ts). */

