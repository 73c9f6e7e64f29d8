import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { invalidInput, notFound } from '../shared/errors';
import { parseMoney } from '../shared/money-text';
import type { RawQuery } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';
import type { Accessory, AftermarketQuestion, PlanPrice, ProtectionPlan } from './addon';
import { parseCustomerAccessoryQuery, parseCustomerPlanQuery } from './addon-queries';
import { isPricingLocked, pickPlanPrice } from './addon-rules';

import { invalidQuery, page, type AddonDeps, type AddonError, type AddonPage } from './addon-use-case-support';
import { idFromText, isId } from '../shared/ids';

/** A protection plan's price the customer side may log: $0 to $100,000 (a plan costs a few thousand). */
const MAX_FALLBACK_PRICE_CENTS = 10_000_000;

/** Who is asking on the customer side. */
export interface CustomerAddonContext {
  /** The `dealership` query parameter, as given. */
  readonly dealership: unknown;
  /**
   * The dealership of the caller's verified session, if any: a signed-in user of that dealership
   * counts as logged in (dealers may log in as a customer; customer accounts come later).
   */
  readonly sessionDealershipId: number | null;
  /** The `channel` query parameter (autotrader channels are never locked). */
  readonly channel: string | null;
}

export interface DealContext {
  readonly vehicle?: number;
  readonly term?: number;
  readonly rate?: string;
  readonly totalPurchasePrice?: string;
  readonly paymentType?: string;
}

export interface PricedPlan { readonly plan: ProtectionPlan; readonly price: PlanPrice | null; readonly locked: boolean }

type Store = { readonly id: number; readonly locked: boolean };

async function store(deps: AddonDeps, ctx: CustomerAddonContext): Promise<E.Either<AddonError, Store>> {
  const raw = Array.isArray(ctx.dealership) ? ctx.dealership[ctx.dealership.length - 1] : ctx.dealership;
  const id = typeof raw === 'number' ? raw : idFromText(raw);
  if (!isId(id)) return E.left(invalidQuery({ dealership: raw === undefined ? ['required'] : ['list.invalid_number'] }));
  const d = await deps.addons.publicDealership(id);
  if (d === null) return E.left(notFound);
  return E.right({ id, locked: isPricingLocked({ loggedIn: ctx.sessionDealershipId === id, compulsoryLogin: d.compulsoryLogin, channel: ctx.channel }) });
}

/** Checks the deal parameters of a plan price request; errors name the wire parameters. */
function dealErrors(deal: DealContext): FieldErrors | null {
  const errors: Record<string, [string]> = {};
  if (deal.term !== undefined && (!Number.isInteger(deal.term) || deal.term < 1 || deal.term > 120)) errors.term = ['number.out_of_range'];
  if (deal.totalPurchasePrice !== undefined && parseMoney(deal.totalPurchasePrice) === null) errors.total_purchase_price = ['money.invalid'];
  if (deal.rate !== undefined && !/^\d{1,3}(\.\d{1,4})?$/.test(deal.rate.trim())) errors.rate = ['number.invalid'];
  if (deal.paymentType !== undefined && !['cash', 'finance', 'lease'].includes(deal.paymentType)) errors.payment_type = ['choice.invalid'];
  return Object.keys(errors).length === 0 ? null : errors;
}

async function priceFor(deps: AddonDeps, s: Store, plan: ProtectionPlan, deal: DealContext): Promise<E.Either<AddonError, PricedPlan>> {
  let vehiclePrice: number | null = deal.totalPurchasePrice === undefined ? null : parseMoney(deal.totalPurchasePrice);
  if (deal.vehicle !== undefined) {
    const v = await deps.addons.vehicle(s.id, deal.vehicle);
    if (v === null) return E.left(invalidInput({ vehicle: ['reference.not_found'] }));
    vehiclePrice = v.priceCents;
  }
  const price = s.locked ? null : pickPlanPrice(plan.prices, { term: deal.term ?? null, vehiclePriceCents: vehiclePrice });
  return E.right({ plan, price, locked: s.locked });
}

