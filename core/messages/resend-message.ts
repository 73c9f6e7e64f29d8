import * as E from 'fp-ts/Either';
import type { DealershipContext } from '../access/dealership-context';
import type { AuditLog } from '../shared/ports/audit-log';
import { forbidden, notFound, type Forbidden, type NotFound } from '../shared/errors';
import type { MessageState } from './message';
import type { MessageKind } from '../shared/message-meta';
import type { MessageLog } from './message-log';
import { mayResendMessages, messageScope } from './message-access';
import { toE164 } from './providers';

/**
 * Why a message cannot be sent again as it was:
 * - credential: a one-time code, an invitation or a reset link; what it carried has expired or was
 *   used: send a new code, invitation or reset instead (from the user's page or the sign-in page).
 * - opted_out: the number replied STOP; it stays stopped until it replies START.
 * - pending: still queued or being sent; there is nothing to resend yet.
 */
export type MessageNotResendable = { readonly _tag: 'MessageNotResendable'; readonly reason: 'credential' | 'opted_out' | 'pending' };
export type ResendMessageError = Forbidden | NotFound | MessageNotResendable;

/** Kinds whose body is a credential: never copied, never shown. */
export const CREDENTIAL_KINDS: readonly MessageKind[] = ['one_time_code', 'invitation', 'password_reset'];
export const isCredential = (kind: MessageKind): boolean => CREDENTIAL_KINDS.includes(kind);

const FINISHED: readonly MessageState[] = ['sent', 'delivered', 'failed'];

export interface ResendDeps {
  readonly messageLog: MessageLog;
  readonly audit: AuditLog;
  /** Whether a number (E.164) replied STOP and not START since. */
  readonly optedOut: (phone: string) => Promise<boolean>;
}

const refused = (reason: MessageNotResendable['reason']): E.Either<MessageNotResendable, never> => E.left({ _tag: 'MessageNotResendable', reason });

/** POST …/messages/{id}/resend/: a new queued copy of a finished message of the session's store; audited. */
export const resendMessage = (deps: ResendDeps) =>
  async (ctx: DealershipContext, id: number, ip: string): Promise<E.Either<ResendMessageError, { readonly id: number }>> => {
    if (!mayResendMessages(ctx)) return E.left(forbidden('resend_message'));
    const message = await deps.messageLog.byId(messageScope(ctx), id);
    if (message === null) return E.left(notFound);
    if (isCredential(message.kind)) return refused('credential');
    if (message.state === 'opted_out') return refused('opted_out');
    if (message.channel === 'sms' && await deps.optedOut(toE164(message.to) ?? message.to)) return refused('opted_out');
    if (!FINISHED.includes(message.state)) return refused('pending');
    const copy = await deps.messageLog.copyAsQueued(ctx.dealership.id, id);
    if (copy === null) return E.left(notFound);
    await deps.audit.record({
      action: 'message_resent', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip,
      detail: { message_id: id, new_message_id: copy, channel: message.channel, kind: message.kind, customer_id: message.customer?.id ?? null, order_id: message.order?.id ?? null },
    });
    return E.right({ id: copy });
  };
