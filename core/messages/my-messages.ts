import * as E from 'fp-ts/Either';
import { failureReason, type FailureReason } from './failure-reason';
import type { MessageChannel, MessageState } from './message';
import type { MessageKind } from '../shared/message-meta';
import { maskedRecipient } from './message-access';
import type { LoggedMessage, MessageLog } from './message-log';
import { isCredential } from './resend-message';
import { pageOf, type Page } from '../shared/page';
import { paramReader, type RawQuery } from '../shared/query-params';
import type { InvalidQuery } from '../shared/errors';
import type { Language } from '../shared/language';

export const MY_MESSAGES_PAGE_SIZE = 10;

/**
 * One message the product sent to the signed-in staff member, as My profile shows it (decided,
 * issue 30 leftovers): what it was (its kind), where it went (masked, as a sign-in code says where
 * it went), its state and why it failed. Never its body, and no subject for a credential (a sign-in
 * code, an invitation, a reset link): the screen says a code was sent, never its digits.
 */
export interface MyMessage {
  readonly id: number;
  readonly channel: MessageChannel;
  readonly kind: MessageKind;
  readonly to: string;
  readonly subject: string | null;
  /** The language it was written in (its subject's): null for messages older than session 19. */
  readonly language: Language | null;
  readonly state: MessageState;
  readonly reason: FailureReason | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  readonly deliveredAt: Date | null;
}

export function myMessage(m: LoggedMessage): MyMessage {
  return {
    id: m.id, channel: m.channel, kind: m.kind, to: maskedRecipient(m.channel, m.to), subject: isCredential(m.kind) || m.subject === '' ? null : m.subject, language: m.language,
    state: m.state, reason: failureReason(m.state, m.lastError), createdAt: m.createdAt, sentAt: m.sentAt, deliveredAt: m.deliveredAt,
  };
}

/** One page (`page`, from 1) of the messages written to the user, newest first; every signed-in staff member reads their own. */
export const listMyMessages = (deps: { readonly messageLog: Pick<MessageLog, 'ofUser'> }) =>
  async (userId: number, raw: RawQuery): Promise<E.Either<InvalidQuery, Page<MyMessage>>> => {
    const read = paramReader(raw);
    const page = read.integer('page', 1, 1, 100_000, 'list.page_invalid');
    const failed = read.failed();
    if (failed !== null) return E.left({ _tag: 'InvalidQuery', errors: failed });
    const { rows, count } = await deps.messageLog.ofUser(userId, (page - 1) * MY_MESSAGES_PAGE_SIZE, MY_MESSAGES_PAGE_SIZE);
    return E.right(pageOf(count, page, MY_MESSAGES_PAGE_SIZE, rows.map(myMessage)));
  };
