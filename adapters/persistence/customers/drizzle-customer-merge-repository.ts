import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomerMerge, CustomerMergeRepository, MergeCounts } from '@dealer-panel/core/customers/customer-merge-repository';
import type { Db } from '../shared/database';
import { noListCountCache, type ListCountCache } from '../shared/list-count-cache';
import { fieldColumns } from './customer-columns';
import { refreshCustomerAwaiting } from './customer-awaiting';
import { footprintOf, MOVED_TABLES, sameFootprint } from './customer-merge-footprint';
import { customerMerges, customers } from './schema';
import { tradeIns } from '../trade-ins/schema';

/** The kept customer's own columns a merge may change, restored by the undo. */
const RESTORED = {
  firstName: customers.firstName, lastName: customers.lastName, email: customers.email, phone: customers.phone,
  addressLine1: customers.addressLine1, addressLine2: customers.addressLine2, city: customers.city, provinceCode: customers.provinceCode,
  postalCode: customers.postalCode, note: customers.note, salesRepId: customers.salesRepId, searchText: customers.searchText,
  sortName: customers.sortName, sortFirst: customers.sortFirst, prequal: customers.prequal, accountOpenedAt: customers.accountOpenedAt,
  updatedAt: customers.updatedAt,
};
type Restored = Pick<typeof customers.$inferSelect, keyof typeof RESTORED>;

const toJson = (r: Restored): Record<string, unknown> => ({ ...r, accountOpenedAt: r.accountOpenedAt?.toISOString() ?? null, updatedAt: r.updatedAt.toISOString() });
function fromJson(j: Record<string, unknown>): Restored {
  const r = j as unknown as Restored & { accountOpenedAt: string | null; updatedAt: string };
  return { ...r, accountOpenedAt: r.accountOpenedAt === null ? null : new Date(r.accountOpenedAt), updatedAt: new Date(r.updatedAt) };
}

const candidateColumns = {
  id: customers.id, firstName: customers.firstName, lastName: customers.lastName, email: customers.email, phone: customers.phone,
  postalCode: customers.postalCode, city: customers.city, createdAt: customers.createdAt,
  activeOrders: sql<number>`(select count(*)::int from orders o where o.customer_id = customers.id and not o.is_archived)`,
};

