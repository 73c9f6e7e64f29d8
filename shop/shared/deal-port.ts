import type { CustomerLinkResponse } from '../../adapters/http/contract/customers/customers';
import type { CustomerTasksResponse } from '../../adapters/http/contract/customers/shop';
import type { Answer } from '../../ui/shared/answer';

/** The customer's deal over HTTP, opened by the deal link's token (bound in shop/app/shop-module.ts). */
export interface DealPort {
  /** What the link names (the deal's id among it). */
  link(kind: 'deal' | 'invitation', token: string): Answer<CustomerLinkResponse>;
  /** The deal's tasks (GET /api/customer/tasks/{id}/ with X-Deal-Token). */
  tasks(token: string, orderId: number): Answer<CustomerTasksResponse>;
  /** compulsory_login: e-mail the customer a code (answers where, masked). */
  sendCode(token: string): Answer<{ readonly sent_to: string }>;
  /** compulsory_login: the code → the browser's session for the deal (a cookie). */
  verifyCode(token: string, code: string): Answer<{ readonly order: number }>;
  /** The deal's recap PDF in a language (GET /api/customer/order/{id}/recap.pdf with X-Deal-Token); null when it could not be had. */
  recap(token: string, orderId: number, lang: 'en' | 'fr'): Promise<Blob | null>;
}

/** The header the customer's credential travels in (docs/decisions/quotes.md "Quotes": the customer's credential). */
export const dealHeaders = (token: string): Readonly<Record<string, string>> => ({ 'X-Deal-Token': token });
