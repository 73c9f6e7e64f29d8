import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../shared/database';
import { feeColumns } from '../fees/drizzle-fee-repository';
import { dealerships, organizations } from '../access/schema';
import { feesAndDiscounts } from '../fees/schema';
import { appSettings } from '../shared/schema';
import { demoFees } from './demo-fees';
import { DEMO_ORGANIZATION, STORES } from './demo-stores';

/** Its own marker: a data directory seeded before fees existed gets them at the next start. */
export const DEMO_FEES_MARKER = 'demo_seed_fees';

/** The stores' global fees and discounts (demo-fees.ts), once; does nothing without the demo organization. */
export async function seedDemoFees(db: Db, options: { readonly now: Date }): Promise<{ readonly seeded: boolean; readonly fees: number }> {
  const inserted = await db.transaction(async (tx) => {
    const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
    if (!org) return null;
    const [marker] = await tx.insert(appSettings).values({ key: DEMO_FEES_MARKER, value: options.now.toISOString() }).onConflictDoNothing().returning({ key: appSettings.key });
    if (!marker) return null;
    let n = 0;
    for (const store of STORES) {
      const [d] = await tx.select({ id: dealerships.id }).from(dealerships).where(and(eq(dealerships.organizationId, org.id), eq(dealerships.name, store.name)));
      if (!d) continue;
      const rows = demoFees(store.key).map((f) => ({
        ...feeColumns(f), name: f.name, amountCents: f.amountCents, kind: f.kind, scope: 'global', sortOrder: f.sortOrder,
        dealershipId: d.id, createdAt: options.now, updatedAt: options.now,
      }));
      if (rows.length > 0) await tx.insert(feesAndDiscounts).values(rows);
      n += rows.length;
    }
    return n;
  });
  if (inserted !== null) return { seeded: true, fees: inserted };
  const [row] = await db.select({ n: count() }).from(feesAndDiscounts);
  return { seeded: false, fees: row?.n ?? 0 };
}
