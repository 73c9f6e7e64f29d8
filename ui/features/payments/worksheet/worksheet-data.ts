import type { IncentiveBody, PaymentTypeBody } from '../../../../adapters/http/contract/payments/payments';
import type { AccessoryBody, ProtectionPlanBody } from '../../../../adapters/http/contract/addons/addons';
import type { OrderBody } from '../../../../adapters/http/contract/orders/orders';
import type { VehicleBody } from '../../../../adapters/http/contract/inventory/inventory';
import { paymentMethods, type PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import type { PaymentFrequency } from '@dealer-panel/core/payments/engine/frequency';
import type { Cents } from '@dealer-panel/core/shared/money';
import { leftFeedWarning } from '../../../shared/left-feed';
import type { PaymentDetails } from './payment-details';

/** Something the dealer can tick on a payment: a fee, a discount, an incentive, an add-on. */
export interface Choice {
  readonly id: number;
  readonly name: string;
  readonly nameFr: string;
  readonly amount: Cents;
  /** The methods it applies to. */
  readonly methods: readonly PaymentMethod[];
  /** A protection plan's price for a term (null: no term, as cash), null when none of its rows fits. */
  readonly priceFor?: (term: number | null) => Cents | null;
}

/** The kinds of choices, as the details name their selections. */
export const CHOICE_KINDS = ['fees', 'discounts', 'incentives', 'accessories', 'protections'] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

/** Per kind, what applies to the deal; null when the worksheet could not load that list (it is then not shown). */
export type Choices = Readonly<Record<ChoiceKind, readonly Choice[] | null>>;

/** What the worksheet opens with: the deal's vehicle, each method's details and what can be chosen. */
export interface WorksheetData {
  readonly orderId: number;
  readonly vehicle: VehicleBody | null;
  /** When the vehicle left the inventory feed, while the deal is open (issue 31 item 5): the header warns. */
  readonly leftFeedAt?: string;
  /** The order's payment method (its active payment type). */
  readonly chosen: PaymentMethod;
  readonly details: Readonly<Record<PaymentMethod, PaymentDetails>>;
  /** The frequencies the dealership offers per method (cash: none). */
  readonly frequencies: Readonly<Record<PaymentMethod, readonly PaymentFrequency[]>>;
  /** A lease's rate is typed as an APR or as a money factor (payment settings). */
  readonly leaseRateMethod: 'apr' | 'money_factor';
  readonly choices: Choices;
}

/** Dollars text as the server writes it ("35999.00", "-12.50") to cents. */
export function centsOfText(text: string): Cents {
  const negative = text.trim().startsWith('-');
  const [whole = '0', fraction = ''] = text.trim().replace(/^-/, '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return (negative ? -value : value) as Cents;
}

/** "2500.00" shows as "2500", "2500.50" as "2500.50": what a dealer would type. */
export function moneyInput(text: string): string {
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A method's details as its payment type record holds them, with the order's selections. */
export function detailsOf(record: PaymentTypeBody, order: Pick<OrderBody, 'incentives' | 'accessory_ids' | 'install_accessory_ids' | 'protection_ids'>): PaymentDetails {
  const credit = record.method !== 'cash';
  return {
    term: credit ? record.term : null,
    down_payment: moneyInput(record.down_payment),
    payment_frequency: record.payment_frequency,
    distance_allowance: record.method === 'lease' ? record.distance_allowance : null,
    rate: credit ? record.rate ?? '' : '',
    credit_score: credit && record.credit_score !== null ? String(record.credit_score) : '',
    trade_in_credit: moneyInput(record.trade_in_credit),
    trade_in_owing: moneyInput(record.trade_in_owing),
    postal_code: record.postal_code ?? '',
    include_tax: record.include_tax,
    fees: null,
    discounts: null,
    incentives: [...order.incentives],
    accessories: [...order.accessory_ids],
    install_accessories_ids: order.install_accessory_ids.filter((id) => order.accessory_ids.includes(id)),
    protections: [...order.protection_ids],
  };
}

/** The incentives that can apply to the vehicle: active, for its condition, its make, model and year when the incentive names them. */
export function incentiveChoices(incentives: readonly IncentiveBody[], vehicle: VehicleBody | null): Choice[] {
  return incentives
    .filter((i) => i.active)
    .filter((i) => vehicle === null || (vehicle.is_new ? i.applicable_new : i.applicable_used))
    .filter((i) => vehicle === null || i.make === null || i.make.toLowerCase() === vehicle.make.toLowerCase())
    .filter((i) => vehicle === null || i.model === null || i.model.toLowerCase() === vehicle.model.toLowerCase())
    .filter((i) => vehicle === null || ((i.year_from === null || vehicle.year >= i.year_from) && (i.year_to === null || vehicle.year <= i.year_to)))
    .map((i) => ({
      id: i.id, name: i.name, nameFr: i.name_fr === '' ? i.name : i.name_fr, amount: centsOfText(i.amount),
      methods: paymentMethods.filter((m) => (m === 'cash' ? i.is_cash : m === 'finance' ? i.is_finance : i.is_lease)),
    }));
}

const fitsType = (types: readonly string[], vehicle: VehicleBody | null) =>
  vehicle === null || types.length === 0 || types.some((t) => t.toLowerCase() === vehicle.body_type.toLowerCase());

/** The optional accessories that fit the vehicle's body type (factory-installed ones are already in the price). */
export function accessoryChoices(accessories: readonly AccessoryBody[], vehicle: VehicleBody | null): Choice[] {
  return accessories
    .filter((a) => a.active && !a.pre_installed && fitsType(a.vehicle_types, vehicle))
    .map((a) => ({ id: a.id, name: a.title_en, nameFr: a.title_fr === '' ? a.title_en : a.title_fr, amount: centsOfText(a.price), methods: paymentMethods }));
}

/** The active plans sold with a method, for the vehicle's condition and type, each priced per term as the server prices it. */
export function planChoices(plans: readonly ProtectionPlanBody[], vehicle: VehicleBody | null): Choice[] {
  const condition = vehicle === null ? null : vehicle.is_new ? 'new' : 'used';
  const vehiclePrice = vehicle === null ? 0 : centsOfText(vehicle.listing_price);
  return plans
    .filter((p) => p.active && fitsType(p.vehicle_types, vehicle))
    .filter((p) => condition === null || p.vehicle_condition.length === 0 || p.vehicle_condition.some((c) => c.toLowerCase() === condition))
    .map((p) => {
      const rows = p.prices.map((r) => ({
        term: r.term, distance: r.distance, price: centsOfText(r.price),
        min: r.min_vehicle_price === null ? null : centsOfText(r.min_vehicle_price), max: r.max_vehicle_price === null ? null : centsOfText(r.max_vehicle_price),
      }));
      return {
        id: p.id, name: p.name, nameFr: p.name_fr === '' ? p.name : p.name_fr, amount: 0 as Cents,
        methods: paymentMethods.filter((m) => p.payment_type.some((t) => t.toLowerCase() === m)),
        priceFor: (term: number | null) => planPriceFor(rows, term, vehiclePrice),
      };
    });
}

interface PlanRow { readonly term: number; readonly distance: number | null; readonly price: Cents; readonly min: Cents | null; readonly max: Cents | null }

/**
 * A plan's price for a term as the server's pricing picks it (core/payments/assemble-deal.ts
 * `planPrice`): the rows whose vehicle price band holds the vehicle's price; the term's rows (12
 * months without a term), else the longest shorter term, else the shortest; among them the longest
 * distance (unlimited first), then the cheapest. Null: no row fits.
 */
export function planPriceFor(rows: readonly PlanRow[], term: number | null, vehiclePrice: number): Cents | null {
  const wanted = term ?? 12;
  const inBand = rows.filter((r) => (r.min === null || vehiclePrice >= r.min) && (r.max === null || vehiclePrice <= r.max));
  const terms = [...new Set(inBand.map((r) => r.term))].sort((a, b) => a - b);
  if (terms.length === 0) return null;
  const chosen = terms.includes(wanted) ? wanted : [...terms].reverse().find((t) => t < wanted) ?? terms[0];
  const best = inBand.filter((r) => r.term === chosen)
    .sort((a, b) => ((a.distance ?? Infinity) === (b.distance ?? Infinity) ? a.price - b.price : (b.distance ?? Infinity) - (a.distance ?? Infinity)));
  return best[0]?.price ?? null;
}

/**
 * The worksheet's opening data from the order and its three payment type records. Throws when a
 * method's record is missing (the server creates all three on first read).
 */
function leftFeedOf(order: OrderBody): { readonly leftFeedAt?: string } {
  const at = leftFeedWarning(order);
  return at === null ? {} : { leftFeedAt: at };
}

export function worksheetData(order: OrderBody, records: readonly PaymentTypeBody[], leaseRateMethod: 'apr' | 'money_factor', choices: Choices): WorksheetData {
  const record = (m: PaymentMethod) => {
    const found = records.find((r) => r.method === m);
    if (found === undefined) throw new Error(`no ${m} payment type for order ${order.id}`);
    return found;
  };
  const active = records.find((r) => r.is_active)?.method ?? order.payment_type;
  const perMethod = <T,>(f: (r: PaymentTypeBody) => T) => ({ cash: f(record('cash')), finance: f(record('finance')), lease: f(record('lease')) });
  return {
    orderId: order.id,
    vehicle: order.vehicle,
    ...leftFeedOf(order),
    chosen: active,
    details: perMethod((r) => soldWith(r.method, detailsOf(r, order), choices.protections)),
    frequencies: perMethod((r) => (r.method === 'cash' ? [] : r.enabled_frequencies.length > 0 ? r.enabled_frequencies : [r.payment_frequency])),
    leaseRateMethod,
    choices,
  };
}

/**
 * The order has one list of plans, each method sells its own: a method opens with the order's plans
 * that it sells (a plan not sold with cash would make the cash payment refuse to price).
 */
function soldWith(method: PaymentMethod, details: PaymentDetails, plans: readonly Choice[] | null): PaymentDetails {
  if (plans === null) return details;
  return { ...details, protections: details.protections.filter((id) => plans.some((p) => p.id === id && p.methods.includes(method))) };
}

/** A choice's name in the user's language. */
export const choiceName = (choice: Choice, french: boolean) => (french ? choice.nameFr : choice.name);
