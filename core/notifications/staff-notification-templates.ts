import type { NotificationDetail, NotificationKind } from './notification';

/**
 * Turns a staff notification into an e-mail in the recipient's language (core never writes
 * sentences). The notifications context's own port: core/shared's MessageTemplates knows no context.
 */
export interface StaffNotificationTemplates {
  /** A staff notification (issue 14.6): what the customer did, in a sentence, and the link to their record. */
  staffNotificationEmail(language: string, values: { readonly kind: NotificationKind; readonly detail: NotificationDetail; readonly link: string }): { readonly subject: string; readonly body: string };
}
