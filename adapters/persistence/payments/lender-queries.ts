import { and, eq, inArray } from 'drizzle-orm';
import type { LenderFields } from '@dealer-panel/core/payments/payments-repository';
import type { LenderRecord } from '@dealer-panel/core/payments/pricing-inputs';
import type { Db } from '../shared/database';
import { lenderRates, lenderResiduals, lenders, paymentSettings } from './schema';

/** The dealership's lenders (or the one of `id`) with their rates and residuals, by id. */
export async function lendersOf(db: Db, dealershipId: number, id: number | null): Promise<LenderRecord[]> {
  const rows = await db.select().from(lenders)
    .where(id === null ? eq(lenders.dealershipId, dealershipId) : and(eq(lenders.dealershipId, dealershipId), eq(lenders.id, id)))
    .orderBy(lenders.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [rates, residuals] = await Promise.all([
    db.select().from(lenderRates).where(inArray(lenderRates.lenderId, ids)).orderBy(lenderRates.termFrom, lenderRates.minCreditScore, lenderRates.id),
    db.select().from(lenderResiduals).where(inArray(lenderResiduals.lenderId, ids)).orderBy(lenderResiduals.term, lenderResiduals.distanceAllowance, lenderResiduals.id),
  ]);
  return rows.map((l) => {
    const rateRows = (method: string) => rates.filter((r) => r.lenderId === l.id && r.method === method)
      .map((r) => ({ termFrom: r.termFrom, termTo: r.termTo, minCreditScore: r.minCreditScore, rate: r.rate }));
    return {
      id: l.id, name: l.name, kind: l.kind === 'oem' ? 'oem' : 'bank', active: l.active, financeRates: rateRows('finance'), leaseRates: rateRows('lease'),
      residuals: residuals.filter((r) => r.lenderId === l.id).map((r) => ({ term: r.term, distanceAllowance: r.distanceAllowance, residual: r.residual })),
    };
  });
}

export async function lenderOf(db: Db, dealershipId: number, id: number): Promise<LenderRecord | null> {
  return (await lendersOf(db, dealershipId, id))[0] ?? null;
}

/** Creates (id null) or changes a lender; its program rows are replaced by the ones given, in one transaction. */
export async function saveLender(db: Db, dealershipId: number, id: number | null, fields: LenderFields): Promise<LenderRecord> {
  const saved = await db.transaction(async (tx) => {
    const head = { name: fields.name, kind: fields.kind, active: fields.active, updatedAt: new Date() };
    const [row] = id === null
      ? await tx.insert(lenders).values({ ...head, dealershipId }).returning({ id: lenders.id })
      : await tx.update(lenders).set(head).where(and(eq(lenders.dealershipId, dealershipId), eq(lenders.id, id))).returning({ id: lenders.id });
    const lenderId = row!.id;
    await tx.delete(lenderRates).where(eq(lenderRates.lenderId, lenderId));
    await tx.delete(lenderResiduals).where(eq(lenderResiduals.lenderId, lenderId));
    const rates = [
      ...fields.financeRates.map((r) => ({ ...r, lenderId, method: 'finance' })),
      ...fields.leaseRates.map((r) => ({ ...r, lenderId, method: 'lease' })),
    ];
    if (rates.length > 0) await tx.insert(lenderRates).values(rates);
    if (fields.residuals.length > 0) await tx.insert(lenderResiduals).values(fields.residuals.map((r) => ({ ...r, lenderId })));
    return lenderId;
  });
  return (await lendersOf(db, dealershipId, saved))[0]!;
}

export async function deleteLender(db: Db, dealershipId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The settings and payment types that name it fall back to none.
    await tx.update(paymentSettings).set({ financeLenderId: null }).where(and(eq(paymentSettings.dealershipId, dealershipId), eq(paymentSettings.financeLenderId, id)));
    await tx.update(paymentSettings).set({ leaseLenderId: null }).where(and(eq(paymentSettings.dealershipId, dealershipId), eq(paymentSettings.leaseLenderId, id)));
    const rows = await tx.delete(lenders).where(and(eq(lenders.dealershipId, dealershipId), eq(lenders.id, id))).returning({ id: lenders.id });
    return rows.length > 0;
  });
}
