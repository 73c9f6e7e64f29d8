import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../shared/validation';
import { parseMoney } from '../shared/money-text';
import { fieldCollector } from '../orders/order-form';
import {
  ACCESSORY_CATEGORIES, ADDON_PAYMENT_TYPES, DURATION_TYPES, PLAN_CATEGORIES, PLAN_KINDS, PROVINCE_CODES, QUESTION_FIELD_TYPES, TAX_NAMES,
  VEHICLE_CONDITIONS, VEHICLE_TYPES, type AccessoryFields, type AftermarketQuestion, type PenProduct, type PlanFields,
  type PlanPriceFields, type PlanProvinceTax, type PlanType,
} from './addon';

/*
 * The whitelisted fields of the dealer add-on payloads (spec 002 sections 3 and 7), as decoded from
 * the wire (snake_case, money as decimal strings). Anything else in a body is never read.
 * Decisions: the English title/name is required, the French one optional (the customer side falls
 * back to English); text fields are trimmed; prices are ≥ 0 with at most two decimals.
 */
export interface AccessoryInput {
  readonly active?: boolean;
  readonly category?: string;
  readonly description_en?: string;
  readonly description_fr?: string;
  readonly installation_charge_override?: string | null;
  readonly pre_installed?: boolean;
  readonly price?: string;
  readonly sku?: string;
  readonly title_en?: string;
  readonly title_fr?: string;
  readonly vehicle_types?: readonly string[];
}

export interface PlanPriceInput {
  readonly term?: number;
  readonly distance?: number | null;
  readonly price?: string;
  readonly min_vehicle_price?: string | null;
  readonly max_vehicle_price?: string | null;
}

export interface PlanProvinceTaxInput {
  readonly province_code?: string;
  readonly gst?: boolean;
  readonly hst?: boolean;
  readonly pst?: boolean;
  readonly qst?: boolean;
}

export interface PlanInput {
  readonly active?: boolean;
  readonly category?: string;
  /** service_contract, gap, or null (other); absent: unchanged (other on a new plan). */
  readonly kind?: string | null;
  readonly name?: string;
  readonly name_fr?: string;
  readonly description?: string;
  readonly description_fr?: string;
  readonly type?: number | null;
  readonly payment_type?: readonly string[];
  readonly vehicle_condition?: readonly string[];
  readonly vehicle_types?: readonly string[];
  readonly pdf_url?: string;
  readonly pdf_url_fr?: string;
  readonly video_url?: string;
  readonly video_url_fr?: string;
  readonly gst?: boolean;
  readonly hst?: boolean;
  readonly pst?: boolean;
  readonly qst?: boolean;
  readonly use_pen_for_localized_prices?: boolean;
  readonly pen_coverage?: string;
  readonly pen_product_for_coverage?: number | null;
  readonly product_code?: string;
  readonly duration_type?: string;
  readonly custom_duration_label_en?: string;
  readonly custom_duration_label_fr?: string;
  readonly prices?: readonly PlanPriceInput[];
  readonly province_taxes?: readonly PlanProvinceTaxInput[];
}

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 4000;
export const SKU_MAX = 64;
export const URL_MAX = 500;
export const CODE_MAX = 64;
export const MAX_PRICES = 60;
/** Terms in months: up to 10 years. Distances up to 500,000 km or miles. */
export const TERM_MAX = 120;
export const DISTANCE_MAX = 500_000;

type Collector = ReturnType<typeof fieldCollector>;
type Mode = 'create' | 'update';

function text(c: Collector, field: string, value: string | undefined, max: number, required: boolean, mode: Mode): string | undefined {
  if (value === undefined) {
    if (required && mode === 'create') c.add(field, 'required');
    return undefined;
  }
  const v = value.trim();
  if (required && v === '') c.add(field, 'required');
  else if ([...v].length > max) c.add(field, 'too_long');
  return v;
}

function choice<T extends string>(c: Collector, field: string, value: string | undefined, allowed: readonly T[], required: boolean, mode: Mode): T | undefined {
  if (value === undefined) {
    if (required && mode === 'create') c.add(field, 'required');
    return undefined;
  }
  const found = allowed.find((a) => a === value);
  if (found === undefined) c.add(field, 'choice.invalid');
  return found;
}

function choices(c: Collector, field: string, values: readonly string[] | undefined, allowed: readonly string[]): string[] | undefined {
  if (values === undefined) return undefined;
  const bad = values.some((v) => !allowed.includes(v));
  if (bad) c.add(field, 'choice.invalid');
  return [...new Set(values)];
}

function money(c: Collector, field: string, value: string | undefined, required: boolean, mode: Mode): number | undefined {
  if (value === undefined) {
    if (required && mode === 'create') c.add(field, 'required');
    return undefined;
  }
  const parsed = parseMoney(value);
  if (parsed === null) {
    c.add(field, value.trim().startsWith('-') ? 'money.negative' : 'money.invalid');
    return undefined;
  }
  return parsed;
}

