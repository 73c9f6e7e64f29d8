import type { Accessory, AftermarketQuestion, PenProduct, PlanPrice, PlanType, ProtectionPlan } from '@dealer-panel/core/addons/addon';
import type { PricedPlan } from '@dealer-panel/core/addons/addon-use-cases';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import type { AccessoryBody, MediaBody, ProtectionPlanBody } from '../../contract/addons/addons';

export const mediaUrl = (id: string) => `/api/media/${id}/`;
const mediaBody = (id: string | null): MediaBody | null => (id === null ? null : { id, url: mediaUrl(id) });
const money = (c: number | null) => (c === null ? null : formatMoney(c));

export const accessoryBody = (a: Accessory): AccessoryBody => ({
  id: a.id, dealership: a.dealershipId, type: 'accessory', active: a.active, category: a.category, title_en: a.titleEn, title_fr: a.titleFr,
  description_en: a.descriptionEn, description_fr: a.descriptionFr, sku: a.sku, price: formatMoney(a.priceCents),
  installation_charge_override: money(a.installationChargeOverrideCents), pre_installed: a.preInstalled, vehicle_types: [...a.vehicleTypes],
  image_media: mediaBody(a.imageMediaId), files: { img: a.imageMediaId === null ? null : mediaUrl(a.imageMediaId), pdf: null },
});

export const priceBody = (p: PlanPrice) => ({
  id: p.id, plan: p.planId, term: p.term, distance: p.distance, price: formatMoney(p.priceCents),
  min_vehicle_price: money(p.minVehiclePriceCents), max_vehicle_price: money(p.maxVehiclePriceCents),
});

const taxes = (p: ProtectionPlan) => ({
  gst: p.gst, hst: p.hst, pst: p.pst, qst: p.qst,
  province_taxes: p.provinceTaxes.map((t) => ({ province_code: t.provinceCode, gst: t.gst, hst: t.hst, pst: t.pst, qst: t.qst })),
});
const files = (p: ProtectionPlan) => ({ img: p.imageMediaId === null ? null : mediaUrl(p.imageMediaId), pdf: p.pdfMediaId === null ? null : mediaUrl(p.pdfMediaId) });

export const planBody = (p: ProtectionPlan): ProtectionPlanBody => ({
  id: p.id, dealership: p.dealershipId, type: p.typeId, active: p.active, category: p.category, kind: p.kind, name: p.name, name_fr: p.nameFr,
  description: p.description, description_fr: p.descriptionFr, payment_type: [...p.paymentTypes], vehicle_condition: [...p.vehicleConditions],
  vehicle_types: [...p.vehicleTypes], pdf_url: p.pdfUrl, pdf_url_fr: p.pdfUrlFr, video_url: p.videoUrl, video_url_fr: p.videoUrlFr, ...taxes(p),
  use_pen_for_localized_prices: p.usePenForLocalizedPrices, pen_coverage: p.penCoverage, pen_product_for_coverage: p.penProductId,
  product_code: p.productCode, duration_type: p.durationType, custom_duration_label_en: p.customDurationLabelEn, custom_duration_label_fr: p.customDurationLabelFr,
  prices_set: p.prices.length > 0, prices: p.prices.map(priceBody), image_media: mediaBody(p.imageMediaId), pdf_media: mediaBody(p.pdfMediaId), files: files(p),
});

export const planTypeBody = (t: PlanType) => ({ id: t.id, name: t.name, name_fr: t.nameFr });
export const penProductBody = (p: PenProduct) => ({ id: p.id, name: p.name, provider: p.provider, product_code: p.productCode, coverages: [...p.coverages] });
export const questionBody = (q: AftermarketQuestion) => ({
  id: q.id, question_en: q.questionEn, question_fr: q.questionFr, field_type: q.fieldType, choices: q.choices.map((c) => ({ ...c })), order: q.sortOrder, active: q.active,
});

/** What a customer sees of an accessory: no dealer fields; no price when pricing is locked. */
export const customerAccessoryBody = (a: Accessory, locked: boolean) => ({
  id: a.id, type: 'accessory' as const, category: a.category, title_en: a.titleEn, title_fr: a.titleFr, description_en: a.descriptionEn,
  description_fr: a.descriptionFr, sku: a.sku, price: locked ? null : formatMoney(a.priceCents),
  installation_charge_override: locked ? null : money(a.installationChargeOverrideCents), pre_installed: a.preInstalled,
  vehicle_types: [...a.vehicleTypes], files: { img: a.imageMediaId === null ? null : mediaUrl(a.imageMediaId), pdf: null },
});

export const customerPlanBody = ({ plan: p, price, locked }: PricedPlan) => ({
  id: p.id, type: p.typeId, category: p.category, name: p.name, name_fr: p.nameFr, description: p.description, description_fr: p.descriptionFr,
  payment_type: [...p.paymentTypes], vehicle_condition: [...p.vehicleConditions], vehicle_types: [...p.vehicleTypes],
  pdf_url: p.pdfUrl, pdf_url_fr: p.pdfUrlFr, video_url: p.videoUrl, video_url_fr: p.videoUrlFr, ...taxes(p),
  duration_type: p.durationType, custom_duration_label_en: p.customDurationLabelEn, custom_duration_label_fr: p.customDurationLabelFr,
  pricing_locked: locked, prices_set: p.prices.length > 0,
  prices: locked ? [] : p.prices.map((r) => ({ id: r.id, term: r.term, distance: r.distance, price: formatMoney(r.priceCents) })),
  price: price === null ? null : { id: price.id, term: price.term, distance: price.distance, price: formatMoney(price.priceCents) },
  files: files(p),
});
