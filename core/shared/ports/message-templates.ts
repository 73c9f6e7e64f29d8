/** Turns message codes into text in the recipient's language (core never writes sentences). */
export interface MessageTemplates {
  oneTimeCodeSms(language: string, code: string, minutes: number): string;
  passwordResetEmail(language: string, link: string, minutes: number): { readonly subject: string; readonly body: string };
}
