import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DmsAnswer, DmsDealFacts } from '@dealer-panel/core/dms/dms';
import type { DmsPush, PushState } from '@dealer-panel/core/dms/dms-push';
import type { DmsRepository } from '@dealer-panel/core/dms/dms-repository';
import type { Db } from '../shared/database';
import { users } from '../access/schema';
import { customers } from '../customers/schema';
import { vehicles } from '../inventory/schema';
import { orders } from '../orders/schema';
import { tradeIns } from '../trade-ins/schema';
import { dmsPushes, dmsSimulatedDeals, dmsSync } from './schema';

const ACTIVE: PushState[] = ['queued', 'pushing', 'retrying'];
const STATES: readonly PushState[] = ['queued', 'pushing', 'pushed', 'failed', 'retrying'];

const columns = {
  id: dmsPushes.id, dealershipId: dmsPushes.dealershipId, orderId: dmsPushes.orderId, state: dmsPushes.state, attempts: dmsPushes.attempts,
  idempotencyKey: dmsPushes.idempotencyKey, jobId: dmsPushes.jobId, requestedByUserId: dmsPushes.requestedBy, requestedAt: dmsPushes.requestedAt,
  startedAt: dmsPushes.startedAt, finishedAt: dmsPushes.finishedAt, nextRetryAt: dmsPushes.nextRetryAt, dmsDealNumber: dmsPushes.dmsDealNumber,
  fieldErrors: dmsPushes.fieldErrors, failure: dmsPushes.failure,
  requestedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};
type Row = { [K in keyof typeof columns]: unknown } & Omit<DmsPush, 'state'> & { state: string };
const toPush = (r: Row): DmsPush => ({ ...r, state: STATES.find((s) => s === r.state) ?? 'failed' });

/** The deal's pushes and sync record in PostgreSQL or PGlite (the contract is DmsRepository's). */
export function drizzleDmsRepository(db: Db): DmsRepository {
  const select = (via: Db = db) => via.select(columns).from(dmsPushes).leftJoin(users, eq(users.id, dmsPushes.requestedBy));
  const byId = async (id: number, via: Db = db) => { const [r] = await select(via).where(eq(dmsPushes.id, id)).limit(1); return r === undefined ? null : toPush(r as Row); };
  const active = async (orderId: number, via: Db = db) => {
    const [r] = await select(via).where(and(eq(dmsPushes.orderId, orderId), inArray(dmsPushes.state, ACTIVE))).limit(1);
    return r === undefined ? null : toPush(r as Row);
  };

  return {
    async deal(dealershipId, orderId): Promise<DmsDealFacts | null> {
      const [r] = await db.select({
        archived: orders.isArchived,
        firstName: customers.firstName, lastName: customers.lastName, email: customers.email, phone: customers.phone,
        postalCode: customers.postalCode, provinceCode: customers.provinceCode, language: customers.language,
        vehicleId: vehicles.id, vin: vehicles.vin, stockNumber: vehicles.stockNumber, year: vehicles.year, make: vehicles.make, model: vehicles.model,
        trim: vehicles.trim, condition: vehicles.condition, odometer: vehicles.odometer,
        tradeInId: tradeIns.id, tVin: tradeIns.vin, tYear: tradeIns.year, tMake: tradeIns.make, tModel: tradeIns.model, tOdometer: tradeIns.odometer, tUnit: tradeIns.odometerUnit,
      }).from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
        .leftJoin(tradeIns, eq(tradeIns.orderId, orders.id))
        .where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, orderId))).limit(1);
      if (r === undefined) return null;
      return {
        orderId,
        archived: r.archived,
        customer: { firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone, postalCode: r.postalCode, provinceCode: r.provinceCode, language: r.language },
        vehicle: r.vehicleId === null ? null : {
          vin: r.vin ?? '', stockNumber: r.stockNumber ?? '', year: r.year ?? 0, make: r.make ?? '', model: r.model ?? '', trim: r.trim ?? '',
          condition: r.condition ?? '', odometer: r.odometer ?? 0,
        },
        tradeIn: r.tradeInId === null ? null : {
          vin: r.tVin, year: r.tYear ?? 0, make: r.tMake ?? '', model: r.tModel ?? '', odometer: r.tOdometer ?? 0, odometerUnit: r.tUnit ?? 'km',
        },
      };
    },

    async request(dealershipId, orderId, userId, now) {
      // The partial unique index keeps one active push per deal: of two requests at once, one inserts, the other reads it.
      for (let tries = 0; tries < 3; tries += 1) {
        const inserted = await db.insert(dmsPushes).values({
          dealershipId, orderId, state: 'queued', idempotencyKey: `dms-${randomUUID()}`, requestedBy: userId, requestedAt: now,
        }).onConflictDoNothing().returning({ id: dmsPushes.id });
        const id = inserted[0]?.id;
        if (id !== undefined) return { push: (await byId(id))!, created: true };
        const existing = await active(orderId);
        if (existing !== null) return { push: existing, created: false };
      }
      throw new Error(`dms push of order ${orderId}: no active push and none could be opened`);
    },

    async setJob(pushId, jobId) {
      await db.update(dmsPushes).set({ jobId }).where(eq(dmsPushes.id, pushId));
    },

    byId: (pushId) => byId(pushId),

    async move(pushId, from, to, patch, now) {
      return db.transaction(async (tx) => {
        const { fieldErrors, ...rest } = patch;
        const [moved] = await tx.update(dmsPushes).set({ state: to, ...rest, ...(fieldErrors ? { fieldErrors: [...fieldErrors] } : {}) })
          .where(and(eq(dmsPushes.id, pushId), inArray(dmsPushes.state, [...from]))).returning({ orderId: dmsPushes.orderId, dealershipId: dmsPushes.dealershipId, number: dmsPushes.dmsDealNumber });
        if (moved === undefined) return null;
        if (to === 'pushed' && moved.number !== null) {
          await tx.insert(dmsSync).values({ orderId: moved.orderId, dealershipId: moved.dealershipId, dmsDealNumber: moved.number, lastPushId: pushId, lastPushedAt: now })
            .onConflictDoUpdate({ target: dmsSync.orderId, set: { dmsDealNumber: moved.number, lastPushId: pushId, lastPushedAt: now, updatedAt: now } });
        }
        return byId(pushId, tx as unknown as Db);
      });
    },

    async sync(dealershipId, orderId) {
      const [r] = await db.select({ orderId: dmsSync.orderId, dmsDealNumber: dmsSync.dmsDealNumber, lastPushedAt: dmsSync.lastPushedAt }).from(dmsSync)
        .where(and(eq(dmsSync.dealershipId, dealershipId), eq(dmsSync.orderId, orderId))).limit(1);
      return r ?? null;
    },

    async history(dealershipId, orderId, limit) {
      const rows = await select().where(and(eq(dmsPushes.dealershipId, dealershipId), eq(dmsPushes.orderId, orderId))).orderBy(desc(dmsPushes.id)).limit(limit);
      return rows.map((r) => toPush(r as Row));
    },

    async due(now, limit) {
      const rows = await select().where(or(
        inArray(dmsPushes.state, ['queued', 'pushing']),
        and(eq(dmsPushes.state, 'retrying'), or(isNull(dmsPushes.nextRetryAt), lte(dmsPushes.nextRetryAt, now))),
      )).orderBy(asc(dmsPushes.id)).limit(limit);
      return rows.map((r) => toPush(r as Row));
    },
  };
}

