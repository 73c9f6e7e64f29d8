import { BODY_TYPES } from '../inventory/vehicle';
import { protectionKinds, type ProtectionKind } from '../payments/engine/deal';

// The media types are every context's (core/shared/media.ts); kept importable from here for the add-ons' callers.

/** Accessory categories (spec 002 section 3, add-on listing view): A, E, I. */
export const ACCESSORY_CATEGORIES = ['A', 'E', 'I'] as const;
export type AccessoryCategory = (typeof ACCESSORY_CATEGORIES)[number];

/** Protection plan categories: protection plan, VW program upgrade, PPP, Q. */
export const PLAN_CATEGORIES = ['protection_plan', 'vw_upgrade', 'ppp', 'q'] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];
/** "The protection-plan list filters category to protection plan and VW upgrade." */
export const DEALER_PLAN_CATEGORIES = ['protection_plan', 'vw_upgrade'] as const satisfies readonly PlanCategory[];

/**
 * What a plan is where a US state's rule on its tax depends on it: a service contract or GAP (the
 * engine's kinds); null = any other plan, taxed by its own flags (docs/decisions/addons.md "A protection plan's kind").
 */
export const PLAN_KINDS = protectionKinds;
export type PlanKind = ProtectionKind;

export const VEHICLE_TYPES = BODY_TYPES;
export const ADDON_PAYMENT_TYPES = ['cash', 'finance', 'lease'] as const;
export const VEHICLE_CONDITIONS = ['New', 'Used'] as const;
export const DURATION_TYPES = ['months', 'years', 'custom'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];
export const QUESTION_FIELD_TYPES = ['boolean', 'choice', 'text'] as const;
export const TAX_NAMES = ['gst', 'hst', 'pst', 'qst'] as const;
export type TaxName = (typeof TAX_NAMES)[number];
export type TaxFlags = Readonly<Record<TaxName, boolean>>;
/** Provinces and territories whose taxes a plan may override. */
export const PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** "Origin" filter of the add-on list: accessories installed at the factory or optional; plans the dealer's own or PEN-priced. */
export const ACCESSORY_ORIGINS = ['installed', 'optional'] as const;
export const PLAN_ORIGINS = ['dealer', 'pen'] as const;

export interface Accessory {
  readonly id: number;
  readonly dealershipId: number;
  readonly category: AccessoryCategory;
  readonly titleEn: string;
  readonly titleFr: string;
  readonly descriptionEn: string;
  readonly descriptionFr: string;
  readonly sku: string;
  readonly priceCents: number;
  readonly installationChargeOverrideCents: number | null;
  readonly preInstalled: boolean;
  readonly active: boolean;
  readonly vehicleTypes: readonly string[];
  readonly imageMediaId: string | null;
}
export type AccessoryFields = Omit<Accessory, 'id' | 'dealershipId' | 'imageMediaId'>;

export interface PlanPrice {
  readonly id: number;
  readonly planId: number;
  readonly term: number;
  /** km (Canada) or miles (USA); null = unlimited. */
  readonly distance: number | null;
  readonly priceCents: number;
  readonly minVehiclePriceCents: number | null;
  readonly maxVehiclePriceCents: number | null;
}
export type PlanPriceFields = Omit<PlanPrice, 'id' | 'planId'>;

export interface PlanProvinceTax extends TaxFlags {
  readonly provinceCode: string;
}

export interface ProtectionPlan extends TaxFlags {
  readonly id: number;
  readonly dealershipId: number;
  readonly category: PlanCategory;
  /** A service contract or GAP; null = other. */
  readonly kind: PlanKind | null;
  readonly name: string;
  readonly nameFr: string;
  readonly description: string;
  readonly descriptionFr: string;
  readonly typeId: number | null;
  readonly paymentTypes: readonly string[];
  readonly vehicleConditions: readonly string[];
  readonly vehicleTypes: readonly string[];
  readonly pdfUrl: string;
  readonly pdfUrlFr: string;
  readonly videoUrl: string;
  readonly videoUrlFr: string;
  readonly usePenForLocalizedPrices: boolean;
  readonly penCoverage: string;
  readonly penProductId: number | null;
  readonly productCode: string;
  readonly durationType: DurationType;
  readonly customDurationLabelEn: string;
  readonly customDurationLabelFr: string;
  readonly active: boolean;
  readonly imageMediaId: string | null;
  readonly pdfMediaId: string | null;
  readonly prices: readonly PlanPrice[];
  readonly provinceTaxes: readonly PlanProvinceTax[];
}
export type PlanFields = Omit<ProtectionPlan, 'id' | 'dealershipId' | 'imageMediaId' | 'pdfMediaId' | 'prices' | 'provinceTaxes'> & {
  readonly prices: readonly PlanPriceFields[];
  readonly provinceTaxes: readonly PlanProvinceTax[];
};

export interface PlanType { readonly id: number; readonly name: string; readonly nameFr: string }
export interface PenProduct { readonly id: number; readonly name: string; readonly provider: string; readonly productCode: string; readonly coverages: readonly string[] }
export interface AftermarketQuestion {
  readonly id: number;
  readonly questionEn: string;
  readonly questionFr: string;
  readonly fieldType: (typeof QUESTION_FIELD_TYPES)[number];
  readonly choices: readonly { readonly en: string; readonly fr: string }[];
  readonly sortOrder: number;
  readonly active: boolean;
}

