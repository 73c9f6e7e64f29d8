import { checkFeeValues, DEFAULT_FEE_VALUES, type FeeInput, type StoreLanguage } from '@dealer-panel/core/fees/fee-form';
import type { FeeKind, FeeScope } from '@dealer-panel/core/fees/fee-or-discount';
import type { FieldErrorMap } from '../../shared/form-problem';

/**
 * The global fee or discount form as typed (spec 002 section 3): texts as typed, the amount as
 * the dollars typed ("499" or "499.00"), flags as booleans. Wire names, so server field errors
 * land on the same keys.
 */
export interface FeeFormValues {
  readonly name: string;
  readonly name_fr: string;
  readonly description_en: string;
  readonly description_fr: string;
  readonly amount: string;
  readonly taxability: boolean;
  readonly include_by_default: boolean;
  readonly is_cash: boolean;
  readonly is_finance: boolean;
  readonly is_lease: boolean;
  readonly applicable_new: boolean;
  readonly applicable_used: boolean;
  readonly applicable_cpo: boolean;
  readonly is_demo: boolean;
  readonly is_in_stock: boolean;
  readonly is_pending: boolean;
  readonly is_in_transit: boolean;
  readonly is_virtual: boolean;
  readonly is_as_is: boolean;
  readonly vehicle_types: readonly string[];
  readonly marketscan_type: string | null;
  readonly cap_cost: boolean;
  readonly residualize: boolean;
  readonly tax_in_cap: boolean;
  readonly selectable_by_customer: boolean;
  readonly type: string | null;
}

export type FeeFlag = { [K in keyof FeeFormValues]: FeeFormValues[K] extends boolean ? K : never }[keyof FeeFormValues];

export const PAYMENT_FLAGS = ['is_cash', 'is_finance', 'is_lease'] as const satisfies readonly FeeFlag[];
export const CONDITION_FLAGS = ['applicable_new', 'applicable_used', 'applicable_cpo'] as const satisfies readonly FeeFlag[];
export const STOCK_STATE_FLAGS = ['is_demo', 'is_in_stock', 'is_pending', 'is_in_transit', 'is_virtual', 'is_as_is'] as const satisfies readonly FeeFlag[];
export const LEASE_FLAGS = ['cap_cost', 'residualize', 'tax_in_cap'] as const satisfies readonly FeeFlag[];

const d = DEFAULT_FEE_VALUES;

/** A new row: the spec's defaults (cash, finance and lease on; not included by default). */
export const EMPTY_FEE_FORM: FeeFormValues = {
  name: '', name_fr: '', description_en: '', description_fr: '', amount: '',
  taxability: d.taxability, include_by_default: d.includeByDefault, is_cash: d.isCash, is_finance: d.isFinance, is_lease: d.isLease,
  applicable_new: d.applicableNew, applicable_used: d.applicableUsed, applicable_cpo: d.applicableCpo,
  is_demo: d.isDemo, is_in_stock: d.isInStock, is_pending: d.isPending, is_in_transit: d.isInTransit, is_virtual: d.isVirtual, is_as_is: d.isAsIs,
  vehicle_types: [], marketscan_type: null, cap_cost: d.capCost, residualize: d.residualize, tax_in_cap: d.taxInCap,
  selectable_by_customer: d.selectableByCustomer, type: null,
};

/** A row from the server as the form shows it; fields its kind lacks keep the defaults. */
export function formOf(body: Partial<Record<keyof FeeFormValues, unknown>>): FeeFormValues {
  const out: Record<string, unknown> = { ...EMPTY_FEE_FORM };
  for (const key of Object.keys(EMPTY_FEE_FORM) as (keyof FeeFormValues)[]) {
    const value = body[key];
    if (value !== undefined) out[key] = value;
  }
  return out as unknown as FeeFormValues;
}

