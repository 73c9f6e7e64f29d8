import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FeeRepository } from '@dealer-panel/core/fees/fee-repository';
import type { FeeValues } from '@dealer-panel/core/fees/fee-form';
import type { FeeKind, FeeOrDiscount, FeeScope } from '@dealer-panel/core/fees/fee-or-discount';
import { cents } from '@dealer-panel/core/shared/money';
import type { Db } from '../shared/database';
import type { StoreCache } from '../shared/store-cache';
import { feesAndDiscounts as F, orderFeesAndDiscounts as C } from './schema';
import { orders } from '../orders/schema';

type Row = typeof F.$inferSelect;

const kindOf = (v: string): FeeKind => (v === 'discount' ? 'discount' : 'fee');
const scopeOf = (v: string): FeeScope => (v === 'custom' ? 'custom' : 'global');

export function toFee(r: Row): FeeOrDiscount {
  return {
    id: r.id, dealershipId: r.dealershipId, kind: kindOf(r.kind), scope: scopeOf(r.scope), orderId: r.orderId,
    name: r.name, nameFr: r.nameFr, descriptionEn: r.descriptionEn, descriptionFr: r.descriptionFr,
    amountCents: cents(r.amountCents), taxability: r.taxability, includeByDefault: r.includeByDefault,
    isCash: r.isCash, isFinance: r.isFinance, isLease: r.isLease,
    applicableNew: r.applicableNew, applicableUsed: r.applicableUsed, applicableCpo: r.applicableCpo,
    isDemo: r.isDemo, isInStock: r.isInStock, isPending: r.isPending, isInTransit: r.isInTransit, isVirtual: r.isVirtual, isAsIs: r.isAsIs,
    vehicleTypes: r.vehicleTypes, marketscanType: r.marketscanType, capCost: r.capCost, residualize: r.residualize, taxInCap: r.taxInCap,
    selectableByCustomer: r.selectableByCustomer, type: r.type, sortOrder: r.sortOrder,
  };
}

/** The columns of the writable values (amount in cents, lists as jsonb). */
export function feeColumns(v: FeeValues): Partial<typeof F.$inferInsert> {
  return {
    name: v.name, nameFr: v.nameFr, descriptionEn: v.descriptionEn, descriptionFr: v.descriptionFr, amountCents: v.amountCents,
    taxability: v.taxability, includeByDefault: v.includeByDefault, isCash: v.isCash, isFinance: v.isFinance, isLease: v.isLease,
    applicableNew: v.applicableNew, applicableUsed: v.applicableUsed, applicableCpo: v.applicableCpo,
    isDemo: v.isDemo, isInStock: v.isInStock, isPending: v.isPending, isInTransit: v.isInTransit, isVirtual: v.isVirtual, isAsIs: v.isAsIs,
    vehicleTypes: [...v.vehicleTypes], marketscanType: v.marketscanType, capCost: v.capCost, residualize: v.residualize, taxInCap: v.taxInCap,
    selectableByCustomer: v.selectableByCustomer, type: v.type,
  };
}

/**
 * `stores`: pricing's per-store cache (payments/store-pricing-inputs.ts, shared with the payments
 * repository); every write of a fee forgets its store there. None: nothing to forget.
 */
