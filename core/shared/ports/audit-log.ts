export type AuditAction =
  | 'sign_in' | 'sign_in_failed' | 'sign_out' | 'code_sent' | 'code_confirmed' | 'code_failed'
  | 'device_registered' | 'password_changed' | 'password_reset_requested' | 'password_reset'
  | 'dealership_switched' | 'user_created' | 'addon_fallback_price' | 'customers_exported';

export interface AuditEntry {
  readonly action: AuditAction;
  readonly userId: number | null;
  readonly dealershipId: number | null;
  readonly ip: string;
  readonly detail: Readonly<Record<string, string | number | boolean | null>>;
}

/** Appends to the audit trail. Contract: append-only; an entry is never changed or removed. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
}