/** Merges in one transaction each (customer-merge-repository.ts); `counts`: the list's count cache, forgotten on writes. */
export function drizzleCustomerMergeRepository(db: Db, counts: ListCountCache = noListCountCache): CustomerMergeRepository {
  const a = alias(customers, 'a');
  const b = alias(customers, 'b');

  const mergeOf = async (row: typeof customerMerges.$inferSelect): Promise<CustomerMerge> => {
    const [m] = await db.select({ firstName: customers.firstName, lastName: customers.lastName }).from(customers).where(eq(customers.id, row.mergedId));
    return {
      id: row.id, keptId: row.keptId, mergedId: row.mergedId, mergedName: `${m?.firstName ?? ''} ${m?.lastName ?? ''}`.trim(),
      mergedAt: row.mergedAt, undoneAt: row.undoneAt, moved: row.moved,
    };
  };

  /** 'changed_since' unless the merge can be undone now (read inside the undo's transaction, with both customers locked). */
  async function undoable(tx: Db, row: typeof customerMerges.$inferSelect): Promise<boolean> {
    const [kept] = await tx.select({ updatedAt: customers.updatedAt, mergedInto: customers.mergedIntoId }).from(customers).where(eq(customers.id, row.keptId));
    const [merged] = await tx.select({ mergedInto: customers.mergedIntoId }).from(customers).where(eq(customers.id, row.mergedId));
    if (!kept || !merged || kept.mergedInto !== null || merged.mergedInto !== row.keptId) return false;
    if (kept.updatedAt.getTime() !== row.keptUpdatedAt.getTime()) return false;
    return sameFootprint(await footprintOf(tx, row.keptId), row.footprint);
  }

  return {
    async candidatePairs(dealershipId, limit) {
      // Three index-backed self-joins (lower(e-mail), phone, folded sort_name), one row per pair.
      const live = and(eq(a.dealershipId, dealershipId), eq(b.dealershipId, dealershipId), isNull(a.mergedIntoId), isNull(b.mergedIntoId), sql`${a.id} < ${b.id}`);
      const on = [
        and(sql`lower(${a.email}) = lower(${b.email})`, sql`${a.email} <> ''`),
        and(eq(a.phone, b.phone), sql`${a.phone} <> ''`),
        and(eq(a.sortName, b.sortName), sql`${a.sortName} <> ''`, sql`upper(replace(replace(${a.postalCode}, ' ', ''), '-', '')) = upper(replace(replace(${b.postalCode}, ' ', ''), '-', ''))`),
      ];
      const pairs = new Map<string, readonly [number, number]>();
      for (const condition of on) {
        const rows = await db.select({ a: a.id, b: b.id }).from(a).innerJoin(b, and(live, condition)).orderBy(a.id, b.id).limit(limit);
        for (const r of rows) if (pairs.size < limit) pairs.set(`${r.a}:${r.b}`, [r.a, r.b]);
      }
      if (pairs.size === 0) return [];
      const ids = [...new Set([...pairs.values()].flat())];
      const people = new Map((await db.select(candidateColumns).from(customers).where(inArray(customers.id, ids))).map((c) => [c.id, { ...c, activeOrders: Number(c.activeOrders) }]));
      return [...pairs.values()].flatMap(([x, y]) => {
        const p = people.get(x);
        const q = people.get(y);
        return p && q ? [[p, q] as const] : [];
      });
    },

    async countsOf(dealershipId, customerId): Promise<MergeCounts> {
      const [notes] = await db.select({
        n: sql<number>`(case when customers.note <> '' then 1 else 0 end) + (select count(*)::int from orders o where o.customer_id = customers.id and o.note <> '')`,
      }).from(customers).where(and(eq(customers.id, customerId), eq(customers.dealershipId, dealershipId), isNull(customers.mergedIntoId)));
      // Another store's customer (or one merged away) has nothing to move: its rows are not counted.
      const fp = notes === undefined ? {} : await footprintOf(db, customerId);
      const n = (t: string) => fp[t]?.length ?? 0;
      return {
        deals: n('orders'), notes: Number(notes?.n ?? 0), timeline: n('order_timeline'), documents: n('deal_documents'), deposits: n('deposits'),
        credit_applications: n('credit_applications'), trade_ins: n('trade_ins'), quotes: n('quotes'), notifications: n('staff_notifications'),
      };
    },

    async merge(dealershipId, input) {
      const outcome = await db.transaction(async (tx) => {
        const locked = await tx.select({ id: customers.id, mergedInto: customers.mergedIntoId, updatedAt: customers.updatedAt }).from(customers)
          .where(and(eq(customers.dealershipId, dealershipId), inArray(customers.id, [input.keptId, input.mergedId]), isNull(customers.mergedIntoId)))
          .orderBy(customers.id).for('update');
        if (locked.length !== 2 || input.keptId === input.mergedId) return { _tag: 'not_found' as const };
        const dealless = await tx.select({ customerId: tradeIns.customerId }).from(tradeIns)
          .where(and(inArray(tradeIns.customerId, [input.keptId, input.mergedId]), isNull(tradeIns.orderId)));
        if (new Set(dealless.map((r) => r.customerId)).size === 2) return { _tag: 'conflict' as const, reason: 'trade_in' as const };

        const [before] = await tx.select(RESTORED).from(customers).where(eq(customers.id, input.keptId));
        const [other] = await tx.select({ prequal: customers.prequal, accountOpenedAt: customers.accountOpenedAt }).from(customers).where(eq(customers.id, input.mergedId));
        if (!before || !other) return { _tag: 'not_found' as const };
        const moved = await footprintOf(tx, input.mergedId);
        for (const table of MOVED_TABLES) {
          await tx.execute(sql`update ${sql.raw(table)} set customer_id = ${input.keptId} where customer_id = ${input.mergedId}`);
        }
        const opened = [before.accountOpenedAt, other.accountOpenedAt].filter((d): d is Date => d !== null).sort((x, y) => x.getTime() - y.getTime())[0] ?? null;
        await tx.update(customers).set({ ...fieldColumns(input.fields), prequal: before.prequal ?? other.prequal, accountOpenedAt: opened, updatedAt: input.at })
          .where(eq(customers.id, input.keptId));
        const mergedUpdatedAt = locked.find((r) => r.id === input.mergedId)?.updatedAt ?? input.at;
        await tx.update(customers).set({ mergedIntoId: input.keptId, updatedAt: input.at }).where(eq(customers.id, input.mergedId));
        await refreshCustomerAwaiting(tx, [input.keptId, input.mergedId]);
        const footprint = await footprintOf(tx, input.keptId);
        const [row] = await tx.insert(customerMerges).values({
          dealershipId, keptId: input.keptId, mergedId: input.mergedId, mergedBy: input.userId, mergedAt: input.at,
          keptBefore: toJson(before), mergedUpdatedAt, moved, footprint, keptUpdatedAt: input.at,
        }).returning();
        return row === undefined ? { _tag: 'not_found' as const } : { _tag: 'saved' as const, row };
      });
      if (outcome._tag !== 'saved') return outcome;
      counts.forget();
      return { _tag: 'merged', merge: await mergeOf(outcome.row) };
    },

    async undo(dealershipId, mergeId, userId, at) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(customerMerges).where(and(eq(customerMerges.id, mergeId), eq(customerMerges.dealershipId, dealershipId))).for('update');
        if (!row) return 'not_found' as const;
        if (row.undoneAt !== null) return 'already_undone' as const;
        await tx.select({ id: customers.id }).from(customers).where(inArray(customers.id, [row.keptId, row.mergedId])).orderBy(customers.id).for('update');
        if (!(await undoable(tx, row))) return 'changed_since' as const;
        for (const table of MOVED_TABLES) {
          const ids = (row.moved[table] ?? []).map(Number);
          if (ids.length === 0) continue;
          await tx.execute(sql`update ${sql.raw(table)} set customer_id = ${row.mergedId}
            where customer_id = ${row.keptId} and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
        }
        await tx.update(customers).set(fromJson(row.keptBefore)).where(eq(customers.id, row.keptId));
        await tx.update(customers).set({ mergedIntoId: null, updatedAt: row.mergedUpdatedAt }).where(eq(customers.id, row.mergedId));
        await refreshCustomerAwaiting(tx, [row.keptId, row.mergedId]);
        await tx.update(customerMerges).set({ undoneAt: at, undoneBy: userId }).where(eq(customerMerges.id, row.id));
        return 'undone' as const;
      });
      if (outcome === 'undone') counts.forget();
      return outcome;
    },

    async latestInto(dealershipId, keptId) {
      const [row] = await db.select().from(customerMerges)
        .where(and(eq(customerMerges.dealershipId, dealershipId), eq(customerMerges.keptId, keptId), isNull(customerMerges.undoneAt)))
        .orderBy(desc(customerMerges.mergedAt), desc(customerMerges.id)).limit(1);
      if (!row) return null;
      return { merge: await mergeOf(row), undoable: await undoable(db, row) };
    },
  };
}