export function drizzleFeeRepository(db: Db, stores: Pick<StoreCache<unknown>, 'forget'> = { forget: () => undefined }): FeeRepository {
  const mine = (dealershipId: number, id: number) => and(eq(F.dealershipId, dealershipId), eq(F.id, id));
  const repository: FeeRepository = {
    async list(dealershipId, kind, scope, orderId) {
      const rows = await db.select().from(F).where(and(
        eq(F.dealershipId, dealershipId), eq(F.kind, kind), eq(F.scope, scope),
        orderId === null ? undefined : eq(F.orderId, orderId),
      )).orderBy(asc(F.sortOrder), asc(F.id));
      return rows.map(toFee);
    },
    async byId(dealershipId, id) {
      const [row] = await db.select().from(F).where(mine(dealershipId, id));
      return row ? toFee(row) : null;
    },
    async create(dealershipId, fee, at) {
      // A new row goes after the others of its kind and scope.
      const [last] = await db.select({ n: sql<number>`coalesce(max(${F.sortOrder}), -1)::int` }).from(F)
        .where(and(eq(F.dealershipId, dealershipId), eq(F.kind, fee.kind), eq(F.scope, fee.scope)));
      const [row] = await db.insert(F).values({
        sortOrder: Number(last?.n ?? -1) + 1,
        ...feeColumns(fee), name: fee.name, amountCents: fee.amountCents,
        dealershipId, kind: fee.kind, scope: fee.scope, orderId: fee.orderId, createdBy: fee.createdBy, createdAt: at, updatedAt: at,
      }).returning();
      return toFee(row!);
    },
    async update(dealershipId, id, values, at) {
      const [row] = await db.update(F).set({ ...feeColumns(values), updatedAt: at }).where(mine(dealershipId, id)).returning();
      return row ? toFee(row) : null;
    },
    async setMarketscanTypes(dealershipId, changes, at) {
      await db.transaction(async (tx) => {
        for (const c of changes) {
          await tx.update(F).set({ marketscanType: c.marketscanType, updatedAt: at }).where(and(mine(dealershipId, c.id), eq(F.scope, 'global')));
        }
      });
    },
    async moveToOrder(dealershipId, id, orderId) {
      const [row] = await db.update(F).set({ orderId }).where(and(mine(dealershipId, id), eq(F.scope, 'custom'))).returning();
      return row ? toFee(row) : null;
    },
    async delete(dealershipId, id) {
      const rows = await db.delete(F).where(mine(dealershipId, id)).returning({ id: F.id });
      return rows.length > 0;
    },
    async openOrdersCarrying(dealershipId, ids) {
      const result = new Map<number, number>();
      if (ids.length === 0) return result;
      // A global is on an open deal when the deal added it (included) or it is a default not taken off.
      const rows = await db.select({ feeId: F.id, n: sql<number>`count(${orders.id})::int` })
        .from(F)
        .innerJoin(orders, and(eq(orders.dealershipId, F.dealershipId), eq(orders.isArchived, false), ne(orders.status, 'completed')))
        .leftJoin(C, and(eq(C.feeId, F.id), eq(C.orderId, orders.id)))
        .where(and(
          eq(F.dealershipId, dealershipId), inArray(F.id, [...ids]),
          or(eq(C.included, true), and(isNull(C.feeId), eq(F.includeByDefault, true))),
        ))
        .groupBy(F.id);
      for (const r of rows) result.set(r.feeId, Number(r.n));
      return result;
    },
    async forOrder(dealershipId, orderId) {
      const rows = await db.select().from(F).where(and(
        eq(F.dealershipId, dealershipId),
        or(eq(F.scope, 'global'), and(eq(F.scope, 'custom'), eq(F.orderId, orderId))),
      ));
      const choices = await db.select({ orderId: C.orderId, feeId: C.feeId, included: C.included }).from(C).where(eq(C.orderId, orderId));
      return { fees: rows.map(toFee), choices };
    },
    async setChoice(orderId, feeId, included, userId, at) {
      await db.insert(C).values({ orderId, feeId, included, addedBy: userId, addedAt: at })
        .onConflictDoUpdate({ target: [C.orderId, C.feeId], set: { included, addedBy: userId, addedAt: at } });
    },
  };
  /** The write, then its store forgotten (also when it failed: it may have written part). */
  const forgetting = <A extends unknown[], R>(write: (dealershipId: number, ...rest: A) => Promise<R>) =>
    async (dealershipId: number, ...rest: A): Promise<R> => { try { return await write(dealershipId, ...rest); } finally { stores.forget(dealershipId); } };
  return {
    ...repository,
    create: forgetting(repository.create), update: forgetting(repository.update), setMarketscanTypes: forgetting(repository.setMarketscanTypes),
    moveToOrder: forgetting(repository.moveToOrder), delete: forgetting(repository.delete),
  };
}
