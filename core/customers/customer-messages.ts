/** Texts sent to customers, in their language (core never writes sentences). */
export interface CustomerMessages {
  invitationEmail(language: string, p: { readonly customerName: string; readonly dealershipName: string; readonly link: string }): { readonly subject: string; readonly body: string };
  invitationSms(language: string, p: { readonly dealershipName: string; readonly link: string }): string;
  orderLinkEmail(language: string, p: { readonly customerName: string; readonly dealershipName: string; readonly vehicle: string; readonly link: string }): { readonly subject: string; readonly body: string };
  /** The one-time code a customer signs in with when the dealership asks for it (compulsory_login). */
  signInCodeEmail(language: string, p: { readonly customerName: string; readonly dealershipName: string; readonly code: string }): { readonly subject: string; readonly body: string };
  /** The deposit's receipt (resend_receipt/): what was paid and what went back, in money of `currency`. */
  depositReceiptEmail(language: string, p: DepositReceiptFacts): { readonly subject: string; readonly body: string };
}

export interface DepositReceiptFacts {
  readonly customerName: string;
  readonly dealershipName: string;
  readonly vehicle: string;
  readonly paidCents: number;
  readonly refundedCents: number;
  readonly currency: 'CAD' | 'USD';
}
