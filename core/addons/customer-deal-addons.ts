import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipRepository } from '../access/dealership';
import type { VehicleRepository } from '../inventory/vehicle-repository';
import type { Vehicle } from '../inventory/vehicle';
import type { DealTimeline } from '../orders/deal-timeline';
import type { Order } from '../orders/order';
import type { OrderRepository } from '../orders/order-repository';
import { defaultDetails, methodRecord, priceQuote, type PricingPlace, type QuotePayments } from '../quotes/quote-pricing';
import type { QuoteDetails } from '../quotes/quote';
import { invalidInput, notFound, type InvalidInput, type NotFound } from '../shared/errors';
import type { Clock } from '../shared/ports/clock';
import { ACCESSORY_CATEGORIES, PLAN_CATEGORIES, type Accessory, type ProtectionPlan } from './addon';
import type { AddonRepository } from './addon-repository';
import { dealPricingLock, offeredAddons, readSelection, selectionErrors, type AddonSelection, type DealPricingLock, type OfferedAddons } from './deal-addon-rules';
import { all, query } from './order-addons';

export interface CustomerDealAddonsDeps {
  readonly addons: Pick<AddonRepository, 'listAccessories' | 'listPlans'>;
  readonly orders: Pick<OrderRepository, 'byId' | 'update'>;
  readonly payments: QuotePayments;
  readonly vehicles: Pick<VehicleRepository, 'byId'>;
  readonly dealerships: Pick<DealershipRepository, 'byId'>;
  readonly timeline: DealTimeline;
  readonly clock: Clock;
}

/** The deal a customer call is about (the deal link's token, checked by the adapter). */
export interface CustomerDealRef { readonly dealershipId: number; readonly orderId: number }

/** The dealer holds the deal's price: the customer's change is refused. */
export type DealPricingLocked = { readonly _tag: 'DealPricingLocked'; readonly reason: DealPricingLock };
export type DealAddonsError = NotFound | InvalidInput | DealPricingLocked;

/** One add-on as the customer weighs it: the deal's payment with it and without it (null when the engine cannot price that). */
export interface Weighed<T> { readonly item: T; readonly selected: boolean; readonly withCents: number | null; readonly withoutCents: number | null }

export interface DealAddonsView {
  readonly order: Order;
  readonly locked: DealPricingLock | null;
  /** The deal's payment with the add-ons it carries (null: the engine cannot price the deal). */
  readonly paymentCents: number | null;
  readonly accessories: readonly Weighed<Accessory>[];
  readonly plans: readonly Weighed<ProtectionPlan>[];
}

interface Deal { readonly order: Order; readonly vehicle: Vehicle | null; readonly place: PricingPlace; readonly offered: OfferedAddons }

const without = (ids: readonly number[], id: number) => ids.filter((x) => x !== id);
const withIt = (ids: readonly number[], id: number) => (ids.includes(id) ? ids : [...ids, id]);

/**
 * The customer's add-ons on their deal, where the deal is built (issue 35 item 4; spec 002: the customer
 * adds accessories and protection plans while building the deal): what the store offers for the deal's
 * vehicle and payment type, each weighed by the worksheet's own engine, and the customer's pick stored on
 * the deal (the staff's worksheet reads it there), unless the dealer holds the deal's price.
 */
