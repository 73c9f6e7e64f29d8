import { listMessages } from './list-messages';
import { maySeeContacts } from './message-access';
import type { MessageLog } from './message-log';
import { listMyMessages } from './my-messages';
import { resendMessage, type ResendDeps } from './resend-message';

/** The Messages screen's use cases, bound to their ports. */
export const messageUseCases = (deps: ResendDeps & { readonly messageLog: MessageLog }) => ({
  list: listMessages(deps),
  resend: resendMessage(deps),
  /** My profile: the messages written to the signed-in staff member. */
  mine: listMyMessages(deps),
  /** Whether the session's user sees addresses in clear (the list masks them otherwise). */
  seesContacts: maySeeContacts,
});
export type MessageUseCases = ReturnType<typeof messageUseCases>;
