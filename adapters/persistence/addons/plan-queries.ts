import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PlanCategory, PlanFields, ProtectionPlan } from '@dealer-panel/core/addons/addon';
import type { NewMedia } from '@dealer-panel/core/shared/media';
import type { AddonListQuery } from '@dealer-panel/core/addons/addon-queries';
import type { Found } from '@dealer-panel/core/addons/addon-repository';
import type { Db } from '../shared/database';
import { pattern, planColumns, toPlan, type PlanRow } from './addon-rows';
import { insertMedia } from './media-queries';
import { media, protectionPlanPrices, protectionPlanProvinceTaxes, protectionPlans } from './schema';

/** The dealership's plan of this id (a condition on protection_plans). */
export const planOf = (dealershipId: number, id: number) => and(eq(protectionPlans.dealershipId, dealershipId), eq(protectionPlans.id, id));

/** The plans with their prices and province taxes. */
async function withDetails(db: Db, rows: readonly PlanRow[]): Promise<ProtectionPlan[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const prices = await db.select().from(protectionPlanPrices).where(inArray(protectionPlanPrices.planId, ids));
  const taxes = await db.select().from(protectionPlanProvinceTaxes).where(inArray(protectionPlanProvinceTaxes.planId, ids));
  return rows.map((r) => toPlan(r, prices.filter((p) => p.planId === r.id),
    taxes.filter((t) => t.planId === r.id).map((t) => ({ provinceCode: t.provinceCode, gst: t.gst, hst: t.hst, pst: t.pst, qst: t.qst }))));
}

/** Replaces the plan's prices and province taxes with the ones given (those not given are kept). */
async function replaceChildren(tx: Pick<Db, 'insert' | 'delete'>, planId: number, f: Partial<PlanFields>): Promise<void> {
  if (f.prices !== undefined) {
    await tx.delete(protectionPlanPrices).where(eq(protectionPlanPrices.planId, planId));
    if (f.prices.length > 0) await tx.insert(protectionPlanPrices).values(f.prices.map((p) => ({ planId, ...p })));
  }
  if (f.provinceTaxes !== undefined) {
    await tx.delete(protectionPlanProvinceTaxes).where(eq(protectionPlanProvinceTaxes.planId, planId));
    if (f.provinceTaxes.length > 0) await tx.insert(protectionPlanProvinceTaxes).values(f.provinceTaxes.map((t) => ({ planId, ...t })));
  }
}

export async function listPlans(db: Db, dealershipId: number, q: AddonListQuery<PlanCategory>): Promise<Found<ProtectionPlan>> {
  const where: SQL[] = [eq(protectionPlans.dealershipId, dealershipId), inArray(protectionPlans.category, [...q.categories])];
  if (q.active !== null) where.push(eq(protectionPlans.active, q.active));
  if (q.origin !== null) where.push(eq(protectionPlans.usePenForLocalizedPrices, q.origin === 'pen'));
  if (q.search !== '') {
    const p = pattern(q.search);
    where.push(or(ilike(protectionPlans.name, p), ilike(protectionPlans.nameFr, p), ilike(protectionPlans.productCode, p))!);
  }
  const [total] = await db.select({ n: count() }).from(protectionPlans).where(and(...where));
  const rows = await db.select().from(protectionPlans).where(and(...where))
    .orderBy(q.descending ? desc(protectionPlans.id) : asc(protectionPlans.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { count: total?.n ?? 0, items: await withDetails(db, rows) };
}

export async function loadPlan(db: Db, dealershipId: number, id: number): Promise<ProtectionPlan | null> {
  const rows = await db.select().from(protectionPlans).where(planOf(dealershipId, id));
  return (await withDetails(db, rows))[0] ?? null;
}

export async function createPlan(db: Db, dealershipId: number, fields: PlanFields, at: Date): Promise<ProtectionPlan> {
  const id = await db.transaction(async (tx) => {
    const cols = planColumns(fields);
    const [row] = await tx.insert(protectionPlans).values({ ...cols, name: fields.name, category: fields.category, dealershipId, createdAt: at, updatedAt: at })
      .returning({ id: protectionPlans.id });
    await replaceChildren(tx, row!.id, fields);
    return row!.id;
  });
  return (await loadPlan(db, dealershipId, id))!;
}

export async function updatePlan(db: Db, dealershipId: number, id: number, fields: Partial<PlanFields>, at: Date): Promise<ProtectionPlan | null> {
  const done = await db.transaction(async (tx) => {
    const cols = planColumns(fields);
    const [row] = await tx.update(protectionPlans).set({ ...cols, updatedAt: at }).where(planOf(dealershipId, id)).returning({ id: protectionPlans.id });
    if (!row) return false;
    await replaceChildren(tx, id, fields);
    return true;
  });
  return done ? loadPlan(db, dealershipId, id) : null;
}

/** Deletes the plan (its prices and taxes cascade) and its image and PDF. */
export async function deletePlan(db: Db, dealershipId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(protectionPlans).where(planOf(dealershipId, id)).returning({ image: protectionPlans.imageMediaId, pdf: protectionPlans.pdfMediaId });
    if (!row) return false;
    const ids = [row.image, row.pdf].filter((m): m is string => m !== null);
    if (ids.length > 0) await tx.delete(media).where(inArray(media.id, ids));
    return true;
  });
}

/** Stores the image and/or PDF given and points the plan at them; the files they replace are deleted. */
export async function setPlanMedia(
  db: Db, dealershipId: number, id: number, m: { readonly image?: NewMedia; readonly pdf?: NewMedia }, userId: number, at: Date,
): Promise<ProtectionPlan | null> {
  const done = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(protectionPlans).where(planOf(dealershipId, id)).for('update');
    if (!current) return false;
    const values: Partial<typeof protectionPlans.$inferInsert> = { updatedAt: at };
    const old: string[] = [];
    if (m.image) { values.imageMediaId = await insertMedia(tx, dealershipId, m.image, userId, at); if (current.imageMediaId) old.push(current.imageMediaId); }
    if (m.pdf) { values.pdfMediaId = await insertMedia(tx, dealershipId, m.pdf, userId, at); if (current.pdfMediaId) old.push(current.pdfMediaId); }
    await tx.update(protectionPlans).set(values).where(planOf(dealershipId, id));
    if (old.length > 0) await tx.delete(media).where(inArray(media.id, old));
    return true;
  });
  return done ? loadPlan(db, dealershipId, id) : null;
}
