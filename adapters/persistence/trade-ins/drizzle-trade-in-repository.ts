import { and, count, desc, eq, gt, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { TradeInRepository, TradeInOwner, TradeInStep, WorksheetTradeIn } from '@dealer-panel/core/trade-ins/trade-in-repository';
import { amountOwingCents, tradeInTypeOf, type TradeInTarget } from '@dealer-panel/core/trade-ins/trade-in';
import { orderAwaiting } from '@dealer-panel/core/shared/deal-states';
import { pageOf } from '@dealer-panel/core/shared/page';
import { storeTimeZone } from '@dealer-panel/core/stores/calendar-settings';
import type { Db } from '../shared/database';
import { dealerships } from '../access/schema';
import { customers } from '../customers/schema';
import { refreshCustomerAwaiting } from '../customers/customer-awaiting';
import { toCalendar } from '../stores/drizzle-store-repository';
import { orders } from '../orders/schema';
import { stepColumns, toSteps } from '../orders/order-summary-columns';
import { orderPaymentTypes } from '../payments/schema';
import { tradeInEstimates, tradeInOffers, tradeIns } from './schema';
import { fieldColumns, hydrate } from './trade-in-rows';

/** The store's time zone from its row: its own, else its province's or state's. */
const zoneOf = (r: { readonly country: string; readonly region: string; readonly calendar: Readonly<Record<string, unknown>> }): string =>
  storeTimeZone({ calendar: toCalendar(r.calendar), country: r.country === 'US' ? 'US' : 'CA', provinceCode: r.region });

const whereOf = (dealershipId: number, target: TradeInTarget) => ('orderId' in target
  ? and(eq(tradeIns.dealershipId, dealershipId), eq(tradeIns.orderId, target.orderId))
  : and(eq(tradeIns.dealershipId, dealershipId), eq(tradeIns.customerId, target.customerId), isNull(tradeIns.orderId)));

/** The deal's trade-in step, and who the deal and its customer await, in the caller's transaction. */
async function setStep(tx: Db, orderId: number, step: TradeInStep, now: Date): Promise<void> {
  const [row] = await tx.update(orders).set({ stepTradeIn: step, updatedAt: now }).where(eq(orders.id, orderId))
    .returning({ status: orders.status, isArchived: orders.isArchived, customerId: orders.customerId, awaiting: orders.awaiting, ...stepColumns });
  if (row === undefined) return;
  const awaiting = orderAwaiting(row.status as Parameters<typeof orderAwaiting>[0], toSteps(row), row.isArchived);
  if (awaiting !== row.awaiting) await tx.update(orders).set({ awaiting }).where(eq(orders.id, orderId));
  await refreshCustomerAwaiting(tx, [row.customerId]);
}

/** An accepted offer on every payment type of the deal (its worksheet's trade-in), in the caller's transaction. */
async function writeWorksheet(tx: Db, orderId: number, w: WorksheetTradeIn, now: Date): Promise<void> {
  await tx.update(orderPaymentTypes).set({ tradeInType: w.type, tradeInCreditCents: w.creditCents, tradeInOwingCents: w.owingCents, updatedAt: now })
    .where(eq(orderPaymentTypes.orderId, orderId));
}

/** Trade-ins, estimates and offers in PostgreSQL or PGlite (the contract is TradeInRepository's). */
export function drizzleTradeInRepository(db: Db): TradeInRepository {
  const one = async (where: ReturnType<typeof whereOf>, via: Db = db) => (await hydrate(via, await via.select().from(tradeIns).where(where).limit(1)))[0] ?? null;
  const byIdIn = (via: Db, id: number) => one(eq(tradeIns.id, id) as ReturnType<typeof whereOf>, via);

  return {
    async owner(dealershipId, target): Promise<TradeInOwner | null> {
      const store = { country: dealerships.country, region: dealerships.provinceCode, tradeInSystem: dealerships.tradeInSystem, calendar: dealerships.calendar };
      const [r] = 'orderId' in target
        ? await db.select({ customerId: orders.customerId, ...store }).from(orders).innerJoin(dealerships, eq(dealerships.id, orders.dealershipId))
          .where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, target.orderId))).limit(1)
        : await db.select({ customerId: customers.id, ...store }).from(customers).innerJoin(dealerships, eq(dealerships.id, customers.dealershipId))
          .where(and(eq(customers.dealershipId, dealershipId), eq(customers.id, target.customerId))).limit(1);
      if (r === undefined) return null;
      const country = r.country === 'US' ? 'US' : 'CA';
      return {
        dealershipId, orderId: 'orderId' in target ? target.orderId : null, customerId: r.customerId, country, region: r.region, tradeInSystem: r.tradeInSystem,
        timeZone: zoneOf(r),
      };
    },
    find: (dealershipId, target) => one(whereOf(dealershipId, target)),
    async store(dealershipId) {
      const [r] = await db.select({ tradeInSystem: dealerships.tradeInSystem, country: dealerships.country, region: dealerships.provinceCode, calendar: dealerships.calendar })
        .from(dealerships).where(eq(dealerships.id, dealershipId)).limit(1);
      return r === undefined ? { tradeInSystem: 'none', timeZone: 'UTC' } : { tradeInSystem: r.tradeInSystem, timeZone: zoneOf(r) };
    },
    byId: (dealershipId, id) => one(and(eq(tradeIns.dealershipId, dealershipId), eq(tradeIns.id, id))),
    async ofCustomer(dealershipId, customerId) {
      return hydrate(db, await db.select().from(tradeIns).where(and(eq(tradeIns.dealershipId, dealershipId), eq(tradeIns.customerId, customerId))).orderBy(desc(tradeIns.id)));
    },
    async list(dealershipId, q) {
      const open = notExists(db.select({ one: sql`1` }).from(tradeInOffers).where(and(eq(tradeInOffers.tradeInId, tradeIns.id),
        or(eq(tradeInOffers.status, 'accepted'), and(eq(tradeInOffers.status, 'awaiting'), sql`${tradeInOffers.expiryDate} >= ${q.today}`)))));
      const scope = q.scope.kind === 'own' ? or(isNull(customers.salesRepId), eq(customers.salesRepId, q.scope.repId)) : undefined;
      const where = and(eq(tradeIns.dealershipId, dealershipId), q.customerId === null ? open : eq(tradeIns.customerId, q.customerId), scope);
      const [counted] = await db.select({ n: count() }).from(tradeIns).innerJoin(customers, eq(customers.id, tradeIns.customerId)).where(where);
      const rows = await db.select({ t: tradeIns }).from(tradeIns).innerJoin(customers, eq(customers.id, tradeIns.customerId)).where(where)
        .orderBy(desc(tradeIns.updatedAt), desc(tradeIns.id)).limit(q.limit).offset((q.page - 1) * q.limit);
      return pageOf(counted?.n ?? 0, q.page, q.limit, await hydrate(db, rows.map((r) => r.t)));
    },
    async save(owner, fields, step, worksheet, now) {
      return db.transaction(async (tx) => {
        const target = owner.orderId === null ? { customerId: owner.customerId } : { orderId: owner.orderId };
        const values = { ...fieldColumns(fields), updatedAt: now };
        const [updated] = await tx.update(tradeIns).set(values).where(whereOf(owner.dealershipId, target)).returning({ id: tradeIns.id });
        let id = updated?.id;
        if (id === undefined) {
          const [inserted] = await tx.insert(tradeIns).values({ dealershipId: owner.dealershipId, customerId: owner.customerId, orderId: owner.orderId, ...values, createdAt: now })
            .onConflictDoNothing().returning({ id: tradeIns.id });
          // Lost a race with another first save: that one's row takes these fields.
          id = inserted?.id ?? (await tx.update(tradeIns).set(values).where(whereOf(owner.dealershipId, target)).returning({ id: tradeIns.id }))[0]?.id;
        }
        if (id === undefined) throw new Error('trade-in neither inserted nor updated');
        if (step !== null && owner.orderId !== null) await setStep(tx, owner.orderId, step, now);
        if (worksheet !== null && owner.orderId !== null) await writeWorksheet(tx, owner.orderId, worksheet, now);
        return (await byIdIn(tx, id))!;
      });
    },
    async saveEstimate(tradeInId, vendor, r, now) {
      const values = r.ok
        ? { ok: true, errorCode: null, errorReason: null, catId: r.catId, estimateId: r.estimateId, valueCents: r.valueCents, rangeMinCents: r.rangeMinCents, rangeMaxCents: r.rangeMaxCents }
        : { ok: false, errorCode: r.code, errorReason: r.reason, catId: null, estimateId: null, valueCents: null, rangeMinCents: null, rangeMaxCents: null };
      await db.insert(tradeInEstimates).values({ tradeInId, vendor, ...values, createdAt: now })
        .onConflictDoUpdate({ target: [tradeInEstimates.tradeInId, tradeInEstimates.vendor], set: { ...values, createdAt: now } });
    },
    async makeOffer(tradeInId, current, supersededTo, offer, step, now) {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ orderId: tradeIns.orderId }).from(tradeIns).where(eq(tradeIns.id, tradeInId)).for('update');
        if (locked === undefined) return null;
        const [latest] = await tx.select({ id: tradeInOffers.id, status: tradeInOffers.status }).from(tradeInOffers)
          .where(eq(tradeInOffers.tradeInId, tradeInId)).orderBy(desc(tradeInOffers.id)).limit(1);
        if ((latest?.id ?? null) !== (current?.id ?? null) || (latest !== undefined && latest.status !== current?.status)) return null;
        if (latest !== undefined && latest.status === 'awaiting' && supersededTo !== null) {
          await tx.update(tradeInOffers).set({ status: supersededTo, answeredAt: now }).where(eq(tradeInOffers.id, latest.id));
        }
        await tx.insert(tradeInOffers).values({ tradeInId, amountCents: offer.amountCents, comments: offer.comments, status: 'awaiting', expiryDate: offer.expiryDate, madeByUserId: offer.madeByUserId, createdAt: now });
        await tx.update(tradeIns).set({ updatedAt: now }).where(eq(tradeIns.id, tradeInId));
        if (locked.orderId !== null) await setStep(tx, locked.orderId, step, now);
        return byIdIn(tx, tradeInId);
      });
    },
    async answerOffer(tradeInId, offerId, from, to, declineComments, step, worksheet, now) {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ orderId: tradeIns.orderId }).from(tradeIns).where(eq(tradeIns.id, tradeInId)).for('update');
        if (locked === undefined) return null;
        const [latest] = await tx.select({ id: tradeInOffers.id, status: tradeInOffers.status }).from(tradeInOffers)
          .where(eq(tradeInOffers.tradeInId, tradeInId)).orderBy(desc(tradeInOffers.id)).limit(1);
        if (latest?.id !== offerId || latest.status !== from) return null;
        await tx.update(tradeInOffers).set({ status: to, declineComments, answeredAt: now }).where(eq(tradeInOffers.id, offerId));
        await tx.update(tradeIns).set({ updatedAt: now }).where(eq(tradeIns.id, tradeInId));
        if (locked.orderId !== null) {
          await setStep(tx, locked.orderId, step, now);
          if (worksheet !== null) await writeWorksheet(tx, locked.orderId, worksheet, now);
        }
        return byIdIn(tx, tradeInId);
      });
    },
    async dueOffers(before, afterId, limit) {
      const rows = await db.select({
        offerId: tradeInOffers.id, tradeInId: tradeIns.id, dealershipId: tradeIns.dealershipId, orderId: tradeIns.orderId, expiryDate: tradeInOffers.expiryDate,
        country: dealerships.country, region: dealerships.provinceCode, calendar: dealerships.calendar,
      })
        .from(tradeInOffers).innerJoin(tradeIns, eq(tradeIns.id, tradeInOffers.tradeInId)).innerJoin(dealerships, eq(dealerships.id, tradeIns.dealershipId))
        .where(and(eq(tradeInOffers.status, 'awaiting'), lt(tradeInOffers.expiryDate, before), gt(tradeInOffers.id, afterId))).orderBy(tradeInOffers.id).limit(limit);
      return rows.map(({ country, region, calendar, ...due }) => ({ ...due, timeZone: zoneOf({ country, region, calendar }) }));
    },
    async acceptedForOrder(dealershipId, orderId) {
      const found = await one(whereOf(dealershipId, { orderId }));
      const current = found?.offers[0];
      if (found === null || current?.status !== 'accepted') return null;
      return { type: tradeInTypeOf(found.fields), creditCents: current.amountCents, owingCents: amountOwingCents(found.fields) };
    },
  };
}
