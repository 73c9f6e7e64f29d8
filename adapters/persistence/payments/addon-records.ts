import { and, eq, inArray } from 'drizzle-orm';
import type { AccessoryRecord, ProtectionPlanRecord, TaxFlags } from '@dealer-panel/core/payments/pricing-inputs';
import type { Db } from '../shared/database';
import { accessories, protectionPlanPrices, protectionPlanProvinceTaxes, protectionPlans } from '../addons/schema';
import { isId } from '@dealer-panel/core/shared/ids';
import { protectionKinds, type ProtectionKind } from '@dealer-panel/core/payments/engine/deal';

/** The column's text as a kind the engine knows, else null (other). */
const protectionKind = (text: string | null): ProtectionKind | null => protectionKinds.find((k) => k === text) ?? null;

// The add-ons a price reads, as the payments area sees them (the dealership's only).

export async function accessoryRecords(db: Db, dealershipId: number, listed: readonly number[]): Promise<AccessoryRecord[]> {
  // A number that is not an id names no row (and would fail the integer column's cast).
  const ids = listed.filter(isId);
  if (ids.length === 0) return [];
  const rows = await db.select().from(accessories).where(and(eq(accessories.dealershipId, dealershipId), inArray(accessories.id, ids)));
  return rows.map((a) => ({ id: a.id, name: a.titleEn, nameFr: a.titleFr, priceCents: a.priceCents, installationCents: a.installationChargeOverrideCents ?? 0, active: a.active }));
}

export async function protectionPlanRecords(db: Db, dealershipId: number, listed: readonly number[]): Promise<ProtectionPlanRecord[]> {
  const ids = listed.filter(isId);
  if (ids.length === 0) return [];
  const plans = await db.select().from(protectionPlans).where(and(eq(protectionPlans.dealershipId, dealershipId), inArray(protectionPlans.id, ids)));
  if (plans.length === 0) return [];
  const planIds = plans.map((p) => p.id);
  const [prices, taxes] = await Promise.all([
    db.select().from(protectionPlanPrices).where(inArray(protectionPlanPrices.planId, planIds)),
    db.select().from(protectionPlanProvinceTaxes).where(inArray(protectionPlanProvinceTaxes.planId, planIds)),
  ]);
  return plans.map((p): ProtectionPlanRecord => ({
    id: p.id, name: p.name, nameFr: p.nameFr, paymentTypes: p.paymentTypes, active: p.active, kind: protectionKind(p.kind), taxes: { gst: p.gst, hst: p.hst, pst: p.pst, qst: p.qst },
    provinceTaxes: Object.fromEntries(taxes.filter((t) => t.planId === p.id).map((t): [string, TaxFlags] => [t.provinceCode, { gst: t.gst, hst: t.hst, pst: t.pst, qst: t.qst }])),
    prices: prices.filter((x) => x.planId === p.id).map((x) => ({
      term: x.term, distance: x.distance, priceCents: x.priceCents, minVehiclePriceCents: x.minVehiclePriceCents, maxVehiclePriceCents: x.maxVehiclePriceCents,
    })),
  }));
}
