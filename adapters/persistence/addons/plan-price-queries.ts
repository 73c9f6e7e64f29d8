import { and, asc, eq } from 'drizzle-orm';
import type { PlanPrice, PlanPriceFields } from '@dealer-panel/core/addons/addon';
import type { Db } from '../shared/database';
import { toPrice, type PriceRow } from './addon-rows';
import { planOf } from './plan-queries';
import { protectionPlanPrices, protectionPlans } from './schema';

// A plan's prices, reached through the plan: another dealership's plan or price reads as not found.

async function planOwned(db: Db, dealershipId: number, planId: number): Promise<boolean> {
  const [row] = await db.select({ id: protectionPlans.id }).from(protectionPlans).where(planOf(dealershipId, planId));
  return row !== undefined;
}

async function priceOwned(db: Db, dealershipId: number, id: number): Promise<PriceRow | null> {
  const [row] = await db.select({ p: protectionPlanPrices }).from(protectionPlanPrices)
    .innerJoin(protectionPlans, eq(protectionPlans.id, protectionPlanPrices.planId))
    .where(and(eq(protectionPlanPrices.id, id), eq(protectionPlans.dealershipId, dealershipId)));
  return row?.p ?? null;
}

/** The dealership's prices (of one plan, or of all when `planId` is null), by id. */
export async function listPrices(db: Db, dealershipId: number, planId: number | null): Promise<PlanPrice[]> {
  const where = [eq(protectionPlans.dealershipId, dealershipId)];
  if (planId !== null) where.push(eq(protectionPlanPrices.planId, planId));
  const rows = await db.select({ p: protectionPlanPrices }).from(protectionPlanPrices)
    .innerJoin(protectionPlans, eq(protectionPlans.id, protectionPlanPrices.planId)).where(and(...where)).orderBy(asc(protectionPlanPrices.id));
  return rows.map((r) => toPrice(r.p));
}

export async function priceOf(db: Db, dealershipId: number, id: number): Promise<PlanPrice | null> {
  const row = await priceOwned(db, dealershipId, id);
  return row ? toPrice(row) : null;
}

export async function createPrice(db: Db, dealershipId: number, planId: number, fields: PlanPriceFields): Promise<PlanPrice | null> {
  if (!(await planOwned(db, dealershipId, planId))) return null;
  const [row] = await db.insert(protectionPlanPrices).values({ planId, ...fields }).returning();
  return toPrice(row!);
}

export async function updatePrice(db: Db, dealershipId: number, id: number, fields: Partial<PlanPriceFields>): Promise<PlanPrice | null> {
  if ((await priceOwned(db, dealershipId, id)) === null) return null;
  if (Object.keys(fields).length === 0) return priceOf(db, dealershipId, id);
  const [row] = await db.update(protectionPlanPrices).set(fields).where(eq(protectionPlanPrices.id, id)).returning();
  return row ? toPrice(row) : null;
}

export async function deletePrice(db: Db, dealershipId: number, id: number): Promise<boolean> {
  if ((await priceOwned(db, dealershipId, id)) === null) return false;
  await db.delete(protectionPlanPrices).where(eq(protectionPlanPrices.id, id));
  return true;
}
