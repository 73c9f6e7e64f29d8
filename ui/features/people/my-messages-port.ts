import type { MyMessagesResponse } from '../../../adapters/http/contract/people/profile';
import type { Answer } from '../../shared/answer';

/** The messages the product sent to me (My profile), one page (from 1) at a time. */
export interface MyMessagesPort {
  list(page: number): Answer<MyMessagesResponse>;
}
