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
  | 'credit_application_submitted' | 'credit_application_revealed' | 'credit_application_approved' | 'credit_application_further_verification'
  // Issue 15 (shop): a staff member opened, then loaded, a customer's view of a deal (login_as_customer).
  | 'login_as_customer' | 'customer_view_read'
  // Issue 16: trade-ins. Offers carry the amounts in cents.
  | 'trade_in_offer_made' | 'trade_in_offer_accepted' | 'trade_in_offer_declined'
  // Issue 16 item 5: the trade-in's pictures (slot, sizes, by whom) and its shared gallery links.
  | 'trade_in_picture_uploaded' | 'trade_in_picture_deleted' | 'trade_in_gallery_shared'
  // Issue 18: a printed deal recap (it holds the customer's name, contact and money).
  | 'deal_recap_printed'
  // Issue 18.1: a desking pencil put back on the worksheet (the payment before and after, in cents).
  | 'desking_pencil_restored'
  // Issue 18: duplicate customers. A merge carries both records before and the kept one after.
  | 'customers_merged' | 'customer_merge_undone'
  // Issue 31.3: customers imported from another CRM (counts per outcome), the store's saved mapping, an import undone.
  | 'customers_imported' | 'customer_import_undone' | 'customer_import_mapping_saved'
  // Issue 18.3: ADF leads in (counts per outcome) and out (the customer and deal exported).
  | 'adf_leads_imported' | 'adf_lead_exported'
  // Issue 16 item 4: the store's trade-in questionnaire (before and after carry the question's texts).
  | 'trade_in_question_created' | 'trade_in_question_updated' | 'trade_in_question_deleted' | 'trade_in_questions_reordered'
  // Issue 17 item 4: a price profile applied to the inventory (how many vehicles), and its undo.
  | 'price_profile_applied' | 'price_profile_undone'
  // Issue 31 item 1: an inventory feed imported (its id, kind and source), and its undo; the store's scheduled pull set (its host, period, whether credentials were set) or stopped.
  | 'inventory_imported' | 'inventory_import_undone' | 'inventory_pull_set' | 'inventory_pull_removed'
  // Issue 17 item 6: the store's MarketScan mapping (before and after carry the changed rows' types by row id).
  | 'marketscan_types_changed'
  // Issue 35 item 3: customers archived (Lost or Sold, with the reason) or restored; a deal archived or restored.
  | 'customers_archived' | 'customers_restored' | 'deal_archived' | 'deal_restored'
  // Issue 30.5: second factors. An admin's reset names the target user and the factors removed.
  | 'totp_enrolled' | 'second_factor_confirmed' | 'second_factor_failed' | 'recovery_codes_generated' | 'recovery_code_used'
  | 'second_factor_removed' | 'preferred_factor_changed' | 'second_factors_reset'
  // Issue 30.2: a number replied STOP (ARRÊT, UNSUBSCRIBE…) or START; `detail` names the number and the word.
  | 'text_opted_out' | 'text_opted_in'
  // Issue 30 item 5: passkeys as a staff second factor (added, removed, used to sign in, refused).
  | 'passkey_added' | 'passkey_removed' | 'passkey_sign_in' | 'passkey_sign_in_refused'
  // Issue 30.4: a message sent again from the Messages screen (the old and new message ids).
  | 'message_resent'
  // Issue 31 item 0: `npm run cli -- setup` made the first organization, store and admin (after: what it set).
  | 'store_set_up'
  // Issue 31 item 0: super admins create organizations and their stores, and rename organizations.
  | 'organization_created' | 'organization_updated' | 'dealership_created'
  // Issue 31 item 4: the store's inventory published (a feed made or revoked: its id and label) and exported as a file.
  | 'inventory_feed_created' | 'inventory_feed_revoked' | 'inventory_exported'
  // Issue 32 item 3: the store's local tax rates by ZIP saved (a form or a file: how many rows) or one removed.
  | 'local_tax_rates_saved' | 'local_tax_rate_deleted';

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
