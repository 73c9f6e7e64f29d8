import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { OrderRepository } from '../orders/order-repository';
import { notFound, type NotFound } from '../shared/errors';
import { ACCESSORY_CATEGORIES, DEALER_PLAN_CATEGORIES, type Accessory, type ProtectionPlan } from './addon';
import type { AddonListQuery } from './addon-queries';
import type { AddonRepository, Found } from './addon-repository';

export interface OrderAddonsDeps {
  readonly addons: AddonRepository;
  readonly orders: Pick<OrderRepository, 'view'>;
}

/** What a deal may be sold with: the dealership's active optional accessories and active plans that fit its vehicle. */
export interface OrderAddons {
  readonly accessories: readonly Accessory[];
  readonly plans: readonly ProtectionPlan[];
}

const PAGE = 100;

/** Every page of a list (the add-on lists page by 100). */
export async function all<T>(list: (page: number) => Promise<Found<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const found = await list(page);
    items.push(...found.items);
    if (found.items.length < PAGE || items.length >= found.count) return items;
  }
}

/** One page of a dealership's active add-ons of these categories. */
export const query = <C extends string>(categories: readonly C[]) => (page: number): AddonListQuery<C> => ({ page, pageSize: PAGE, search: '', descending: false, categories, active: true, origin: null });

/** An empty list fits every vehicle; otherwise the vehicle's value must be in it (any case). */
const fits = (list: readonly string[], value: string | null) =>
  value === null || list.length === 0 || list.some((x) => x.toLowerCase() === value.toLowerCase());

/**
 * GET order/{id}/addons/: for ANY staff of the dealership (the add-on lists themselves are for those
 * who manage them). Factory-installed accessories are left out (they are in the vehicle's price);
 * plans keep their payment types and prices per term. Another dealership's deal: not found.
 */
/** GET order/{id}/addons/: what the deal may be sold with, for any staff. */
export const orderAddons = (deps: OrderAddonsDeps) =>
  (ctx: DealershipContext, orderId: number): TE.TaskEither<NotFound, OrderAddons> => async () => {
    const dealershipId = ctx.dealership.id;
    const order = await deps.orders.view(dealershipId, orderId);
    if (order === null) return E.left(notFound);
    const vehicle = order.vehicle;
    const [accessories, plans] = await Promise.all([
      all((page) => deps.addons.listAccessories(dealershipId, query(ACCESSORY_CATEGORIES)(page))),
      all((page) => deps.addons.listPlans(dealershipId, query(DEALER_PLAN_CATEGORIES)(page))),
    ]);
    const bodyType = vehicle?.bodyType ?? null;
    return E.right({
      accessories: accessories.filter((a) => a.active && !a.preInstalled && fits(a.vehicleTypes, bodyType)),
      plans: plans.filter((p) => p.active && fits(p.vehicleTypes, bodyType) && fits(p.vehicleConditions, vehicle?.condition ?? null)),
    });
  };
export type OrderAddonsUseCase = ReturnType<typeof orderAddons>;
