/** Which appointment e-mail: to the customer or the rep, on a confirmation or a cancellation. */
export type AppointmentEmailKind = 'confirmed' | 'cancelled' | 'rep_confirmed' | 'rep_cancelled';

/** What an appointment e-mail says: `start` is shown on the clock of `timeZone` (the store's), in the recipient's language. */
export interface AppointmentEmailValues {
  readonly name: string;
  readonly customer: string;
  readonly dealership: string;
  readonly address: string;
  readonly start: Date;
  readonly timeZone: string;
  readonly minutes: number;
}

/** Turns message codes into text in the recipient's language (core never writes sentences). */
export interface MessageTemplates {
  oneTimeCodeSms(language: string, code: string, minutes: number): string;
  passwordResetEmail(language: string, link: string, minutes: number): { readonly subject: string; readonly body: string };
  /** A new staff member's invitation: who invites, to which store, and the set-your-password link valid `days`. */
  staffInvitationEmail(language: string, values: { readonly name: string; readonly inviter: string; readonly dealership: string; readonly link: string; readonly days: number }): { readonly subject: string; readonly body: string };
  /** An appointment e-mail and the calendar event's title, in `language`. */
  appointmentEmail(language: string, kind: AppointmentEmailKind, values: AppointmentEmailValues): { readonly subject: string; readonly body: string; readonly summary: string };
}
