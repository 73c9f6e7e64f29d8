import { and, eq } from 'drizzle-orm';
import type { IncentiveFields } from '@dealer-panel/core/payments/payments-repository';
import type { IncentiveRecord } from '@dealer-panel/core/payments/pricing-inputs';
import type { Db } from '../shared/database';
import { orders } from '../orders/schema';
import { toIncentive } from './payment-rows';
import { incentives } from './schema';

type Incentive = IncentiveRecord & { readonly nameFr: string };

const mine = (dealershipId: number, id: number) => and(eq(incentives.dealershipId, dealershipId), eq(incentives.id, id));

export async function incentivesOf(db: Db, dealershipId: number): Promise<Incentive[]> {
  return (await db.select().from(incentives).where(eq(incentives.dealershipId, dealershipId)).orderBy(incentives.id)).map(toIncentive);
}

export async function incentiveOf(db: Db, dealershipId: number, id: number): Promise<Incentive | null> {
  const [row] = await db.select().from(incentives).where(mine(dealershipId, id));
  return row ? toIncentive(row) : null;
}

/** Creates (id null) or changes an incentive. */
export async function saveIncentive(db: Db, dealershipId: number, id: number | null, fields: IncentiveFields): Promise<Incentive> {
  const values = { ...fields, updatedAt: new Date() };
  const [row] = id === null
    ? await db.insert(incentives).values({ ...values, dealershipId }).returning()
    : await db.update(incentives).set(values).where(mine(dealershipId, id)).returning();
  return toIncentive(row!);
}

export async function deleteIncentive(db: Db, dealershipId: number, id: number): Promise<boolean> {
  const rows = await db.delete(incentives).where(mine(dealershipId, id)).returning({ id: incentives.id });
  return rows.length > 0;
}

export async function setOrderIncentives(db: Db, orderId: number, ids: readonly number[]): Promise<void> {
  await db.update(orders).set({ incentives: [...ids], updatedAt: new Date() }).where(eq(orders.id, orderId));
}