/** The customer-side add-on use cases (spec 002 section 7, "Customer add-ons"). */
export const customerAddonUseCases = (deps: AddonDeps) => {
  const A = deps.addons;
  return {
    listAccessories: (ctx: CustomerAddonContext, raw: RawQuery): TE.TaskEither<AddonError, AddonPage<Accessory> & { readonly locked: boolean }> => async () => {
      const s = await store(deps, ctx);
      if (E.isLeft(s)) return s;
      const p = await page(raw, parseCustomerAccessoryQuery, (q) => A.listAccessories(s.right.id, q));
      return E.isLeft(p) ? p : E.right({ ...p.right, locked: s.right.locked });
    },
    questions: (ctx: CustomerAddonContext): TE.TaskEither<AddonError, readonly AftermarketQuestion[]> => async () => {
      const s = await store(deps, ctx);
      if (E.isLeft(s)) return s;
      return E.right((await A.listSide('questions', s.right.id)).filter((q) => q.active));
    },
    listPlans: (ctx: CustomerAddonContext, raw: RawQuery): TE.TaskEither<AddonError, AddonPage<ProtectionPlan> & { readonly locked: boolean }> => async () => {
      const s = await store(deps, ctx);
      if (E.isLeft(s)) return s;
      const p = await page(raw, parseCustomerPlanQuery, (q) => A.listPlans(s.right.id, q));
      return E.isLeft(p) ? p : E.right({ ...p.right, locked: s.right.locked });
    },
    pricedPlan: (ctx: CustomerAddonContext, id: number, deal: DealContext): TE.TaskEither<AddonError, PricedPlan> => async () => {
      const s = await store(deps, ctx);
      if (E.isLeft(s)) return s;
      const errors = dealErrors(deal);
      if (errors !== null) return E.left(invalidQuery(errors));
      const plan = await A.plan(s.right.id, id);
      if (plan === null || !plan.active) return E.left(notFound);
      return priceFor(deps, s.right, plan, deal);
    },
    /** Every active plan that applies to the deal's payment type and vehicle, priced for it. */
    prepareData: (ctx: CustomerAddonContext, deal: DealContext): TE.TaskEither<AddonError, readonly PricedPlan[]> => async () => {
      const s = await store(deps, ctx);
      if (E.isLeft(s)) return s;
      const errors = dealErrors(deal);
      if (errors !== null) return E.left(invalidInput(errors));
      const vehicle = deal.vehicle === undefined ? null : await A.vehicle(s.right.id, deal.vehicle);
      if (deal.vehicle !== undefined && vehicle === null) return E.left(invalidInput({ vehicle: ['reference.not_found'] }));
      const all = await A.listPlans(s.right.id, { page: 1, pageSize: 500, search: '', descending: false, categories: ['protection_plan', 'vw_upgrade', 'ppp', 'q'], active: true, origin: null });
      const fits = all.items.filter((p) =>
        (deal.paymentType === undefined || p.paymentTypes.includes(deal.paymentType))
        && (vehicle === null || p.vehicleConditions.includes(vehicle.condition))
        && (vehicle === null || p.vehicleTypes.length === 0 || p.vehicleTypes.includes(vehicle.bodyType)));
      const out: PricedPlan[] = [];
      for (const plan of fits) {
        const priced = await priceFor(deps, s.right, plan, deal);
        if (E.isRight(priced)) out.push(priced.right);
      }
      return E.right(out);
    },
    /** The customer side fell back to a price of its own (the plan's price could not be fetched): kept in the audit log. */
    logFallbackPrice: (ctx: CustomerAddonContext, input: { readonly plan: number; readonly price: string; readonly term?: number; readonly vehicle?: number; readonly reason?: string }, ip: string): TE.TaskEither<AddonError, null> => async () => {
      const s = await store(deps, ctx);
      if (E.isLeft(s)) return s;
      const errors: Record<string, [string]> = {};
      const cents = parseMoney(input.price);
      if (cents === null) errors.price = ['money.invalid'];
      else if (cents < 0 || cents > MAX_FALLBACK_PRICE_CENTS) errors.price = ['money.out_of_range'];
      if (input.term !== undefined && (!Number.isInteger(input.term) || input.term < 1 || input.term > 120)) errors.term = ['number.out_of_range'];
      if (input.reason !== undefined && input.reason.length > 500) errors.reason = ['too_long'];
      if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
      if ((await A.plan(s.right.id, input.plan)) === null) return E.left(invalidInput({ plan: ['reference.not_found'] }));
      if (input.vehicle !== undefined && (await A.vehicle(s.right.id, input.vehicle)) === null) return E.left(invalidInput({ vehicle: ['reference.not_found'] }));
      await deps.audit.record({
        action: 'addon_fallback_price', userId: null, dealershipId: s.right.id, ip,
        detail: { plan: input.plan, price_cents: cents, term: input.term ?? null, vehicle: input.vehicle ?? null, reason: input.reason ?? null },
      });
      return E.right(null);
    },
  };
};
export type CustomerAddonUseCases = ReturnType<typeof customerAddonUseCases>;