function coreInput(v: FeeFormValues): FeeInput {
  return {
    name: v.name, nameFr: v.name_fr, descriptionEn: v.description_en, descriptionFr: v.description_fr, amount: v.amount,
    taxability: v.taxability, includeByDefault: v.include_by_default, isCash: v.is_cash, isFinance: v.is_finance, isLease: v.is_lease,
    applicableNew: v.applicable_new, applicableUsed: v.applicable_used, applicableCpo: v.applicable_cpo,
    isDemo: v.is_demo, isInStock: v.is_in_stock, isPending: v.is_pending, isInTransit: v.is_in_transit, isVirtual: v.is_virtual, isAsIs: v.is_as_is,
    vehicleTypes: v.vehicle_types, marketscanType: v.marketscan_type, capCost: v.cap_cost, residualize: v.residualize, taxInCap: v.tax_in_cap,
    selectableByCustomer: v.selectable_by_customer, type: v.type,
  };
}

/** The same checks as the server's (core/fees/fee-form.ts), before sending: the same codes on the same fields. */
export function checkFeeForm(kind: FeeKind, scope: FeeScope, v: FeeFormValues, storeLanguage: StoreLanguage = 'en'): FieldErrorMap {
  const checked = checkFeeValues(kind, scope, { ...DEFAULT_FEE_VALUES, name: '', amountCents: null }, coreInput(v), storeLanguage);
  return checked.ok ? {} : checked.errors;
}

/**
 * The errors still shown after `field` changed: the changed field's are cleared (it is checked again
 * on save), the others' are checked again so that an error another field caused goes away with it
 * (residualize once cap cost is checked). Errors the client cannot check (server-only) stay.
 */
export function errorsAfterChange(kind: FeeKind, scope: FeeScope, values: FeeFormValues, errors: FieldErrorMap, field: string, storeLanguage: StoreLanguage = 'en'): FieldErrorMap {
  const { [field]: _cleared, ...rest } = errors;
  if (Object.keys(rest).length === 0) return rest;
  const now = checkFeeForm(kind, scope, values, storeLanguage);
  const out: Record<string, readonly string[]> = {};
  for (const [key, codes] of Object.entries(rest)) {
    const still = key === 'order' ? codes : codes.filter((code) => !CLIENT_CODES.has(code) || (now[key] ?? []).includes(code));
    if (still.length > 0) out[key] = still;
  }
  return out;
}

/** Codes the client checks itself (core/fees/fee-form.ts); others come from the server only. */
const CLIENT_CODES: ReadonlySet<string> = new Set([
  'required', 'text.too_long', 'money.invalid', 'money.must_be_positive', 'money.too_large', 'fees.payment_type_required',
  'fees.condition_required', 'fees.requires_cap_cost', 'fees.requires_cap_cost_and_taxability', 'choice.invalid',
]);

/** The request body of a kind and scope: only the fields it carries (spec 002 section 3). */
export function requestOf(kind: FeeKind, scope: FeeScope, v: FeeFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: v.name.trim(), name_fr: v.name_fr.trim(), amount: v.amount.trim(), taxability: v.taxability, include_by_default: v.include_by_default,
    is_cash: v.is_cash, is_finance: v.is_finance, is_lease: v.is_lease,
    applicable_new: v.applicable_new, applicable_used: v.applicable_used, applicable_cpo: v.applicable_cpo,
  };
  if (scope === 'global') {
    for (const f of STOCK_STATE_FLAGS) body[f] = v[f];
    body['vehicle_types'] = [...v.vehicle_types];
    body['marketscan_type'] = v.marketscan_type;
  }
  if (kind === 'fee') {
    for (const f of LEASE_FLAGS) body[f] = v[f];
    if (scope === 'custom') body['marketscan_type'] = v.marketscan_type;
  }
  if (kind === 'fee' && scope === 'global') {
    body['selectable_by_customer'] = v.selectable_by_customer;
    body['type'] = v.type;
    body['description_en'] = v.description_en.trim();
    body['description_fr'] = v.description_fr.trim();
  }
  return body;
}