/** What the simulated DMS keeps (adapters/dms/simulated-dms.ts, SimulatedDmsLedger; restated here: adapter families do not import each other). */
export interface DmsLedgerStore {
  answerOf(key: string): Promise<DmsAnswer | null>;
  remember(key: string, storeId: number, orderId: number, answer: DmsAnswer | { readonly _tag: 'NewDeal' }): Promise<DmsAnswer>;
  dealsOf(storeId: number, orderId: number): Promise<readonly string[]>;
}

/** The simulated DMS's ledger in the database: its answers by idempotency key survive our restarts (first answer wins, across processes). */
export function drizzleDmsLedger(db: Db): DmsLedgerStore {
  const answerOf = async (key: string): Promise<DmsAnswer | null> => {
    const [r] = await db.select({ answer: dmsSimulatedDeals.answer }).from(dmsSimulatedDeals).where(eq(dmsSimulatedDeals.idempotencyKey, key)).limit(1);
    return r?.answer ?? null;
  };
  return {
    answerOf,
    async remember(key, storeId, orderId, answer) {
      const kept = await db.transaction(async (tx) => {
        const [row] = await tx.insert(dmsSimulatedDeals).values({ idempotencyKey: key, storeId, orderId, answer: answer._tag === 'NewDeal' ? null : answer })
          .onConflictDoNothing().returning({ id: dmsSimulatedDeals.id });
        if (row === undefined) return null;
        if (answer._tag !== 'NewDeal') return answer;
        const dealNumber = `SIM-${String(row.id).padStart(6, '0')}`;
        const accepted: DmsAnswer = { _tag: 'Accepted', dealNumber };
        await tx.update(dmsSimulatedDeals).set({ dealNumber, answer: accepted }).where(eq(dmsSimulatedDeals.id, row.id));
        return accepted;
      });
      if (kept !== null) return kept;
      const first = await answerOf(key);
      if (first === null) throw new Error(`simulated DMS: the answer of ${key} is not kept yet`);
      return first;
    },
    async dealsOf(storeId, orderId) {
      const rows = await db.select({ n: dmsSimulatedDeals.dealNumber }).from(dmsSimulatedDeals)
        .where(and(eq(dmsSimulatedDeals.storeId, storeId), eq(dmsSimulatedDeals.orderId, orderId))).orderBy(asc(dmsSimulatedDeals.id));
      return rows.flatMap((r) => (r.n === null ? [] : [r.n]));
    },
  };
}
