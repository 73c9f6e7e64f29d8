import type { OrderFeeLine } from '@dealer-panel/core/fees/applicable-fees';
import type { FeeInput } from '@dealer-panel/core/fees/fee-form';
import type { FeeOrDiscount, FeePaymentMethod } from '@dealer-panel/core/fees/fee-or-discount';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import type { AnyFeeRequest, OrderFeesResponse } from '../../contract/fees/fees';

/** The fields that were sent (exactOptionalPropertyTypes: absent, never undefined). */
const defined = <T extends object>(o: { readonly [K in keyof T]-?: T[K] | undefined }): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** A decoded request (any kind and scope) as core's input; fields a kind does not carry are ignored by core. */
export function feeInput(b: Partial<AnyFeeRequest>): FeeInput {
  return defined<FeeInput>({
    name: b.name, nameFr: b.name_fr, descriptionEn: b.description_en, descriptionFr: b.description_fr, amount: b.amount,
    taxability: b.taxability, includeByDefault: b.include_by_default, isCash: b.is_cash, isFinance: b.is_finance, isLease: b.is_lease,
    applicableNew: b.applicable_new, applicableUsed: b.applicable_used, applicableCpo: b.applicable_cpo,
    isDemo: b.is_demo, isInStock: b.is_in_stock, isPending: b.is_pending, isInTransit: b.is_in_transit, isVirtual: b.is_virtual, isAsIs: b.is_as_is,
    vehicleTypes: b.vehicle_types, marketscanType: b.marketscan_type, capCost: b.cap_cost, residualize: b.residualize, taxInCap: b.tax_in_cap,
    selectableByCustomer: b.selectable_by_customer, type: b.type, order: b.order,
  });
}

function common(f: FeeOrDiscount) {
  return {
    id: f.id, name: f.name, name_fr: f.nameFr, amount: formatMoney(f.amountCents), taxability: f.taxability, include_by_default: f.includeByDefault,
    is_cash: f.isCash, is_finance: f.isFinance, is_lease: f.isLease,
    applicable_new: f.applicableNew, applicable_used: f.applicableUsed, applicable_cpo: f.applicableCpo,
  };
}

/** A row on the wire, with the fields of its kind and scope only (spec 002 section 3). */
export function feeBody(f: FeeOrDiscount, openOrders = 0): Record<string, unknown> {
  const leaseTreatment = { cap_cost: f.capCost, residualize: f.residualize, tax_in_cap: f.taxInCap };
  if (f.scope === 'custom') {
    return f.kind === 'fee'
      ? { ...common(f), ...leaseTreatment, marketscan_type: f.marketscanType, order: f.orderId }
      : { ...common(f), order: f.orderId };
  }
  const global = {
    ...common(f), is_demo: f.isDemo, is_in_stock: f.isInStock, is_pending: f.isPending, is_in_transit: f.isInTransit,
    is_virtual: f.isVirtual, is_as_is: f.isAsIs, vehicle_types: [...f.vehicleTypes], marketscan_type: f.marketscanType, open_orders_count: openOrders,
  };
  return f.kind === 'fee'
    ? { ...global, ...leaseTreatment, selectable_by_customer: f.selectableByCustomer, type: f.type, description_en: f.descriptionEn, description_fr: f.descriptionFr }
    : global;
}

export function orderFeesBody(orderId: number, method: FeePaymentMethod, lines: readonly OrderFeeLine[]): OrderFeesResponse {
  const sum = (kind: 'fee' | 'discount') => lines.filter((l) => l.included && l.applicable && l.fee.kind === kind).reduce((s, l) => s + l.fee.amountCents, 0);
  return {
    order: orderId, method, fees_total: formatMoney(sum('fee')), discounts_total: formatMoney(sum('discount')),
    results: lines.map(({ fee: f, included, applicable, source }) => ({
      id: f.id, kind: f.kind, scope: f.scope, name: f.name, name_fr: f.nameFr, amount: formatMoney(f.amountCents), taxability: f.taxability,
      is_cash: f.isCash, is_finance: f.isFinance, is_lease: f.isLease, cap_cost: f.capCost, residualize: f.residualize, tax_in_cap: f.taxInCap,
      include_by_default: f.includeByDefault, included, applicable, source,
    })),
  };
}
