export type AuditAction =
  | 'sign_in' | 'sign_in_failed' | 'sign_out' | 'code_sent' | 'code_confirmed' | 'code_failed'
  | 'device_registered' | 'password_changed' | 'password_reset_requested' | 'password_reset'
  | 'dealership_switched' | 'user_created' | 'addon_fallback_price' | 'customers_exported'
  // Issue 13: people and stores. Each carries `before` and `after` (only the fields that changed).
  | 'user_invited' | 'user_invitation_resent' | 'user_updated' | 'user_role_changed' | 'user_permissions_changed'
  | 'user_activated' | 'user_deactivated' | 'profile_updated' | 'email_changed' | 'avatar_changed'
  | 'dealership_updated' | 'dealership_logo_changed' | 'card_processor_connected' | 'card_processor_disconnected'
  | 'sso_sign_in' | 'sso_sign_in_refused' | 'sso_connection_changed'
  // Issue 14: the deal's money and life. Money movements carry the amounts in cents in `detail`.
  | 'deposit_created' | 'deposit_held' | 'deposit_captured' | 'deposit_refunded' | 'deposit_transferred' | 'deposit_canceled'
  | 'deposit_marked_paid' | 'deposit_expired' | 'deposit_declined' | 'deposit_receipt_resent' | 'deposit_reconciled'
  | 'custom_deposit_created' | 'custom_deposit_updated' | 'custom_deposit_deleted' | 'reserveit_field_changed'
  | 'appointment_proposed' | 'appointment_confirmed' | 'appointment_canceled'
  | 'document_uploaded' | 'document_downloaded' | 'document_deleted'
  // Issue 15: the credit application. A reveal names the deal, never the values shown.
  | 'credit_application_submitted' | 'credit_application_revealed' | 'credit_application_approved' | 'credit_application_further_verification';

/** A changed record's fields before and after the change (the audit trail screen shows both). */
export type AuditValues = Readonly<Record<string, unknown>>;

export interface AuditEntry {
  readonly action: AuditAction;
  readonly userId: number | null;
  readonly dealershipId: number | null;
  readonly ip: string;
  readonly detail: Readonly<Record<string, string | number | boolean | null>>;
  readonly before?: AuditValues;
  readonly after?: AuditValues;
}

/** Appends to the audit trail. Contract: append-only; an entry is never changed or removed. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
}
