import type { PriceProfile } from '@dealer-panel/core/analytics/price-profile';
import { ruleInputOf } from '@dealer-panel/core/analytics/price-profile';
import type { PriceBatch } from '@dealer-panel/core/analytics/price-profile-repository';
import type { PreviewRow } from '@dealer-panel/core/analytics/price-profile-use-cases';
import type { PriceHistoryEntry } from '@dealer-panel/core/analytics/pricing-report';
import type { PricedReportRow } from '@dealer-panel/core/analytics/pricing-report-use-cases';
import type { DefaultPayment } from '@dealer-panel/core/analytics/report-payments';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import type { PreviewRowBody, PriceBatchBody, PriceHistoryResponse, PriceProfileBody, PricingReportRowBody } from '../../contract/analytics/pricing';

export const profileBody = (p: PriceProfile): PriceProfileBody => ({ id: p.id, name: p.name, rules: p.rules.map(ruleInputOf), updated: p.updatedAt.toISOString() });

export const previewRowBody = (r: PreviewRow): PreviewRowBody => ({
  vehicle: { id: r.vehicle.id, stock_number: r.vehicle.stockNumber, year: r.vehicle.year, make: r.vehicle.make, model: r.vehicle.model, trim: r.vehicle.trim, condition: r.vehicle.condition },
  days_in_stock: r.daysInStock, rule: r.ruleIndex, old_price: formatMoney(r.oldCents), new_price: formatMoney(r.newCents),
});

export const batchBody = (b: PriceBatch): PriceBatchBody => ({
  id: b.id, kind: b.kind, profile: b.profileId, profile_name: b.profileName, undoes: b.undoesBatchId, vehicles: b.vehicleCount,
  created_by: b.createdBy?.name ?? null, created: b.createdAt.toISOString(), undone: b.undoneAt?.toISOString() ?? null,
});

const paymentBody = (p: DefaultPayment | null) => (p === null ? null : { payment: formatMoney(p.paymentCents), term: p.term, frequency: p.frequency, rate: p.rate });
const money = (c: number | null): string | null => (c === null ? null : formatMoney(c));

export const reportRowBody = (r: PricedReportRow): PricingReportRowBody => ({
  id: r.vehicleId, stock_number: r.stockNumber, vin: r.vin, year: r.year, make: r.make, model: r.model, trim: r.trim, condition: r.condition,
  stock_status: r.stockStatus, price: formatMoney(r.listingPriceCents), msrp: money(r.msrpCents), cost: money(r.costCents), arrival_date: r.arrivalDate,
  days_in_stock: r.daysInStock,
  last_change: r.lastChange === null ? null : { at: r.lastChange.at.toISOString(), old_price: formatMoney(r.lastChange.oldCents), new_price: formatMoney(r.lastChange.newCents) },
  finance: paymentBody(r.finance), lease: paymentBody(r.lease),
});

export const historyBody = (entries: readonly PriceHistoryEntry[]): PriceHistoryResponse => entries.map((e) => ({
  at: e.at.toISOString(), kind: e.kind, batch: e.batchId, profile_name: e.profileName, old_price: formatMoney(e.oldCents), new_price: formatMoney(e.newCents), by: e.by,
}));
