import type { OutboxMessage } from '../../../adapters/http/contract/access/access';
import type { Answer } from '../../shared/answer';

/**
 * The demo server's outbox: the SMS and e-mails it did not send. Read without a session and without
 * a redirect to sign-in; a server not in demo mode answers 404 (Left).
 */
export interface DemoInboxPort {
  messages(): Answer<readonly OutboxMessage[]>;
}
