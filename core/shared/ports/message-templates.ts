import type { NotificationDetail, NotificationKind } from '../../notifications/notification';

/** Turns message codes into text in the recipient's language (core never writes sentences). */
export interface MessageTemplates {
  oneTimeCodeSms(language: string, code: string, minutes: number): string;
  passwordResetEmail(language: string, link: string, minutes: number): { readonly subject: string; readonly body: string };
  /** A new staff member's invitation: who invites, to which store, and the set-your-password link valid `days`. */
  staffInvitationEmail(language: string, values: { readonly name: string; readonly inviter: string; readonly dealership: string; readonly link: string; readonly days: number }): { readonly subject: string; readonly body: string };
  /** A staff notification (issue 14.6): what the customer did, in a sentence, and the link to their record. */
  staffNotificationEmail(language: string, values: { readonly kind: NotificationKind; readonly detail: NotificationDetail; readonly link: string }): { readonly subject: string; readonly body: string };
}
