import type { TextMessagesOff } from '@dealer-panel/core/shared/ports/text-messages-off';
import { problem, type Problem } from '../platform/problem';

/** The messages' business errors: a text asked for on a server with no Twilio account is 409, naming the other ways to send it. */
export function messageProblem(error: TextMessagesOff): Problem {
  switch (error._tag) {
    case 'TextMessagesOff':
      return problem(409, 'text_messages_off', { detail: 'Text messages are not set up on this server (no Twilio account): send it by e-mail or copy the link instead.' });
  }
}
