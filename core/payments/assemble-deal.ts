import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { Deal, PaymentMethod } from './engine/deal';
import { cents } from '../shared/money';
import type { DealErrorCode } from './engine/deal-error-codes';
import { dealWire, moneyText } from './engine/deal-wire';
import type { Country } from './engine/tax-jurisdiction';
import { defaultTaxTable, type TaxTable } from './engine/tax-table';
import type { FieldErrors } from '../shared/validation';
import { STOCK_STATUSES, type StockStatus } from '../inventory/vehicle';
import { orderFeeLines, type DealFacts, type OrderFeeChoice } from '../fees/applicable-fees';
import type { FeeCondition, FeeOrDiscount } from '../fees/fee-or-discount';
import { trimDecimal, typedDeal, type ChosenItems, type DealInputs } from './deal-values';
import { pickLocalRate, type LocalTaxRow } from './local-tax-rates';
import type { PaymentSettings } from './payment-settings';
import { PRICING_KEYS, type PricingBody, type RefusedKeys } from './pricing-body';
import type {
  AccessoryRecord, IncentiveRecord, LenderRecord, OrderForPricing, PaymentDetails, PaymentTypeRecord, ProtectionPlanRecord,
  TaxFlags, VehicleForPricing,
} from './pricing-inputs';

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
  /** YYYY-MM-DD, for the incentives' dates and the local tax rate's. */
  readonly today: string;
  /**
   * US: the store's local tax rows that may apply to the buyer's ZIP (issue 32 item 3); the deal
   * takes the one `pickLocalRate` picks, or says it used the state rate only. Absent: not read
   * (a price with no buyer, as an advertised payment).
   */
  readonly localTaxRates?: readonly LocalTaxRow[];
}

export interface AssembledDeal {
  /** The deal to price: typed, in cents, checked as `parseDeal` checks a deal. */
  readonly deal: Deal;
  /** The details to store on the payment type once priced. */
  readonly details: PaymentDetails;
  /** The same deal in the engine's wire format (docs/payments.md), as `price --json` reads it: for tools and tests, written when asked. */
  readonly raw: Readonly<Record<string, unknown>>;
}

export interface AssembleOptions {
  /** The stored tax rates (the built-in table by default). */
  readonly table?: TaxTable;
  /** Keys the server could not decode, with their codes. */
  readonly refused?: RefusedKeys;
}

type Errors = Record<string, [DealErrorCode, ...DealErrorCode[]]>;

/** Cents as the wire's money text ("35999.00"). */
export const dollars = moneyText;

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isSafeInteger(x));

/** A list of ids from the body, or the fallback when the key is absent; a bad (or refused) list is an error at its key. */
function ids(body: PricingBody, refused: RefusedKeys, key: string, fallback: readonly number[], errors: Errors): readonly number[] {
  const bad = refused[key];
  if (bad !== undefined) { errors[key] = [bad[0], ...bad.slice(1)]; return []; }
  const v = body[key];
  if (v === undefined || v === null) return fallback;
  if (!isIdList(v)) { errors[key] = ['list.invalid']; return []; }
  return v;
}

/** The vehicle's condition as the fees rule reads it: inventory "New", else used (as GET order/{id}/fees-and-discounts/ does). */
export function feeConditionOf(condition: string): FeeCondition {
  return condition.toLowerCase() === 'new' ? 'new' : 'used';
}

/** The facts of a deal that decide its fees and discounts (core/fees/applicable-fees.ts, the one rule). */
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

/** Is the key there (sent, not null, or refused by the server)? */
const given = (body: PricingBody, refused: RefusedKeys, key: string) => refused[key] !== undefined || (body[key] !== undefined && body[key] !== null);

/** The fees and discounts the deal carries (the one rule, applicable-fees.ts), unless the body names its own selection of candidates, which must then apply too. */
function chosenFees(body: PricingBody, refused: RefusedKeys, data: PricingData, errors: Errors) {
  const lines = orderFeeLines(data.fees, data.feeChoices, dealFactsOf(data.order, data.dealershipId, data.record.method));
  const selection = (kind: 'fee' | 'discount', key: string): FeeOrDiscount[] => {
    const ofKind = lines.filter((l) => l.fee.kind === kind);
    if (!given(body, refused, key)) return ofKind.filter((l) => l.included && l.applicable).map((l) => l.fee);
    const chosen = ids(body, refused, key, [], errors);
    chosen.forEach((id, i) => { if (!ofKind.some((l) => l.fee.id === id)) errors[`${key}.${i}`] = ['item.invalid']; });
    return ofKind.filter((l) => chosen.includes(l.fee.id) && l.applicable).map((l) => l.fee);
  };
  return { fees: selection('fee', 'fees'), discounts: selection('discount', 'discounts') };
}

