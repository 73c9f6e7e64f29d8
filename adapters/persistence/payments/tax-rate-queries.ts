import { eq } from 'drizzle-orm';
import type { StoredTaxRate } from '@dealer-panel/core/payments/pricing-inputs';
import { defaultTaxRows, type TaxRateChange } from '@dealer-panel/core/payments/province-tax';
import type { Db } from '../shared/database';
import { toTaxRate } from './payment-rows';
import { provinceTaxes } from './schema';

const TAX_CACHE_MS = 5_000;

/**
 * The tax table is read by every price and changes rarely: kept a few seconds (this server's own
 * changes drop it at once; another server of a fleet sees them within TAX_CACHE_MS). One per repository.
 */
export interface TaxRateCache {
  entry: { readonly rows: readonly StoredTaxRate[]; readonly until: number } | null;
}

export function taxRateCache(): TaxRateCache {
  return { entry: null };
}

export async function taxRates(db: Db, cache: TaxRateCache): Promise<readonly StoredTaxRate[]> {
  if (cache.entry !== null && cache.entry.until > Date.now()) return cache.entry.rows;
  const rows = await db.select().from(provinceTaxes).orderBy(provinceTaxes.country, provinceTaxes.regionCode);
  if (rows.length > 0) {
    cache.entry = { rows: rows.map(toTaxRate), until: Date.now() + TAX_CACHE_MS };
    return cache.entry.rows;
  }
  // First read on a new database: the table is seeded from core/payments' own, with its sources.
  await db.insert(provinceTaxes).values(defaultTaxRows().map((r) => ({ ...r, regionCode: r.region }))).onConflictDoNothing();
  return (await db.select().from(provinceTaxes).orderBy(provinceTaxes.country, provinceTaxes.regionCode)).map(toTaxRate);
}

export async function saveTaxRate(db: Db, cache: TaxRateCache, region: string, change: TaxRateChange, userId: number): Promise<StoredTaxRate | null> {
  const [row] = await db.update(provinceTaxes).set({ ...change, updatedBy: userId, updatedAt: new Date() }).where(eq(provinceTaxes.regionCode, region)).returning();
  cache.entry = null;
  return row ? toTaxRate(row) : null;
}
