import type { DealerNotifications, DealerUser, Language } from '../../access/dealer-user';
import type { DealerRole } from '../../access/role';


/** A dealer user as the users screen sees them: their role at the session's store, and whether they chose a password yet. */
export interface StaffMember extends DealerUser {
  readonly role: DealerRole;
  /** False until an invited user sets a first password (an empty hash cannot sign in). */
  readonly hasPassword: boolean;
}

/** The write fields of spec 000 section 3 an administrator may change (PATCH user/{id}/), in core's names. */
export interface StaffChanges {
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phone?: string;
  readonly language?: Language;
  readonly role?: DealerRole;
  readonly dealerNotifications?: Partial<DealerNotifications>;
  readonly permissions?: Readonly<Record<string, boolean>>;
  readonly showCreditApplication?: boolean;
  readonly isNotAutomaticallyAssigned?: boolean;
  readonly showAnalyticsDashboard?: boolean;
}

/** A new staff member invited by e-mail; they choose their password from the link. */
export interface Invitee {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly language: Language;
  readonly role: DealerRole;
}
