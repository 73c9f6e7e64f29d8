import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { PaymentMethod, TradeInType } from './engine/deal';
import { tradeInTypes } from './engine/deal';
import type { DealErrorCode } from './engine/deal-error-codes';
import type { Country } from './engine/tax-jurisdiction';
import type { FieldErrors } from '../shared/validation';
import { STOCK_STATUSES, type StockStatus } from '../inventory/vehicle';
import { orderFeeLines, type DealFacts, type OrderFeeChoice } from '../fees/applicable-fees';
import type { FeeCondition, FeeOrDiscount } from '../fees/fee-or-discount';
import { feeNameIn } from '../fees/fee-form';
import type { PaymentSettings } from './payment-settings';
import type {
  AccessoryRecord, IncentiveRecord, LenderRecord, OrderForPricing, PaymentDetails, PaymentTypeRecord, ProtectionPlanRecord,
  TaxFlags, VehicleForPricing,
} from './pricing-inputs';

/** The keys of POST payment-type/{id}/pricing/ (spec 002 "payment details sent for a quote" and the calculation keys). */
export const PRICING_KEYS: ReadonlySet<string> = new Set([
  'term', 'down_payment', 'payment_frequency', 'distance_allowance', 'rate_overwritten', 'credit_score', 'trade_in_type', 'trade_in_credit',
  'trade_in_owing', 'postal_code', 'include_tax', 'fees', 'discounts', 'incentives', 'accessories', 'install_accessories_ids', 'protections',
  'options_code_list', 'options_price', 'order', 'inventory', 'method',
]);

/** Everything read from the database for one price. */
export interface PricingData {
  readonly record: PaymentTypeRecord;
  readonly order: OrderForPricing;
  readonly dealershipId: number;
  readonly region: string;
  readonly country: Country;
  readonly settings: PaymentSettings;
  /** The dealership's fees and discounts (global rows and the order's custom ones; others are ignored). */
  readonly fees: readonly FeeOrDiscount[];
  /** The order's choices on global rows (order_fees_and_discounts). */
  readonly feeChoices: readonly OrderFeeChoice[];
  /** The incentives named by the body or the order and the settings' global ones. */
  readonly incentives: readonly IncentiveRecord[];
  readonly accessories: readonly AccessoryRecord[];
  readonly plans: readonly ProtectionPlanRecord[];
  readonly lender: LenderRecord | null;
  /** YYYY-MM-DD, for the incentives' dates. */
  readonly today: string;
}

export interface AssembledDeal {
  /** The deal in the engine's wire format (docs/payments.md), for `parseDeal`. */
  readonly raw: Readonly<Record<string, unknown>>;
  /** The details to store on the payment type once priced. */
  readonly details: PaymentDetails;
}

type Errors = Record<string, [DealErrorCode, ...DealErrorCode[]]>;

/** Cents as the engine's money text. */
export const dollars = (c: number): string => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

/** "6.990000" → "6.99": stored numerics carry trailing zeros the engine's rate text does not accept. */
export function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isSafeInteger(x));

/** A list of ids from the body, or the fallback when the key is absent; a bad list is an error at its key. */
function ids(body: Readonly<Record<string, unknown>>, key: string, fallback: readonly number[], errors: Errors): readonly number[] {
  const v = body[key];
  if (v === undefined || v === null) return fallback;
  if (!isIdList(v)) { errors[key] = ['list.invalid']; return []; }
  return v;
}

/** The vehicle's condition as the fees rule reads it: inventory "New", else used (as GET order/{id}/fees-and-discounts/ does). */
export function feeConditionOf(condition: string): FeeCondition {
  return condition.toLowerCase() === 'new' ? 'new' : 'used';
}

/** The facts of a deal that decide its fees and discounts (core/commerce/applicable-fees.ts, the one rule). */
export function dealFactsOf(order: OrderForPricing, dealershipId: number, method: PaymentMethod): DealFacts {
  const v = order.vehicle;
  return {
    orderId: order.id, dealershipId, method,
    condition: v === null ? null : feeConditionOf(v.condition),
    stockStatus: v !== null && (STOCK_STATUSES as readonly string[]).includes(v.stockStatus) ? v.stockStatus as StockStatus : null,
    vehicleType: v?.bodyType ?? null,
  };
}

