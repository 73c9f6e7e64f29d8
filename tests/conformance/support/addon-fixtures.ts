import type { AccessoryFields, PlanFields } from '@dealer-panel/core/addons/addon';
import type { NewMedia } from '@dealer-panel/core/shared/media';
import type { AddonListQuery } from '@dealer-panel/core/addons/addon-queries';

/** An active optional accessory of category A; override what a test needs. */
export function anAccessory(overrides: Partial<AccessoryFields> = {}): AccessoryFields {
  return {
    category: 'A', titleEn: 'All-weather mats', titleFr: 'Tapis toutes saisons', descriptionEn: '', descriptionFr: '', sku: 'MAT-1',
    priceCents: 19_900, installationChargeOverrideCents: null, preInstalled: false, active: true, vehicleTypes: [],
    ...overrides,
  };
}

/** An active dealer protection plan for every payment type, without prices; override what a test needs. */
export function aPlan(overrides: Partial<PlanFields> = {}): PlanFields {
  return {
    category: 'protection_plan', kind: null, name: 'Tire and wheel', nameFr: 'Pneus et jantes', description: '', descriptionFr: '', typeId: null,
    paymentTypes: ['cash', 'finance', 'lease'], vehicleConditions: ['New', 'Used'], vehicleTypes: [], pdfUrl: '', pdfUrlFr: '', videoUrl: '', videoUrlFr: '',
    gst: false, hst: true, pst: false, qst: false, usePenForLocalizedPrices: false, penCoverage: '', penProductId: null, productCode: 'TW',
    durationType: 'months', customDurationLabelEn: '', customDurationLabelFr: '', active: true, prices: [], provinceTaxes: [],
    ...overrides,
  };
}

/** A small PNG-typed upload (the repository stores bytes as given). */
export function aMedia(text: string, contentType: NewMedia['contentType'] = 'image/png'): NewMedia {
  return { contentType, fileName: `${text}.bin`, bytes: new TextEncoder().encode(text), sha256: '' };
}

/** Every category, any state and origin, first page of 20, by id. */
export function addonQuery<C extends string>(categories: readonly C[], q: Partial<AddonListQuery<C>> = {}): AddonListQuery<C> {
  return { page: 1, pageSize: 20, search: '', descending: false, categories, active: null, origin: null, ...q };
}
