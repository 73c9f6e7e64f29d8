import type { Dealership } from '@dealer-panel/core/access/dealership';
import type { VehiclePriceChange, VehicleRecord } from '@dealer-panel/core/inventory/vehicle-record';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import type { VehiclePriceChangeBody, VehicleRecordResponse } from '../../contract/inventory/inventory';
import { vehicleBody } from './vehicle-body';

/** The vehicle's page (inventory/vehicles/{id}/): dates as ISO 8601, money as decimal strings. */
export function vehicleRecordBody(r: VehicleRecord & { readonly costVisible: boolean }, d: Dealership): VehicleRecordResponse {
  return {
    vehicle: vehicleBody(r.vehicle, d),
    cost: r.costCents === null ? null : formatMoney(r.costCents),
    cost_visible: r.costVisible,
    price_changed_at: r.priceChangedAt?.toISOString() ?? null,
    left_feed_at: r.leftFeedAt?.toISOString() ?? null,
    deals: r.deals.map((o) => ({
      id: o.id, customer: { id: o.customerId, full_name: o.customerName }, status: o.status, is_archived: o.isArchived, is_open: o.open,
      created: o.createdAt.toISOString(),
    })),
    imports: r.imports.map((i) => ({ import_id: i.importId, at: i.at.toISOString(), outcome: i.outcome })),
    price_history: r.priceHistory.map(priceChangeBody),
    price_history_count: r.priceHistoryCount,
  };
}

/** One change of the listing price (the vehicle's page and price_history/). */
export function priceChangeBody(c: VehiclePriceChange): VehiclePriceChangeBody {
  return { at: c.at.toISOString(), before: formatMoney(c.beforeCents), after: formatMoney(c.afterCents), source: c.source, import_id: c.importId, profile_name: c.profileName };
}
