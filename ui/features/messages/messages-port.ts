import type { MessageListResponse, ResendMessageResponse } from '../../../adapters/http/contract/messages/messages';
import type { Answer } from '../../shared/answer';

/** The filters of the Messages screen as the address bar holds them ('' = any). */
export interface MessageQuery {
  readonly channel: string;
  readonly state: string;
  readonly kind: string;
  readonly customer: string;
  readonly order: string;
  readonly from: string;
  readonly to: string;
  readonly page: number;
}

/** The /messages screen's calls. */
export interface MessagesPort {
  list(query: Readonly<Record<string, string>>): Answer<MessageListResponse>;
  resend(id: number): Answer<ResendMessageResponse>;
}
