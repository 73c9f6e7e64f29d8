import type {
  Accessory, AccessoryCategory, PlanCategory, PlanFields, PlanKind, PlanPrice, PlanProvinceTax, ProtectionPlan,
} from '@dealer-panel/core/addons/addon';
import type { accessories, protectionPlanPrices, protectionPlans } from './schema';

// Rows of the add-on tables as core's records, and plan fields as columns.

export type AccessoryRow = typeof accessories.$inferSelect;
export type PlanRow = typeof protectionPlans.$inferSelect;
export type PriceRow = typeof protectionPlanPrices.$inferSelect;

export const toAccessory = (r: AccessoryRow): Accessory => ({
  id: r.id, dealershipId: r.dealershipId, category: r.category as AccessoryCategory, titleEn: r.titleEn, titleFr: r.titleFr,
  descriptionEn: r.descriptionEn, descriptionFr: r.descriptionFr, sku: r.sku, priceCents: r.priceCents,
  installationChargeOverrideCents: r.installationChargeOverrideCents, preInstalled: r.preInstalled, active: r.active,
  vehicleTypes: r.vehicleTypes, imageMediaId: r.imageMediaId,
});

export const toPrice = (r: PriceRow): PlanPrice => ({
  id: r.id, planId: r.planId, term: r.term, distance: r.distance, priceCents: r.priceCents,
  minVehiclePriceCents: r.minVehiclePriceCents, maxVehiclePriceCents: r.maxVehiclePriceCents,
});

export function toPlan(r: PlanRow, prices: readonly PriceRow[], taxes: readonly PlanProvinceTax[]): ProtectionPlan {
  return {
    id: r.id, dealershipId: r.dealershipId, category: r.category as PlanCategory, kind: r.kind as PlanKind | null, name: r.name, nameFr: r.nameFr, description: r.description,
    descriptionFr: r.descriptionFr, typeId: r.typeId, paymentTypes: r.paymentTypes, vehicleConditions: r.vehicleConditions, vehicleTypes: r.vehicleTypes,
    pdfUrl: r.pdfUrl, pdfUrlFr: r.pdfUrlFr, videoUrl: r.videoUrl, videoUrlFr: r.videoUrlFr, gst: r.gst, hst: r.hst, pst: r.pst, qst: r.qst,
    usePenForLocalizedPrices: r.usePenForLocalizedPrices, penCoverage: r.penCoverage, penProductId: r.penProductId, productCode: r.productCode,
    durationType: r.durationType as ProtectionPlan['durationType'], customDurationLabelEn: r.customDurationLabelEn, customDurationLabelFr: r.customDurationLabelFr,
    active: r.active, imageMediaId: r.imageMediaId, pdfMediaId: r.pdfMediaId,
    prices: [...prices].sort((a, b) => a.term - b.term || (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.id - b.id).map(toPrice),
    provinceTaxes: [...taxes].sort((a, b) => a.provinceCode.localeCompare(b.provinceCode)),
  };
}

/** `%text%` for ILIKE with the wildcards of the text escaped. */
export const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type PlanInsert = typeof protectionPlans.$inferInsert;
/** The plan's own columns (its prices and province taxes are rows of their own). */
export function planColumns(f: Partial<PlanFields>): Partial<PlanInsert> {
  const { prices: _p, provinceTaxes: _t, paymentTypes, vehicleConditions, vehicleTypes, ...rest } = f;
  return {
    ...rest,
    ...(paymentTypes ? { paymentTypes: [...paymentTypes] } : {}),
    ...(vehicleConditions ? { vehicleConditions: [...vehicleConditions] } : {}),
    ...(vehicleTypes ? { vehicleTypes: [...vehicleTypes] } : {}),
  };
}