/** The body's incentives, else the order's, with the settings' global ones (skipped silently when they do not apply). */
function chosenIncentives(body: PricingBody, refused: RefusedKeys, data: PricingData, errors: Errors): IncentiveRecord[] {
  const chosen: IncentiveRecord[] = [];
  const add = (id: number, path: string | null) => {
    if (chosen.some((x) => x.id === id)) return;
    const found = data.incentives.find((x) => x.id === id);
    if (found === undefined || !incentiveApplies(found, data.order.vehicle, data.today, data.settings.conditionalIncentivesEnabled)) {
      if (path !== null) errors[path] = ['item.invalid'];
      return;
    }
    chosen.push(found);
  };
  ids(body, refused, 'incentives', data.order.incentiveIds, errors).forEach((id, i) => add(id, `incentives.${i}`));
  data.settings.globalIncentives.forEach((id) => add(id, null));
  return chosen;
}

/** Accessories by id, installed when listed in install_accessories_ids; plans priced by the deal's term. */
function chosenAddons(body: PricingBody, refused: RefusedKeys, data: PricingData, term: unknown, errors: Errors): Pick<ChosenItems, 'accessories' | 'protections'> {
  const { order, record } = data;
  const accessoryIds = ids(body, refused, 'accessories', order.accessoryIds, errors);
  const installIds = ids(body, refused, 'install_accessories_ids', order.installAccessoryIds, errors);
  const accessories = accessoryIds.flatMap((id, i) => {
    const accessory = data.accessories.find((x) => x.id === id && x.active);
    if (accessory === undefined) { errors[`accessories.${i}`] = ['item.invalid']; return []; }
    return [{ accessory, installed: installIds.includes(id) }];
  });
  installIds.forEach((id, i) => { if (!accessoryIds.includes(id)) errors[`install_accessories_ids.${i}`] = ['item.invalid']; });
  const termForPlans = typeof term === 'number' ? term : typeof term === 'string' && /^\d+$/.test(term) ? Number(term) : null;
  const protections = ids(body, refused, 'protections', order.protectionIds, errors).flatMap((id, i) => {
    const plan = data.plans.find((p) => p.id === id && p.active);
    const price = plan === undefined || !plan.paymentTypes.includes(record.method) ? null : planPrice(plan, record.method === 'cash' ? null : termForPlans, order.vehicle?.priceCents ?? 0);
    if (plan === undefined || price === null) { errors[`protections.${i}`] = ['item.invalid']; return []; }
    return [{
      name: plan.name, ...(plan.nameFr === undefined ? {} : { nameFr: plan.nameFr }), priceCents: price, taxes: planTaxFlags(plan, data.region, data.country),
      ...(plan.kind === null ? {} : { kind: plan.kind }),
    }];
  });
  return { accessories, protections };
}

/**
 * The deal of a pricing request: the body's details over the payment type record's, with the
 * order's vehicle, the dealership's region and settings, the fees and discounts on the order (or
 * those the body selects) that fit the vehicle, the incentives, accessories and protection plans
 * by id with their prices, and the lender program: the engine's typed deal, in cents, straight
 * from the rows. Ids that are not the dealership's, or do not apply, are field errors at their key
 * ("incentives.1"), answered alone; then every value is checked as `parseDeal` checks a deal, with
 * the body's names ("down_payment").
 */