function optionalMoney(c: Collector, field: string, value: string | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (value.trim() === '') return null;
  return money(c, field, value, false, 'update');
}

function url(c: Collector, field: string, value: string | undefined): string | undefined {
  const v = text(c, field, value, URL_MAX, false, 'update');
  if (v !== undefined && v !== '' && !/^https:\/\/[^\s/$.?#][^\s]*$/i.test(v)) c.add(field, 'url.invalid');
  return v;
}

function integer(c: Collector, field: string, value: number | null | undefined, min: number, max: number): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Number.isInteger(value) || value < min || value > max) c.add(field, 'number.out_of_range');
  return value;
}

/** Only the keys that were given (exactOptionalPropertyTypes: absent, never undefined). */
function given<T extends object>(o: Record<string, unknown>): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function validateAccessory(input: AccessoryInput, mode: Mode): E.Either<FieldErrors, Partial<AccessoryFields>> {
  const c = fieldCollector();
  const fields = given<AccessoryFields>({
    active: input.active,
    category: choice(c, 'category', input.category, ACCESSORY_CATEGORIES, true, mode),
    titleEn: text(c, 'title_en', input.title_en, TITLE_MAX, true, mode),
    titleFr: text(c, 'title_fr', input.title_fr, TITLE_MAX, false, mode),
    descriptionEn: text(c, 'description_en', input.description_en, DESCRIPTION_MAX, false, mode),
    descriptionFr: text(c, 'description_fr', input.description_fr, DESCRIPTION_MAX, false, mode),
    sku: text(c, 'sku', input.sku, SKU_MAX, false, mode),
    priceCents: money(c, 'price', input.price, true, mode),
    installationChargeOverrideCents: optionalMoney(c, 'installation_charge_override', input.installation_charge_override),
    preInstalled: input.pre_installed,
    vehicleTypes: choices(c, 'vehicle_types', input.vehicle_types, VEHICLE_TYPES),
  });
  return c.any() ? E.left(c.errors) : E.right(fields);
}

/** One price row; `prefix` names the row in errors (prices.0.price). */
export function validatePlanPrice(c: Collector, prefix: string, input: PlanPriceInput, mode: Mode): Partial<PlanPriceFields> {
  const term = input.term;
  if (term === undefined) { if (mode === 'create') c.add(`${prefix}term`, 'required'); } else integer(c, `${prefix}term`, term, 1, TERM_MAX);
  const min = optionalMoney(c, `${prefix}min_vehicle_price`, input.min_vehicle_price);
  const max = optionalMoney(c, `${prefix}max_vehicle_price`, input.max_vehicle_price);
  if (typeof min === 'number' && typeof max === 'number' && max < min) c.add(`${prefix}max_vehicle_price`, 'range.inverted');
  return given<PlanPriceFields>({
    term, distance: integer(c, `${prefix}distance`, input.distance, 1, DISTANCE_MAX),
    priceCents: money(c, `${prefix}price`, input.price, true, mode), minVehiclePriceCents: min, maxVehiclePriceCents: max,
  });
}

export function validatePriceRow(input: PlanPriceInput, mode: Mode): E.Either<FieldErrors, Partial<PlanPriceFields>> {
  const c = fieldCollector();
  const row = validatePlanPrice(c, '', input, mode);
  return c.any() ? E.left(c.errors) : E.right(row);
}