/** Whether an incentive may go on this order's vehicle today. */
export function incentiveApplies(i: IncentiveRecord, vehicle: VehicleForPricing | null, today: string, conditionalEnabled: boolean): boolean {
  if (!i.active) return false;
  if (i.isConditional && !conditionalEnabled) return false;
  if (i.startsOn !== null && today < i.startsOn) return false;
  if (i.endsOn !== null && today > i.endsOn) return false;
  if (vehicle === null) return true;
  const isNew = vehicle.condition.toLowerCase() === 'new';
  if (isNew ? !i.applicableNew : !i.applicableUsed) return false;
  if (i.make !== null && i.make !== '' && i.make.toLowerCase() !== vehicle.make.toLowerCase()) return false;
  if (i.model !== null && i.model !== '' && i.model.toLowerCase() !== vehicle.model.toLowerCase()) return false;
  if (i.yearFrom !== null && vehicle.year < i.yearFrom) return false;
  return i.yearTo === null || vehicle.year <= i.yearTo;
}

/** A plan's price for the term (spec 002 section 9: 12 months when unknown): the term's row in the vehicle's price band, unlimited distance first. */
export function planPrice(plan: ProtectionPlanRecord, term: number | null, vehiclePriceCents: number): number | null {
  const wanted = term ?? 12;
  const inBand = plan.prices.filter((p) => (p.minVehiclePriceCents === null || vehiclePriceCents >= p.minVehiclePriceCents)
    && (p.maxVehiclePriceCents === null || vehiclePriceCents <= p.maxVehiclePriceCents));
  const terms = [...new Set(inBand.map((p) => p.term))].sort((a, b) => a - b);
  if (terms.length === 0) return null;
  // The term's own row, else the longest shorter term, else the shortest one there is.
  const chosen = terms.includes(wanted) ? wanted : [...terms].reverse().find((t) => t < wanted) ?? terms[0];
  const rows = inBand.filter((p) => p.term === chosen).sort((a, b) => (a.distance ?? Infinity) === (b.distance ?? Infinity) ? a.priceCents - b.priceCents : (b.distance ?? Infinity) - (a.distance ?? Infinity));
  return rows[0]?.priceCents ?? null;
}

/** The taxes of a plan in a region: the province's override, else the plan's flags; in the USA, the state's tax when any flag is set. */
export function planTaxFlags(plan: ProtectionPlanRecord, region: string, country: Country): Readonly<Record<string, boolean>> {
  const flags: TaxFlags = plan.provinceTaxes[region] ?? plan.taxes;
  if (country === 'US') return { state: flags.gst || flags.hst || flags.pst || flags.qst };
  return { gst: flags.gst, hst: flags.hst, pst: flags.pst, qst: flags.qst };
}

/** name_fr on the engine's item when the dealership gave the item a French name. */
const frenchName = (nameFr: string | undefined) => (nameFr === undefined || nameFr.trim() === '' ? {} : { name_fr: nameFr });
const scopeOf = (r: { readonly isCash: boolean; readonly isFinance: boolean; readonly isLease: boolean }) => ({ is_cash: r.isCash, is_finance: r.isFinance, is_lease: r.isLease });

/**
 * The deal of a pricing request: the body's details over the payment type record's, with the
 * order's vehicle, the dealership's region and settings, the fees and discounts on the order (or
 * those the body selects) that fit the vehicle, the incentives, accessories and protection plans
 * by id with their prices, and the lender program. Ids that are not the dealership's, or do not
 * apply, are field errors at their key ("incentives.1"). The engine's own `parseDeal` then checks
 * every value, so bad amounts, terms and rates keep the body's names ("down_payment").
 */
