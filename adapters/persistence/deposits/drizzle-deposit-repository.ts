import { and, asc, eq, like, lte } from 'drizzle-orm';
import { newDeposit, type Deposit } from '@dealer-panel/core/deposits/deposit';
import type { DepositRepository } from '@dealer-panel/core/deposits/deposit-repository';
import { DEPOSIT_STEP_STATUS } from '@dealer-panel/core/deposits/deposit-step';
import type { Db } from '../shared/database';
import { orders } from '../orders/schema';
import { dealerships } from '../access/schema';
import { depositChanges, depositFromRow } from './deposit-columns';
import { deposits } from './schema';

/** Thrown inside a save's transaction to roll it back when a deposit changed meanwhile. */
class StaleDeposit extends Error {}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The deal's own deposit columns and deposit step, in step with the deposit (the customer list filters on them). */
async function keepDealInStep(tx: Db | Tx, d: Deposit): Promise<void> {
  await tx.update(orders).set({
    depositStatus: d.state, depositMode: d.mode, depositAmountCents: d.amountCents, stepDeposit: DEPOSIT_STEP_STATUS[d.state], updatedAt: d.updatedAt,
  }).where(eq(orders.id, d.orderId));
}

/** Deposits in PostgreSQL or PGlite: versioned saves, all of a save's deposits and their deals in one transaction. */
export function drizzleDepositRepository(db: Db): DepositRepository {
  const one = async (where: ReturnType<typeof and>) => {
    const [row] = await db.select().from(deposits).where(where).limit(1);
    return row === undefined ? null : depositFromRow(row);
  };
  return {
    byOrder: (dealershipId, orderId) => one(and(eq(deposits.dealershipId, dealershipId), eq(deposits.orderId, orderId))),
    byId: (dealershipId, id) => one(and(eq(deposits.dealershipId, dealershipId), eq(deposits.id, id))),
    async deal(dealershipId, orderId) {
      const [row] = await db.select({ orderId: orders.id, customerId: orders.customerId, isArchived: orders.isArchived })
        .from(orders).where(and(eq(orders.dealershipId, dealershipId), eq(orders.id, orderId))).limit(1);
      return row ?? null;
    },
    async create(input, now) {
      return db.transaction(async (tx) => {
        const fresh = newDeposit(input, 0, now);
        const [row] = await tx.insert(deposits).values({ dealershipId: input.dealershipId, orderId: input.orderId, customerId: input.customerId, ...depositChanges(fresh) })
          .onConflictDoNothing({ target: deposits.orderId }).returning();
        if (row === undefined) {
          const [existing] = await tx.select().from(deposits).where(eq(deposits.orderId, input.orderId)).limit(1);
          if (existing === undefined) throw new Error(`deposit of order ${input.orderId} neither created nor found`);
          return depositFromRow(existing);
        }
        const created = depositFromRow(row);
        await keepDealInStep(tx, created);
        return created;
      });
    },
    async save(list) {
      try {
        await db.transaction(async (tx) => {
          // In id order, so that two saves of the same deposits never wait on each other's locks.
          for (const d of [...list].sort((a, b) => a.id - b.id)) {
            const updated = await tx.update(deposits).set(depositChanges(d))
              .where(and(eq(deposits.id, d.id), eq(deposits.dealershipId, d.dealershipId), eq(deposits.version, d.version - 1)))
              .returning({ id: deposits.id });
            if (updated.length === 0) throw new StaleDeposit();
            await keepDealInStep(tx, d);
          }
        });
        return true;
      } catch (error) {
        if (error instanceof StaleDeposit) return false;
        throw error;
      }
    },
    async expiredHolds(now, limit) {
      const rows = await db.select().from(deposits)
        .where(and(eq(deposits.state, 'pre_authorized'), lte(deposits.holdExpiresAt, now)))
        .orderBy(asc(deposits.holdExpiresAt), asc(deposits.id)).limit(limit);
      return rows.map(depositFromRow);
    },
  };
}

/** Deposits whose payment the simulated processor made, with their store's connected account (restoreSimulatedPayments). */
export async function simulatedDeposits(db: Db): Promise<readonly { readonly accountId: string; readonly deposit: Deposit }[]> {
  const rows = await db.select({ row: deposits, accountId: dealerships.cardProcessorAccountId }).from(deposits)
    .innerJoin(dealerships, eq(dealerships.id, deposits.dealershipId))
    .where(like(deposits.processorPaymentId, 'pi_sim_%')).orderBy(asc(deposits.id));
  return rows.flatMap(({ row, accountId }) => (accountId === null ? [] : [{ accountId, deposit: depositFromRow(row) }]));
}
