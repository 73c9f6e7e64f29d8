import { and, eq, inArray } from 'drizzle-orm';
import { defaultTaxRows } from '@dealer-panel/core/payments/province-tax';
import type { Db } from '../shared/database';
import { dealerships, organizations } from '../access/schema';
import { incentives, lenderRates, lenderResiduals, lenders, paymentSettings, provinceTaxes } from '../payments/schema';
import { appSettings } from '../shared/schema';
import { DEMO_ORGANIZATION, STORES, type StoreKey } from './demo-stores';

/** Its own marker: a data directory seeded before payments existed gets them at the next start. */
export const DEMO_PAYMENTS_MARKER = 'demo_seed_payments';

type Rate = readonly [termFrom: number, termTo: number, rate: string, minCreditScore?: number];

/**
 * Demo lenders per store: a bank and the manufacturer's captive, with finance rates by term (and,
 * in the US store, by credit score tier), lease rates (APR) and residuals by term and distance.
 * Figures are typical of 2025 retail programs, not any lender's actual rate sheet.
 */
const PROGRAMS: Readonly<Record<StoreKey, readonly { name: string; kind: 'bank' | 'oem'; finance: readonly Rate[]; lease: readonly Rate[]; distances: readonly number[] }[]>> = {
  qc: [
    { name: 'Banque Laurentienne Auto', kind: 'bank', finance: [[12, 48, '6.49'], [49, 72, '6.99'], [73, 96, '7.49']], lease: [[24, 60, '6.29']], distances: [16000, 20000, 24000] },
    { name: 'Crédit Constructeur', kind: 'oem', finance: [[12, 36, '0.99'], [37, 60, '2.99'], [61, 84, '4.99']], lease: [[24, 48, '3.99'], [49, 60, '4.49']], distances: [16000, 20000, 24000] },
  ],
  on: [
    { name: 'Lakeshore Bank Auto Finance', kind: 'bank', finance: [[12, 48, '6.29'], [49, 72, '6.79'], [73, 96, '7.29']], lease: [[24, 60, '6.19']], distances: [16000, 20000, 24000] },
    { name: 'Captive Financial Services', kind: 'oem', finance: [[12, 36, '1.49'], [37, 60, '3.49'], [61, 84, '4.99']], lease: [[24, 48, '3.49'], [49, 60, '4.29']], distances: [16000, 20000, 24000] },
  ],
  vt: [
    { name: 'Champlain Credit Union', kind: 'bank', finance: [
      [12, 60, '9.49'], [61, 84, '10.49'], [12, 60, '7.49', 660], [61, 84, '8.29', 660], [12, 60, '5.99', 720], [61, 84, '6.79', 720],
    ], lease: [[24, 48, '7.49'], [24, 48, '5.49', 700]], distances: [10000, 12000, 15000] },
    { name: 'Captive Motor Credit', kind: 'oem', finance: [[12, 60, '6.99'], [12, 60, '2.99', 700], [61, 72, '4.99', 700], [12, 36, '0.9', 760]], lease: [[24, 48, '4.99'], [24, 48, '3.49', 720]], distances: [10000, 12000, 15000] },
  ],
};

/** Residual percent by term, less 2 points per step of extra distance allowance. */
const RESIDUALS: readonly (readonly [number, number])[] = [[24, 68], [36, 60], [48, 52], [60, 45]];

/** Seeds the province tax table (every start, idempotent) and the demo stores' payment settings, lenders and incentives (once). */
export async function seedDemoPayments(db: Db, options: { readonly now: Date }): Promise<{ readonly seeded: boolean; readonly lenders: number }> {
  await db.insert(provinceTaxes).values(defaultTaxRows().map((r) => ({ ...r, regionCode: r.region }))).onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
    if (!org) return { seeded: false, lenders: 0 };
    const [marker] = await tx.insert(appSettings).values({ key: DEMO_PAYMENTS_MARKER, value: options.now.toISOString() }).onConflictDoNothing().returning({ key: appSettings.key });
    if (!marker) return { seeded: false, lenders: 0 };
    const stores = await tx.select({ id: dealerships.id, name: dealerships.name }).from(dealerships)
      .where(and(eq(dealerships.organizationId, org.id), inArray(dealerships.name, STORES.map((s) => s.name))));
    let count = 0;
    for (const store of STORES) {
      const dealershipId = stores.find((s) => s.name === store.name)?.id;
      if (dealershipId === undefined) continue;
      const ids: number[] = [];
      for (const p of PROGRAMS[store.key]) {
        const [l] = await tx.insert(lenders).values({ dealershipId, name: p.name, kind: p.kind }).returning({ id: lenders.id });
        const lenderId = l!.id;
        ids.push(lenderId);
        count += 1;
        const rate = (method: string) => ([termFrom, termTo, value, min]: Rate) => ({ lenderId, method, termFrom, termTo, rate: value, minCreditScore: min ?? null });
        await tx.insert(lenderRates).values([...p.finance.map(rate('finance')), ...p.lease.map(rate('lease'))]);
        await tx.insert(lenderResiduals).values(RESIDUALS.flatMap(([term, residual]) => p.distances.map((distanceAllowance, i) => ({
          lenderId, term, distanceAllowance, residual: String(residual + (p.kind === 'oem' ? 2 : 0) - 2 * i),
        }))));
      }
      const us = store.country === 'US';
      const made = await tx.insert(incentives).values([
        { dealershipId, name: us ? 'Spring cash allowance' : 'Spring cash allowance', nameFr: 'Allocation printanière', amountCents: 100_000, beforeTax: false, isLease: false },
        { dealershipId, name: 'Delivery allowance', nameFr: 'Allocation de livraison', amountCents: 50_000, beforeTax: true },
        { dealershipId, name: 'Loyalty bonus', nameFr: 'Prime de fidélité', amountCents: 75_000, isConditional: true },
        { dealershipId, name: 'Recent graduate', nameFr: 'Finissant récent', amountCents: 50_000, isConditional: true, isCash: false },
        { dealershipId, name: 'Lease conquest', nameFr: 'Conquête location', amountCents: 150_000, isConditional: true, isCash: false, isFinance: false, applicableUsed: false },
      ]).returning({ id: incentives.id });
      await tx.insert(paymentSettings).values({
        dealershipId, conditionalIncentivesEnabled: true, defaultPaymentType: 'finance', defaultPaymentTypeUsed: 'finance', includeSalesTax: true,
        bankDefaultDownPaymentCents: 200_000, bankDefaultFrequency: us ? 'monthly' : 'biweekly', bankDefaultTerm: 72,
        leaseDefaultDownPaymentCents: 250_000, leaseDefaultFrequency: 'monthly', leaseDefaultTerm: 48, leaseDefaultDistanceAllowance: us ? 12000 : 20000,
        oemDefaultDownPaymentCents: 100_000, oemDefaultFrequency: us ? 'monthly' : 'biweekly', oemDefaultTerm: 60,
        financeLenderId: ids[0] ?? null, leaseLenderId: ids[1] ?? null, globalIncentives: made[1] === undefined ? [] : [made[1].id],
      }).onConflictDoNothing();
    }
    return { seeded: true, lenders: count };
  });
}