export const customerDealAddons = (deps: CustomerDealAddonsDeps) => {
  async function deal(ref: CustomerDealRef): Promise<Deal | null> {
    const [order, store] = await Promise.all([deps.orders.byId(ref.dealershipId, ref.orderId), deps.dealerships.byId(ref.dealershipId)]);
    if (order === null || store === null) return null;
    const vehicle = order.vehicleId === null ? null : await deps.vehicles.byId(ref.dealershipId, order.vehicleId);
    const [accessories, plans] = await Promise.all([
      all((page) => deps.addons.listAccessories(ref.dealershipId, query(ACCESSORY_CATEGORIES)(page))),
      all((page) => deps.addons.listPlans(ref.dealershipId, query(PLAN_CATEGORIES)(page))),
    ]);
    const place: PricingPlace = { dealershipId: store.id, region: store.provinceCode, country: store.country === 'US' ? 'US' : 'CA', today: deps.clock.now().toISOString().slice(0, 10) };
    return { order, vehicle, place, offered: offeredAddons(accessories, plans, { paymentType: order.paymentType, bodyType: vehicle?.bodyType ?? null, condition: vehicle?.condition ?? null }) };
  }

  /** The deal's details as the worksheet prices them (read once per answer), or null when the deal cannot be priced. */
  async function baseDetails(d: Deal): Promise<QuoteDetails | null> {
    if (d.vehicle === null) return null;
    const [record, forPricing] = await Promise.all([
      methodRecord(deps.payments, d.place.dealershipId, d.order.id, d.order.paymentType), deps.payments.orderForPricing(d.place.dealershipId, d.order.id),
    ]);
    return record === null || forPricing === null ? null : defaultDetails(record, forPricing, d.vehicle.id, d.order.paymentType);
  }

  /** The deal's payment with these add-ons, by the engine that prices the worksheet and the quotes. */
  async function payment(d: Deal, base: QuoteDetails | null, pick: AddonSelection): Promise<number | null> {
    if (d.vehicle === null || base === null) return null;
    const details = { ...base, accessories: pick.accessories, installAccessoryIds: base.installAccessoryIds.filter((a) => pick.accessories.includes(a)), protections: pick.protections };
    const priced = await priceQuote(deps.payments, d.place, d.order.id, d.vehicle, d.order.paymentType, details);
    return priced === null || E.isLeft(priced) ? null : priced.right.paymentCents;
  }

  async function view(d: Deal): Promise<DealAddonsView> {
    const pick = { accessories: d.order.accessoryIds, protections: d.order.protectionIds };
    const base = await baseDetails(d);
    const paymentCents = await payment(d, base, pick);
    const weigh = async <T extends { readonly id: number }>(item: T, key: keyof AddonSelection): Promise<Weighed<T>> => {
      const selected = pick[key].includes(item.id);
      const other = await payment(d, base, { ...pick, [key]: selected ? without(pick[key], item.id) : withIt(pick[key], item.id) });
      return { item, selected, withCents: selected ? paymentCents : other, withoutCents: selected ? other : paymentCents };
    };
    const accessories: Weighed<Accessory>[] = [];
    for (const a of d.offered.accessories) accessories.push(await weigh(a, 'accessories'));
    const plans: Weighed<ProtectionPlan>[] = [];
    for (const p of d.offered.plans) plans.push(await weigh(p, 'protections'));
    return { order: d.order, locked: dealPricingLock(d.order), paymentCents, accessories, plans };
  }

  return {
    read: (ref: CustomerDealRef): TE.TaskEither<DealAddonsError, DealAddonsView> => async () => {
      const d = await deal(ref);
      return d === null ? E.left(notFound) : E.right(await view(d));
    },
    /** PUT: exactly `accessories` and `protections` (ids); 400 per field for an id the deal is not offered, 409 while the dealer holds the price; nothing stored then. */
    choose: (ref: CustomerDealRef, raw: Readonly<Record<string, unknown>>): TE.TaskEither<DealAddonsError, DealAddonsView> => async () => {
      const pick = readSelection(raw);
      if (E.isLeft(pick)) return E.left(invalidInput(pick.left));
      const d = await deal(ref);
      if (d === null) return E.left(notFound);
      const lock = dealPricingLock(d.order);
      if (lock !== null) return E.left({ _tag: 'DealPricingLocked', reason: lock });
      const errors = selectionErrors(d.offered, pick.right, d.order);
      if (errors !== null) return E.left(invalidInput(errors));
      const order = await deps.orders.update(ref.dealershipId, ref.orderId, {
        accessoryIds: pick.right.accessories, protectionIds: pick.right.protections,
        installAccessoryIds: d.order.installAccessoryIds.filter((a) => pick.right.accessories.includes(a)),
      }, deps.clock.now());
      if (order === null) return E.left(notFound);
      // The staff's deal timeline says the customer changed the add-ons (the worksheet then reads them).
      await deps.timeline.record({
        dealershipId: ref.dealershipId, orderId: ref.orderId, kind: 'customer_view', event: 'customer.addons_chosen', actor: 'customer', actorUserId: null,
        detail: { accessories: pick.right.accessories.length, protections: pick.right.protections.length },
      });
      return E.right(await view({ ...d, order }));
    },
  };
};
export type CustomerDealAddons = ReturnType<typeof customerDealAddons>;