export function validatePlan(input: PlanInput, mode: Mode): E.Either<FieldErrors, Partial<PlanFields>> {
  const c = fieldCollector();
  const prices = input.prices === undefined ? undefined : input.prices.map((p, i) => validatePlanPrice(c, `prices.${i}.`, p, 'create') as PlanPriceFields);
  if (input.prices !== undefined && input.prices.length > MAX_PRICES) c.add('prices', 'too_many');
  if (prices !== undefined) {
    const keys = prices.map((p) => `${p.term}|${p.distance ?? ''}|${p.minVehiclePriceCents ?? ''}|${p.maxVehiclePriceCents ?? ''}`);
    keys.forEach((k, i) => { if (keys.indexOf(k) !== i) c.add(`prices.${i}.term`, 'duplicate'); });
  }
  const provinceTaxes = input.province_taxes?.map((p, i): PlanProvinceTax => {
    const code = choice(c, `province_taxes.${i}.province_code`, p.province_code, PROVINCE_CODES, true, 'create');
    return { provinceCode: code ?? '', gst: p.gst ?? false, hst: p.hst ?? false, pst: p.pst ?? false, qst: p.qst ?? false };
  });
  if (provinceTaxes !== undefined) {
    const codes = provinceTaxes.map((p) => p.provinceCode);
    codes.forEach((k, i) => { if (k !== '' && codes.indexOf(k) !== i) c.add(`province_taxes.${i}.province_code`, 'duplicate'); });
  }
  const durationType = choice(c, 'duration_type', input.duration_type, DURATION_TYPES, false, mode);
  const labelEn = text(c, 'custom_duration_label_en', input.custom_duration_label_en, TITLE_MAX, false, mode);
  if (durationType === 'custom' && (labelEn ?? '') === '') c.add('custom_duration_label_en', 'required');
  const fields = given<PlanFields>({
    active: input.active,
    category: choice(c, 'category', input.category, PLAN_CATEGORIES, true, mode),
    kind: input.kind === null ? null : choice(c, 'kind', input.kind, PLAN_KINDS, false, mode),
    name: text(c, 'name', input.name, TITLE_MAX, true, mode),
    nameFr: text(c, 'name_fr', input.name_fr, TITLE_MAX, false, mode),
    description: text(c, 'description', input.description, DESCRIPTION_MAX, false, mode),
    descriptionFr: text(c, 'description_fr', input.description_fr, DESCRIPTION_MAX, false, mode),
    typeId: input.type,
    paymentTypes: choices(c, 'payment_type', input.payment_type, ADDON_PAYMENT_TYPES),
    vehicleConditions: choices(c, 'vehicle_condition', input.vehicle_condition, VEHICLE_CONDITIONS),
    vehicleTypes: choices(c, 'vehicle_types', input.vehicle_types, VEHICLE_TYPES),
    pdfUrl: url(c, 'pdf_url', input.pdf_url),
    pdfUrlFr: url(c, 'pdf_url_fr', input.pdf_url_fr),
    videoUrl: url(c, 'video_url', input.video_url),
    videoUrlFr: url(c, 'video_url_fr', input.video_url_fr),
    gst: input.gst, hst: input.hst, pst: input.pst, qst: input.qst,
    usePenForLocalizedPrices: input.use_pen_for_localized_prices,
    penCoverage: text(c, 'pen_coverage', input.pen_coverage, CODE_MAX, false, mode),
    penProductId: input.pen_product_for_coverage,
    productCode: text(c, 'product_code', input.product_code, CODE_MAX, false, mode),
    durationType,
    customDurationLabelEn: labelEn,
    customDurationLabelFr: text(c, 'custom_duration_label_fr', input.custom_duration_label_fr, TITLE_MAX, false, mode),
    prices, provinceTaxes,
  });
  return c.any() ? E.left(c.errors) : E.right(fields);
}

export function validatePlanType(input: { readonly name?: string; readonly name_fr?: string }, mode: Mode): E.Either<FieldErrors, Partial<Omit<PlanType, 'id'>>> {
  const c = fieldCollector();
  const f = given<Omit<PlanType, 'id'>>({ name: text(c, 'name', input.name, TITLE_MAX, true, mode), nameFr: text(c, 'name_fr', input.name_fr, TITLE_MAX, false, mode) });
  return c.any() ? E.left(c.errors) : E.right(f);
}

export function validatePenProduct(
  input: { readonly name?: string; readonly provider?: string; readonly product_code?: string; readonly coverages?: readonly string[] }, mode: Mode,
): E.Either<FieldErrors, Partial<Omit<PenProduct, 'id'>>> {
  const c = fieldCollector();
  const coverages = input.coverages?.map((v) => v.trim()).filter((v) => v !== '');
  if (coverages !== undefined && (coverages.length > 50 || coverages.some((v) => v.length > CODE_MAX))) c.add('coverages', 'too_long');
  const f = given<Omit<PenProduct, 'id'>>({
    name: text(c, 'name', input.name, TITLE_MAX, true, mode), provider: text(c, 'provider', input.provider, TITLE_MAX, false, mode),
    productCode: text(c, 'product_code', input.product_code, CODE_MAX, false, mode), coverages,
  });
  return c.any() ? E.left(c.errors) : E.right(f);
}

export function validateQuestion(
  input: { readonly question_en?: string; readonly question_fr?: string; readonly field_type?: string; readonly choices?: readonly { readonly en: string; readonly fr: string }[]; readonly order?: number; readonly active?: boolean },
  mode: Mode,
): E.Either<FieldErrors, Partial<Omit<AftermarketQuestion, 'id'>>> {
  const c = fieldCollector();
  const fieldType = choice(c, 'field_type', input.field_type, QUESTION_FIELD_TYPES, false, mode);
  const choicesList = input.choices?.map((ch) => ({ en: ch.en.trim(), fr: ch.fr.trim() }));
  if (choicesList !== undefined && (choicesList.length > 20 || choicesList.some((ch) => ch.en === '' || ch.en.length > TITLE_MAX))) c.add('choices', 'choice.invalid');
  if (fieldType === 'choice' && (choicesList ?? []).length === 0) c.add('choices', 'required');
  const f = given<Omit<AftermarketQuestion, 'id'>>({
    questionEn: text(c, 'question_en', input.question_en, DESCRIPTION_MAX, true, mode),
    questionFr: text(c, 'question_fr', input.question_fr, DESCRIPTION_MAX, false, mode),
    fieldType, choices: choicesList, sortOrder: integer(c, 'order', input.order, 0, 10_000) ?? undefined, active: input.active,
  });
  return c.any() ? E.left(c.errors) : E.right(f);
}

export const TAXES = TAX_NAMES;
