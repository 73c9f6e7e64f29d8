/** Texts sent to customers, in their language (core never writes sentences). */
export interface CustomerMessages {
  invitationEmail(language: string, p: { readonly customerName: string; readonly dealershipName: string; readonly link: string }): { readonly subject: string; readonly body: string };
  invitationSms(language: string, p: { readonly dealershipName: string; readonly link: string }): string;
  orderLinkEmail(language: string, p: { readonly customerName: string; readonly dealershipName: string; readonly vehicle: string; readonly link: string }): { readonly subject: string; readonly body: string };
}
