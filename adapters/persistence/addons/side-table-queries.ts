import { and, asc, eq } from 'drizzle-orm';
import type { AftermarketQuestion, PenProduct, PlanType } from '@dealer-panel/core/addons/addon';
import type { SideRecords, SideTable } from '@dealer-panel/core/addons/addon-repository';
import type { Db } from '../shared/database';
import { aftermarketQuestions, penProducts, protectionPlanTypes } from './schema';

// The small add-on tables (plan types, PEN products, aftermarket questions), by one generic path.

const sideTables = {
  types: protectionPlanTypes, pen: penProducts, questions: aftermarketQuestions,
} as const;
const toSide = {
  types: (r: typeof protectionPlanTypes.$inferSelect): PlanType => ({ id: r.id, name: r.name, nameFr: r.nameFr }),
  pen: (r: typeof penProducts.$inferSelect): PenProduct => ({ id: r.id, name: r.name, provider: r.provider, productCode: r.productCode, coverages: r.coverages }),
  questions: (r: typeof aftermarketQuestions.$inferSelect): AftermarketQuestion => ({
    id: r.id, questionEn: r.questionEn, questionFr: r.questionFr, fieldType: r.fieldType as AftermarketQuestion['fieldType'], choices: r.choices,
    sortOrder: r.sortOrder, active: r.active,
  }),
};
/* eslint-disable @typescript-eslint/no-explicit-any -- one generic path over three similar tables */
const sideOf = (table: SideTable) => sideTables[table] as any;
const convert = <K extends SideTable>(table: K, row: unknown): SideRecords[K] => (toSide[table] as (r: any) => SideRecords[K])(row);
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The dealership's rows, by id (questions by their sort order, then id). */
export async function listSide<K extends SideTable>(db: Db, table: K, dealershipId: number): Promise<SideRecords[K][]> {
  const t = sideOf(table);
  const order = table === 'questions' ? [asc(aftermarketQuestions.sortOrder), asc(aftermarketQuestions.id)] : [asc(t.id)];
  const rows = (await db.select().from(t).where(eq(t.dealershipId, dealershipId)).orderBy(...order)) as unknown[];
  return rows.map((r) => convert(table, r));
}

export async function sideOfId<K extends SideTable>(db: Db, table: K, dealershipId: number, id: number): Promise<SideRecords[K] | null> {
  const t = sideOf(table);
  const [row] = await db.select().from(t).where(and(eq(t.dealershipId, dealershipId), eq(t.id, id)));
  return row ? convert(table, row) : null;
}

export async function createSide<K extends SideTable>(db: Db, table: K, dealershipId: number, fields: Omit<SideRecords[K], 'id'>): Promise<SideRecords[K]> {
  const t = sideOf(table);
  const rows = (await db.insert(t).values({ ...fields, dealershipId }).returning()) as unknown[];
  return convert(table, rows[0]);
}

export async function updateSide<K extends SideTable>(
  db: Db, table: K, dealershipId: number, id: number, fields: Partial<Omit<SideRecords[K], 'id'>>,
): Promise<SideRecords[K] | null> {
  const t = sideOf(table);
  if (Object.keys(fields).length === 0) return sideOfId(db, table, dealershipId, id);
  const [row] = await db.update(t).set(fields).where(and(eq(t.dealershipId, dealershipId), eq(t.id, id))).returning();
  return row ? convert(table, row) : null;
}

export async function deleteSide(db: Db, table: SideTable, dealershipId: number, id: number): Promise<boolean> {
  const t = sideOf(table);
  const rows = await db.delete(t).where(and(eq(t.dealershipId, dealershipId), eq(t.id, id))).returning({ id: t.id });
  return rows.length > 0;
}
