import * as E from 'fp-ts/Either';
import type { DealershipContext } from '../access/dealership-context';
import { MESSAGE_CHANNELS, MESSAGE_STATES } from './message';
import { MESSAGE_KINDS } from '../shared/message-meta';
import type { LoggedMessage, MessageFilter, MessageLog } from './message-log';
import { maskedRecipient, mayReadMessages, maySeeContacts, messageScope } from './message-access';
import { pageOf, type Page } from '../shared/page';
import { paramReader, type QueryParamCode, type RawQuery } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';
import { forbidden, type Forbidden, type InvalidQuery } from '../shared/errors';

export const MESSAGES_PAGE_SIZE = 25;
const MAX_ID = 2_147_483_647;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string): boolean => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** `customer`, `order`, `channel`, `state`, `kind`, `from`, `to`, `page` of GET …/messages/, every bad one named at once. */
export function readMessageQuery(raw: RawQuery): E.Either<FieldErrors<QueryParamCode | 'date.invalid'>, { readonly filter: MessageFilter; readonly page: number }> {
  const read = paramReader(raw);
  const customer = read.integer('customer', 0, 1, MAX_ID);
  const order = read.integer('order', 0, 1, MAX_ID);
  const channels = read.choices('channel', MESSAGE_CHANNELS);
  const states = read.choices('state', MESSAGE_STATES);
  const kinds = read.choices('kind', MESSAGE_KINDS);
  const page = read.integer('page', 1, 1, 100_000, 'list.page_invalid');
  const errors: Record<string, ['date.invalid']> = {};
  const day = (key: string): string | null => {
    const value = read.text(key, 10);
    if (value === '') return null;
    if (!validDay(value)) { errors[key] = ['date.invalid']; return null; }
    return value;
  };
  const from = day('from');
  const to = day('to');
  const failed = { ...read.failed(), ...errors };
  if (Object.keys(failed).length > 0) return E.left(failed as FieldErrors<QueryParamCode | 'date.invalid'>);
  return E.right({ filter: { customerId: customer === 0 ? null : customer, orderId: order === 0 ? null : order, channels, states, kinds, from, to }, page });
}

/** The message as this user may see it: the address masked unless they may see contact details. */
export function visibleTo(ctx: Pick<DealershipContext, 'actor'>): (m: LoggedMessage) => LoggedMessage {
  if (maySeeContacts(ctx)) return (m) => m;
  return (m) => ({ ...m, to: maskedRecipient(m.channel, m.to) });
}

/** One page of the session store's messages, newest first, for its administrators. */
export const listMessages = (deps: { readonly messageLog: MessageLog }) =>
  async (ctx: DealershipContext, raw: RawQuery): Promise<E.Either<Forbidden | InvalidQuery, Page<LoggedMessage>>> => {
    if (!mayReadMessages(ctx)) return E.left(forbidden('read_messages'));
    const query = readMessageQuery(raw);
    if (E.isLeft(query)) return E.left({ _tag: 'InvalidQuery', errors: query.left });
    const { filter, page } = query.right;
    const { rows, count } = await deps.messageLog.page(messageScope(ctx), filter, (page - 1) * MESSAGES_PAGE_SIZE, MESSAGES_PAGE_SIZE);
    return E.right(pageOf(count, page, MESSAGES_PAGE_SIZE, rows.map(visibleTo(ctx))));
  };
