import type { Page } from '../../shared/page';
import type { DealerUser } from '../../access/dealer-user';
import type { Invitee, StaffChanges, StaffMember } from './staff-member';
import type { UserListQuery } from './user-list-query';

/** What `update` writes: the changes already checked, notifications and permissions merged whole. */
export type StoredChanges = Omit<StaffChanges, 'dealerNotifications' | 'permissions'> & {
  readonly dealerNotifications?: DealerUser['dealerNotifications'];
  readonly permissions?: Readonly<Record<string, boolean>>;
};

/**
 * The staff of a dealership (the users screen). Contract: a user is "of" a dealership when they
 * hold a membership there; every read and write takes the dealership id and answers null / false
 * for a user of another store (tenant isolation). E-mails stay unique case-insensitively:
 * `invite` and `update` answer `email_taken` as a value.
 */
export interface UserAdminRepository {
  list(dealershipId: number, query: UserListQuery): Promise<Page<StaffMember>>;
  /** Every match in the list's order, at most `max` (the CSV). */
  all(dealershipId: number, query: UserListQuery, max: number): Promise<readonly StaffMember[]>;
  byIdAt(dealershipId: number, userId: number): Promise<StaffMember | null>;
  /** Writes the given fields; `role` changes the membership at this dealership only. `not_found` (nothing written): no membership here. */
  update(dealershipId: number, userId: number, changes: StoredChanges): Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: 'email_taken' | 'not_found' }>;
  /** Creates the user with an unusable (empty) password hash and a membership at the dealership. */
  invite(dealershipId: number, invitee: Invitee): Promise<{ readonly ok: true; readonly id: number } | { readonly ok: false; readonly reason: 'email_taken' }>;
  markInvited(userId: number, at: Date): Promise<void>;
  /**
   * Activates or deactivates. Deactivating ends, in the same transaction, every open session and
   * every remembered device of the user: their next request answers as a signed-out one.
   */
  setActive(userId: number, active: boolean, at: Date): Promise<void>;
}
