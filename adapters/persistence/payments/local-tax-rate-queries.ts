import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LocalTaxRow } from '@dealer-panel/core/payments/local-tax-rates';
import type { LocalTaxRepository } from '@dealer-panel/core/payments/local-tax-use-cases';
import { parseDecimalRatio, ratioText } from '@dealer-panel/core/payments/engine/ratio';
import type { Db } from '../shared/database';
import { localTaxRates } from './schema';

/** A stored numeric ("1.500000") as the row's decimal text ("1.5"). */
const percentText = (stored: string): string => {
  const parsed = parseDecimalRatio(stored, 6);
  return parsed === null ? stored : ratioText(parsed);
};

/** A store's local rates, by prefix then date (issue 32). */
export async function localTaxRows(db: Db, dealershipId: number): Promise<readonly LocalTaxRow[]> {
  const rows = await db.select().from(localTaxRates).where(eq(localTaxRates.dealershipId, dealershipId))
    .orderBy(asc(localTaxRates.zipPrefix), asc(localTaxRates.effectiveFrom));
  return rows.map((r) => ({ zipPrefix: r.zipPrefix, percent: percentText(r.percent), effectiveFrom: r.effectiveFrom }));
}

/** The store's rows whose prefix begins a five-digit ZIP (its five prefixes, on the unique index): what one deal reads. */
export async function localTaxRowsForZip(db: Db, dealershipId: number, zip: string): Promise<readonly LocalTaxRow[]> {
  const five = zip.slice(0, 5);
  const prefixes = [1, 2, 3, 4, 5].map((n) => five.slice(0, n)).filter((p, i, all) => p.length === i + 1 && all.indexOf(p) === i);
  if (prefixes.length === 0) return [];
  const rows = await db.select().from(localTaxRates).where(and(eq(localTaxRates.dealershipId, dealershipId), inArray(localTaxRates.zipPrefix, prefixes)));
  return rows.map((r) => ({ zipPrefix: r.zipPrefix, percent: percentText(r.percent), effectiveFrom: r.effectiveFrom }));
}

/**
 * Saves rows (an admin's edit or a CSV import) in one transaction: a row of the same prefix and
 * date replaces its rate; the others are added. All or nothing.
 */
export async function saveLocalTaxRows(db: Db, dealershipId: number, rows: readonly LocalTaxRow[], userId: number): Promise<number> {
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(localTaxRates)
        .values(rows.slice(i, i + 500).map((r) => ({ dealershipId, zipPrefix: r.zipPrefix, percent: r.percent, effectiveFrom: r.effectiveFrom, updatedBy: userId })))
        .onConflictDoUpdate({
          target: [localTaxRates.dealershipId, localTaxRates.zipPrefix, localTaxRates.effectiveFrom],
          set: { percent: sql`excluded.percent`, updatedBy: userId, updatedAt: new Date() },
        });
    }
  });
  return rows.length;
}

/** Removes one row; false when the store has none of that prefix and date. */
export async function deleteLocalTaxRow(db: Db, dealershipId: number, zipPrefix: string, effectiveFrom: string): Promise<boolean> {
  const gone = await db.delete(localTaxRates).where(and(eq(localTaxRates.dealershipId, dealershipId), eq(localTaxRates.zipPrefix, zipPrefix), eq(localTaxRates.effectiveFrom, effectiveFrom)))
    .returning({ id: localTaxRates.id });
  return gone.length > 0;
}

/** The local tax rates' storage (core/payments/local-tax-use-cases.ts). */
export function drizzleLocalTaxRates(db: Db): LocalTaxRepository {
  return {
    rows: (dealershipId) => localTaxRows(db, dealershipId),
    forZip: (dealershipId, zip) => localTaxRowsForZip(db, dealershipId, zip),
    save: (dealershipId, rows, userId) => saveLocalTaxRows(db, dealershipId, rows, userId),
    remove: (dealershipId, zipPrefix, effectiveFrom) => deleteLocalTaxRow(db, dealershipId, zipPrefix, effectiveFrom),
  };
}