export function assembleDeal(body: Readonly<Record<string, unknown>>, data: PricingData): Either<FieldErrors<DealErrorCode>, AssembledDeal> {
  const errors: Errors = {};
  for (const key of Object.keys(body)) if (!PRICING_KEYS.has(key)) errors[key] = ['field.unknown'];
  const { record, order, settings } = data;
  const method: PaymentMethod = record.method;
  if (body.method !== undefined && body.method !== method) errors.method = ['method.invalid'];
  if (body.order !== undefined && body.order !== order.id) errors.order = ['item.invalid'];
  if (body.inventory !== undefined && body.inventory !== null && body.inventory !== order.vehicle?.id) errors.inventory = ['item.invalid'];
  const vehicle = order.vehicle;
  if (vehicle === null) errors.inventory = ['required'];

  const has = (key: string) => body[key] !== undefined && body[key] !== null;
  const pick = (key: string, fallback: unknown) => (has(key) ? body[key] : fallback);

  // Fees and discounts (the one rule, applicable-fees.ts): what the order carries, unless the body
  // names its own selection of candidates (a quote of another choice), which must then apply too.
  const lines = orderFeeLines(data.fees, data.feeChoices, dealFactsOf(order, data.dealershipId, method));
  const selection = (kind: 'fee' | 'discount', key: string): FeeOrDiscount[] => {
    const ofKind = lines.filter((l) => l.fee.kind === kind);
    if (!has(key)) return ofKind.filter((l) => l.included && l.applicable).map((l) => l.fee);
    const chosen = ids(body, key, [], errors);
    chosen.forEach((id, i) => { if (!ofKind.some((l) => l.fee.id === id)) errors[`${key}.${i}`] = ['item.invalid']; });
    return ofKind.filter((l) => chosen.includes(l.fee.id) && l.applicable).map((l) => l.fee);
  };
  const fees = selection('fee', 'fees').map((f) => ({
    name: feeNameIn(f, 'en'), ...frenchName(f.nameFr), amount: dollars(f.amountCents), taxability: f.taxability, cap_cost: f.capCost, residualize: f.residualize && f.capCost,
    tax_in_cap: f.taxInCap, ...scopeOf(f),
  }));
  const discounts = selection('discount', 'discounts').map((d) => ({ name: feeNameIn(d, 'en'), ...frenchName(d.nameFr), amount: dollars(d.amountCents), taxability: d.taxability, ...scopeOf(d) }));

  // Incentives: the body's, else the order's; with the settings' global ones.
  const incentiveIds = ids(body, 'incentives', order.incentiveIds, errors);
  const incentives: Record<string, unknown>[] = [];
  const seen = new Set<number>();
  const addIncentive = (id: number, path: string | null) => {
    if (seen.has(id)) return;
    const found = data.incentives.find((x) => x.id === id);
    if (found === undefined || !incentiveApplies(found, vehicle, data.today, settings.conditionalIncentivesEnabled)) {
      if (path !== null) errors[path] = ['item.invalid'];
      return;
    }
    seen.add(id);
    incentives.push({ name: found.name, ...frenchName(found.nameFr), amount: dollars(found.amountCents), before_tax: found.beforeTax, ...scopeOf(found) });
  };
  incentiveIds.forEach((id, i) => addIncentive(id, `incentives.${i}`));
  settings.globalIncentives.forEach((id) => addIncentive(id, null));

  // Accessories, installed when listed in install_accessories_ids.
  const accessoryIds = ids(body, 'accessories', order.accessoryIds, errors);
  const installIds = ids(body, 'install_accessories_ids', order.installAccessoryIds, errors);
  const accessories = accessoryIds.flatMap((id, i) => {
    const a = data.accessories.find((x) => x.id === id && x.active);
    if (a === undefined) { errors[`accessories.${i}`] = ['item.invalid']; return []; }
    return [{ name: a.name, ...frenchName(a.nameFr), price: dollars(a.priceCents), installation: dollars(a.installationCents), installed: installIds.includes(id) }];
  });
  installIds.forEach((id, i) => { if (!accessoryIds.includes(id)) errors[`install_accessories_ids.${i}`] = ['item.invalid']; });

  // The details: the body's, else the record's (the settings' defaults when it was created).
  const termRaw = pick('term', record.term);
  const termForPlans = typeof termRaw === 'number' ? termRaw : typeof termRaw === 'string' && /^\d+$/.test(termRaw) ? Number(termRaw) : null;
  const protectionIds = ids(body, 'protections', order.protectionIds, errors);
  const protections = protectionIds.flatMap((id, i) => {
    const plan = data.plans.find((p) => p.id === id && p.active);
    const price = plan === undefined || !plan.paymentTypes.includes(method) ? null : planPrice(plan, method === 'cash' ? null : termForPlans, vehicle?.priceCents ?? 0);
    if (plan === undefined || price === null) { errors[`protections.${i}`] = ['item.invalid']; return []; }
    return [{ name: plan.name, ...frenchName(plan.nameFr), price: dollars(price), ...planTaxFlags(plan, data.region, data.country) }];
  });

  const tradeInType = pick('trade_in_type', undefined);
  const lender = data.lender;
  const raw: Record<string, unknown> = {
    method,
    province: data.region,
    postal_code: buyerPostalCode(body, record, order),
    vehicle_price: vehicle === null ? '0.00' : dollars(vehicle.priceCents),
    msrp: vehicle?.msrpCents === null || vehicle === null ? (method === 'lease' && vehicle !== null ? dollars(vehicle.priceCents) : null) : dollars(vehicle.msrpCents),
    options_price: pick('options_price', dollars(order.optionsPriceCents)),
    accessories, protections, fees, discounts, incentives,
    trade_in_credit: pick('trade_in_credit', undefined),
    trade_in_owing: pick('trade_in_owing', undefined),
    down_payment: pick('down_payment', undefined),
    term: method === 'cash' ? null : termRaw,
    rate_overwritten: method === 'cash' ? null : pick('rate_overwritten', record.rate === null ? null : trimDecimal(record.rate)),
    payment_frequency: method === 'cash' ? undefined : pick('payment_frequency', record.paymentFrequency),
    payment_frequency_method: settings.frequencyMethod,
    distance_allowance: method === 'lease' ? pick('distance_allowance', record.distanceAllowance ?? settings.leaseDefaultDistanceAllowance) : undefined,
    credit_score: pick('credit_score', undefined),
    include_tax: pick('include_tax', record.includeTax),
    lease_rate_calculation_method: settings.leaseRateCalculationMethod,
    lender: lender === null || method === 'cash' ? null : {
      finance_rates: lender.financeRates.map((r) => ({ term_from: r.termFrom, term_to: r.termTo, min_credit_score: r.minCreditScore, rate: trimDecimal(r.rate) })),
      lease_rates: lender.leaseRates.map((r) => ({ term_from: r.termFrom, term_to: r.termTo, min_credit_score: r.minCreditScore, rate: trimDecimal(r.rate) })),
      residuals: lender.residuals.map((r) => ({ term: r.term, distance_allowance: r.distanceAllowance, residual: trimDecimal(r.residual) })),
    },
  };
  if (tradeInType !== undefined) raw.trade_in_type = tradeInType;
  // Canada has no credit scores: a program row with one is ignored there rather than refusing every price.
  if (data.country === 'CA' && raw.lender !== null && typeof raw.lender === 'object') {
    const l = raw.lender as { finance_rates: { min_credit_score: number | null }[]; lease_rates: { min_credit_score: number | null }[] };
    l.finance_rates = l.finance_rates.filter((r) => r.min_credit_score === null);
    l.lease_rates = l.lease_rates.filter((r) => r.min_credit_score === null);
  }
  for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key];
  if (Object.keys(errors).length > 0) return E.left(errors);
  return E.right({ raw, details: detailsOf(raw, record, lender) });
}

