import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_CHANNELS, MESSAGE_STATES, type MessageChannel, type MessageState } from '@dealer-panel/core/messages/message';
import { MESSAGE_KINDS, type MessageKind } from '@dealer-panel/core/shared/message-meta';
import type { LoggedMessage, MessageFilter, MessageLog, MessageScope } from '@dealer-panel/core/messages/message-log';
import { languageOf } from '@dealer-panel/core/shared/language';
import { memberships, users } from '../access/schema';
import { customers } from '../customers/schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import type { Db } from '../shared/database';
import { rowsOf } from '../shared/execute-rows';
import { messageOptOuts, outboundMessages as m } from '../shared/schema';

const pick = <T extends string>(all: readonly T[], value: string, fallback: T): T => all.find((v) => v === value) ?? fallback;

/** The scope as SQL: the store's rows, or a staff message of no store to one of its members (to anyone for a super admin). */
function inScope(db: Db, scope: MessageScope): SQL {
  const members = db.select({ id: memberships.userId }).from(memberships).where(eq(memberships.dealershipId, scope.dealershipId));
  const staff = scope.everyStaffMember ? isNotNull(m.userId) : inArray(m.userId, members);
  return or(eq(m.dealershipId, scope.dealershipId), and(isNull(m.dealershipId), staff)) as SQL;
}

/** The filter as SQL; the scope always first. */
function conditions(db: Db, scope: MessageScope, f: MessageFilter): SQL[] {
  const where: SQL[] = [inScope(db, scope)];
  if (f.customerId !== null) where.push(eq(m.customerId, f.customerId));
  if (f.orderId !== null) where.push(eq(m.orderId, f.orderId));
  if (f.channels !== null) where.push(inArray(m.channel, [...f.channels]));
  if (f.states !== null) where.push(inArray(m.state, [...f.states]));
  if (f.kinds !== null) where.push(inArray(m.kind, [...f.kinds]));
  if (f.from !== null) where.push(gte(m.createdAt, new Date(`${f.from}T00:00:00Z`)));
  // `to` is inclusive: everything before the next day.
  if (f.to !== null) where.push(lt(m.createdAt, sql`${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day'`));
  return where;
}

/** What a row says, with the names of whom and what it is about (left joins: a deleted customer leaves the message). */
const columns = {
  id: m.id, channel: m.channel, kind: m.kind, to: m.to, subject: m.subject, language: m.language, state: m.state, attempts: m.attempts, provider: m.provider,
  lastError: m.lastError, createdAt: m.createdAt, sentAt: m.sentAt, deliveredAt: m.deliveredAt,
  customerId: customers.id, customerFirst: customers.firstName, customerLast: customers.lastName,
  orderId: orders.id, year: vehicles.year, make: vehicles.make, model: vehicles.model,
  userId: users.id, userFirst: users.firstName, userLast: users.lastName,
};

function select(db: Db) {
  return db.select(columns).from(m)
    // The customer and deal must be the message's store's (a stray id never names another store's person).
    .leftJoin(customers, and(eq(customers.id, m.customerId), eq(customers.dealershipId, m.dealershipId)))
    .leftJoin(orders, and(eq(orders.id, m.orderId), eq(orders.dealershipId, m.dealershipId)))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(users, eq(users.id, m.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toMessage(r: Row): LoggedMessage {
  return {
    id: r.id, channel: pick<MessageChannel>(MESSAGE_CHANNELS, r.channel, 'email'), kind: pick<MessageKind>(MESSAGE_KINDS, r.kind, 'other'),
    to: r.to, subject: r.subject, language: languageOf(r.language), state: pick<MessageState>(MESSAGE_STATES, r.state, 'queued'), attempts: r.attempts, provider: r.provider,
    lastError: r.lastError, createdAt: r.createdAt, sentAt: r.sentAt, deliveredAt: r.deliveredAt,
    customer: r.customerId === null ? null : { id: r.customerId, name: `${r.customerFirst ?? ''} ${r.customerLast ?? ''}`.trim() },
    order: r.orderId === null ? null : { id: r.orderId, vehicle: r.year === null ? null : `${r.year} ${r.make ?? ''} ${r.model ?? ''}`.trim() },
    user: r.userId === null ? null : { id: r.userId, name: `${r.userFirst ?? ''} ${r.userLast ?? ''}`.trim() },
  };
}

export function drizzleMessageLog(db: Db): MessageLog {
  return {
    async page(scope, filter, offset, limit) {
      const where = and(...conditions(db, scope, filter));
      const [rows, [total]] = await Promise.all([
        select(db).where(where).orderBy(desc(m.createdAt), desc(m.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(m).where(where),
      ]);
      return { count: Number(total?.n ?? 0), rows: rows.map(toMessage) };
    },
    async byId(scope, id) {
      const [row] = await select(db).where(and(inScope(db, scope), eq(m.id, id)));
      return row === undefined ? null : toMessage(row);
    },
    async copyAsQueued(dealershipId, id) {
      // One statement: the copy is made from the row as it is, or not at all.
      const copied = await db.execute(sql`
        insert into ${m} (channel, "to", subject, body, attachments, kind, state, dealership_id, customer_id, order_id, user_id, sender_name, reply_to, language)
        select channel, "to", subject, body, attachments, kind, 'queued', dealership_id, customer_id, order_id, user_id, sender_name, reply_to, language
        from ${m} where id = ${id} and dealership_id = ${dealershipId}
        returning id`);
      const row = rowsOf(copied)[0];
      return row === undefined ? null : Number(row['id']);
    },
    async ofUser(userId, offset, limit) {
      // outbound_messages_user_idx (user_id, created_at): the person's rows only, already in order.
      const where = eq(m.userId, userId);
      const [rows, [total]] = await Promise.all([
        select(db).where(where).orderBy(desc(m.createdAt), desc(m.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(m).where(where),
      ]);
      return { count: Number(total?.n ?? 0), rows: rows.map(toMessage) };
    },
    async aboutOrder(dealershipId, orderId) {
      const rows = await select(db).where(and(eq(m.dealershipId, dealershipId), eq(m.orderId, orderId))).orderBy(asc(m.createdAt), asc(m.id)).limit(200);
      return rows.map(toMessage);
    },
  };
}

/** Whether the number (E.164) is on message_opt_outs (it replied STOP and not START since). */
export function drizzleOptedOut(db: Db): (phone: string) => Promise<boolean> {
  return async (phone) => (await db.select({ phone: messageOptOuts.phone }).from(messageOptOuts).where(eq(messageOptOuts.phone, phone)).limit(1)).length > 0;
}