export function assembleDeal(body: PricingBody, data: PricingData, options: AssembleOptions = {}): Either<FieldErrors<DealErrorCode>, AssembledDeal> {
  const refused = options.refused ?? {};
  const table = options.table ?? defaultTaxTable;
  const errors: Errors = {};
  for (const key of Object.keys(body)) if (!PRICING_KEYS.has(key)) errors[key] = ['field.unknown'];
  const { record, order, settings } = data;
  const method: PaymentMethod = record.method;
  const refusedAt = (key: string) => { const codes = refused[key]; if (codes !== undefined) errors[key] = [codes[0], ...codes.slice(1)]; return codes !== undefined; };
  if (body.method !== undefined && body.method !== method) errors.method = ['method.invalid'];
  if (!refusedAt('order') && body.order !== undefined && body.order !== order.id) errors.order = ['item.invalid'];
  if (!refusedAt('inventory') && body.inventory !== undefined && body.inventory !== null && body.inventory !== order.vehicle?.id) errors.inventory = ['item.invalid'];
  const vehicle = order.vehicle;
  if (vehicle === null) errors.inventory = ['required'];
  const pick = (key: string, fallback: unknown) => (body[key] !== undefined && body[key] !== null ? body[key] : fallback);

  const term = pick('term', record.term);
  // A term the server refused is no number: the plans are priced as for no term (it is an error at `term` anyway).
  const termForPlans = refused.term === undefined ? term : null;
  const items: ChosenItems = {
    ...chosenFees(body, refused, data, errors), incentives: chosenIncentives(body, refused, data, errors), ...chosenAddons(body, refused, data, termForPlans, errors),
  };
  if (Object.keys(errors).length > 0 || vehicle === null) return E.left(errors);

  // The details: the body's, else the record's (the settings' defaults when it was created).
  const inputs: DealInputs = {
    method, region: data.region, country: data.country, postalCode: buyerPostalCode(body, record, order),
    vehiclePriceCents: vehicle.priceCents, msrpCents: vehicle.msrpCents ?? (method === 'lease' ? vehicle.priceCents : null),
    optionsPrice: pick('options_price', undefined), storedOptionsCents: order.optionsPriceCents,
    tradeInType: pick('trade_in_type', undefined), tradeInCredit: pick('trade_in_credit', undefined), tradeInOwing: pick('trade_in_owing', undefined),
    downPayment: pick('down_payment', undefined), term, rate: pick('rate_overwritten', record.rate === null ? null : trimDecimal(record.rate)),
    paymentFrequency: pick('payment_frequency', record.paymentFrequency),
    distanceAllowance: pick('distance_allowance', record.distanceAllowance ?? settings.leaseDefaultDistanceAllowance),
    creditScore: pick('credit_score', undefined), includeTax: pick('include_tax', record.includeTax),
    frequencyMethod: settings.frequencyMethod, leaseRateMethod: settings.leaseRateCalculationMethod, lender: data.lender,
  };
  const deal = typedDeal(inputs, items, table, refused);
  if (E.isLeft(deal)) return deal;
  const assembled = withLocalRate(withVehicle(deal.right, vehicle), data);
  return E.right({ deal: assembled, details: detailsOf(inputs, assembled, record, data.lender), get raw() { return dealWire(assembled, table); } });
}

/**
 * The vehicle's condition (inventory "New", else used: "Used", "CPO"), which some states tax apart
 * (Ohio, Oregon, Arkansas, Oklahoma, Georgia, DC, Delaware), and for a used vehicle its book value:
 * the inventory has no book value, so the vehicle's list price stands in for it (decision,
 * docs/decisions/pricing.md "US taxes: new and used…"), the floor of Georgia's, DC's and Delaware's base.
 */
function withVehicle(deal: Deal, vehicle: VehicleForPricing): Deal {
  const condition = feeConditionOf(vehicle.condition) === 'new' ? 'new' : 'used';
  return { ...deal, vehicleCondition: condition, bookValue: condition === 'used' ? cents(vehicle.priceCents) : null };
}

/** A US deal with the local rate of the buyer's ZIP on the pricing date, when the store's rows were read. */
function withLocalRate(deal: Deal, data: PricingData): Deal {
  if (data.country !== 'US' || data.localTaxRates === undefined) return deal;
  const zip = deal.postalCode ?? '';
  return { ...deal, localTax: /^\d{5}/.test(zip) ? pickLocalRate(data.localTaxRates, zip, data.today) : null };
}

/**
 * Where the buyer lives, which decides the province of the taxes in Canada (issue 10.3): the
 * body's postal code when it gives one ("" or null: none, the dealership's province), else the
 * record's from the last price, else the customer record's. Without this last step a deal was
 * taxed in the store's province although the customer record said another.
 */
export function buyerPostalCode(body: PricingBody, record: PaymentTypeRecord, order: OrderForPricing): unknown {
  if (Object.hasOwn(body, 'postal_code')) return body.postal_code;
  return record.postalCode ?? order.customerPostalCode;
}

/** The details to store once priced: the deal's values, with the rate, frequency and postal code as the body wrote them. */
function detailsOf(inputs: DealInputs, deal: Deal, record: PaymentTypeRecord, lender: LenderRecord | null): PaymentDetails {
  const credit = inputs.method !== 'cash';
  return {
    includeTax: deal.includeTax,
    term: credit ? deal.term : record.term,
    rate: credit && typeof inputs.rate === 'string' && inputs.rate.trim() !== '' ? inputs.rate.trim() : null,
    paymentFrequency: credit && typeof inputs.paymentFrequency === 'string' ? inputs.paymentFrequency as PaymentDetails['paymentFrequency'] : record.paymentFrequency,
    creditScore: deal.creditScore,
    downPaymentCents: deal.downPayment,
    distanceAllowance: deal.distanceAllowance,
    tradeInType: deal.tradeIn.type,
    tradeInCreditCents: deal.tradeIn.credit,
    tradeInOwingCents: deal.tradeIn.owing,
    // "" is kept: the dealer cleared the postal code, and the customer record's must not come back.
    postalCode: typeof inputs.postalCode === 'string' ? inputs.postalCode.trim() : null,
    lenderId: lender?.id ?? record.lenderId,
  };
}