/**
 * Where the buyer lives, which decides the province of the taxes in Canada (issue 10.3): the
 * body's postal code when it gives one ("" or null: none, the dealership's province), else the
 * record's from the last price, else the customer record's. Without this last step a deal was
 * taxed in the store's province although the customer record said another.
 */
export function buyerPostalCode(body: Readonly<Record<string, unknown>>, record: PaymentTypeRecord, order: OrderForPricing): unknown {
  if (Object.hasOwn(body, 'postal_code')) return body.postal_code;
  return record.postalCode ?? order.customerPostalCode;
}

/** The details as the engine will read them (called before parsing: values not yet checked are re-read after). */
function detailsOf(raw: Readonly<Record<string, unknown>>, record: PaymentTypeRecord, lender: LenderRecord | null): PaymentDetails {
  const centsOf = (v: unknown): number => {
    if (typeof v !== 'string') return 0;
    const [whole = '0', fraction = ''] = v.trim().split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  };
  const num = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : null);
  const tradeInType = typeof raw.trade_in_type === 'string' && (tradeInTypes as readonly string[]).includes(raw.trade_in_type)
    ? raw.trade_in_type as TradeInType
    : centsOf(raw.trade_in_credit) > 0 || centsOf(raw.trade_in_owing) > 0 ? 'owned' : 'none';
  return {
    includeTax: typeof raw.include_tax === 'boolean' ? raw.include_tax : record.includeTax,
    term: num(raw.term) ?? record.term,
    rate: typeof raw.rate_overwritten === 'string' && raw.rate_overwritten.trim() !== '' ? raw.rate_overwritten.trim() : null,
    paymentFrequency: typeof raw.payment_frequency === 'string' ? raw.payment_frequency as PaymentDetails['paymentFrequency'] : record.paymentFrequency,
    creditScore: num(raw.credit_score),
    downPaymentCents: centsOf(raw.down_payment),
    distanceAllowance: num(raw.distance_allowance),
    tradeInType,
    tradeInCreditCents: centsOf(raw.trade_in_credit),
    tradeInOwingCents: centsOf(raw.trade_in_owing),
    // "" is kept: the dealer cleared the postal code, and the customer record's must not come back.
    postalCode: typeof raw.postal_code === 'string' ? raw.postal_code.trim() : null,
    lenderId: lender?.id ?? record.lenderId,
  };
}
