import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import type { Clock } from '../shared/ports/clock';
import type { AuditLog } from '../shared/ports/audit-log';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type InvalidQuery, type NotFound } from '../shared/errors';
import { parseMoney } from '../shared/money-text';
import type { RawQuery } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';
import type {
  Accessory, AccessoryFields, AftermarketQuestion, NewMedia, PenProduct, PlanFields, PlanPrice, PlanPriceFields, PlanType, ProtectionPlan, StoredMedia,
} from './addon';
import {
  validateAccessory, validatePenProduct, validatePlan, validatePlanType, validatePriceRow, validateQuestion,
  type AccessoryInput, type PlanInput, type PlanPriceInput,
} from './addon-input';
import { parseAccessoryQuery, parseCustomerAccessoryQuery, parseCustomerPlanQuery, parseDealerPlanQuery, type AddonListQuery } from './addon-queries';
import type { AddonRepository, Found, SideRecords, SideTable } from './addon-repository';
import { canEditAddons, canViewAddons, isPricingLocked, pickPlanPrice } from './addon-rules';

export interface AddonDeps {
  readonly addons: AddonRepository;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

export type AddonError = InvalidInput | InvalidQuery | Forbidden | NotFound;
type Task<A> = TE.TaskEither<AddonError, A>;

export interface AddonPage<T> { readonly count: number; readonly page: number; readonly pageSize: number; readonly results: readonly T[] }

const invalidQuery = (errors: FieldErrors): InvalidQuery => ({ _tag: 'InvalidQuery', errors });
const orNotFound = <A>(a: A | null): E.Either<AddonError, A> => (a === null ? E.left(notFound) : E.right(a));

function guard(ctx: DealershipContext, write: boolean): AddonError | null {
  if (!canViewAddons(ctx.actor)) return forbidden('view_addons');
  if (write && !canEditAddons(ctx.actor)) return forbidden('edit_addons');
  return null;
}

/** Runs `body` when the actor may (403 otherwise). */
function guarded<A>(ctx: DealershipContext, write: boolean, body: () => Promise<E.Either<AddonError, A>>): Task<A> {
  return async () => {
    const denied = guard(ctx, write);
    return denied === null ? body() : E.left(denied);
  };
}

async function page<C extends string, T>(raw: RawQuery, parse: (raw: RawQuery) => E.Either<FieldErrors, AddonListQuery<C>>, list: (q: AddonListQuery<C>) => Promise<Found<T>>): Promise<E.Either<AddonError, AddonPage<T>>> {
  const q = parse(raw);
  if (E.isLeft(q)) return E.left(invalidQuery(q.left));
  const found = await list(q.right);
  return E.right({ count: found.count, page: q.right.page, pageSize: q.right.pageSize, results: found.items });
}

/** The plan's type and PEN product must be the dealership's own. */
async function checkPlanReferences(deps: AddonDeps, dealershipId: number, fields: Partial<PlanFields>): Promise<FieldErrors | null> {
  const errors: Record<string, [string]> = {};
  if (fields.typeId != null && (await deps.addons.side('types', dealershipId, fields.typeId)) === null) errors.type = ['reference.not_found'];
  if (fields.penProductId != null && (await deps.addons.side('pen', dealershipId, fields.penProductId)) === null) errors.pen_product_for_coverage = ['reference.not_found'];
  return Object.keys(errors).length === 0 ? null : errors;
}

const ACCESSORY_DEFAULTS: Omit<AccessoryFields, 'category' | 'titleEn' | 'priceCents'> = {
  titleFr: '', descriptionEn: '', descriptionFr: '', sku: '', installationChargeOverrideCents: null, preInstalled: false, active: true, vehicleTypes: [],
};

const PLAN_DEFAULTS: Omit<PlanFields, 'category' | 'name'> = {
  nameFr: '', description: '', descriptionFr: '', typeId: null, paymentTypes: ['cash', 'finance', 'lease'], vehicleConditions: ['New', 'Used'], vehicleTypes: [],
  pdfUrl: '', pdfUrlFr: '', videoUrl: '', videoUrlFr: '', gst: false, hst: false, pst: false, qst: false, usePenForLocalizedPrices: false, penCoverage: '',
  penProductId: null, productCode: '', durationType: 'months', customDurationLabelEn: '', customDurationLabelFr: '', active: true, prices: [], provinceTaxes: [],
};

/** The dealer add-on use cases (spec 002 section 7, "Dealer add-ons"). */
export const dealerAddonUseCases = (deps: AddonDeps) => {
  const A = deps.addons;
  const sideValidators = {
    types: validatePlanType, pen: validatePenProduct, questions: validateQuestion,
  } as const;

  return {
    listAccessories: (ctx: DealershipContext, raw: RawQuery): Task<AddonPage<Accessory>> =>
      guarded(ctx, false, () => page(raw, parseAccessoryQuery, (q) => A.listAccessories(ctx.dealership.id, q))),
    getAccessory: (ctx: DealershipContext, id: number): Task<Accessory> =>
      guarded(ctx, false, async () => orNotFound(await A.accessory(ctx.dealership.id, id))),
    createAccessory: (ctx: DealershipContext, input: AccessoryInput): Task<Accessory> =>
      guarded(ctx, true, async () => {
        const v = validateAccessory(input, 'create');
        if (E.isLeft(v)) return E.left(invalidInput(v.left));
        const fields = { ...ACCESSORY_DEFAULTS, ...v.right } as AccessoryFields;
        return E.right(await A.createAccessory(ctx.dealership.id, fields, deps.clock.now()));
      }),
    updateAccessory: (ctx: DealershipContext, id: number, input: AccessoryInput, mode: 'put' | 'patch'): Task<Accessory> =>
      guarded(ctx, true, async () => {
        const v = validateAccessory(input, mode === 'put' ? 'create' : 'update');
        if (E.isLeft(v)) return E.left(invalidInput(v.left));
        return orNotFound(await A.updateAccessory(ctx.dealership.id, id, v.right, deps.clock.now()));
      }),
    deleteAccessory: (ctx: DealershipContext, id: number): Task<null> =>
      guarded(ctx, true, async () => ((await A.deleteAccessory(ctx.dealership.id, id)) ? E.right(null) : E.left(notFound))),
    /** The adapter has checked and re-encoded the image already. */
    setAccessoryImage: (ctx: DealershipContext, id: number, media: NewMedia): Task<Accessory> =>
      guarded(ctx, true, async () => orNotFound(await A.setAccessoryImage(ctx.dealership.id, id, media, ctx.user.id, deps.clock.now()))),
    /** Whether the actor may upload (checked before the upload is read). */
    mayEdit: (ctx: DealershipContext): AddonError | null => guard(ctx, true),

    listPlans: (ctx: DealershipContext, raw: RawQuery): Task<AddonPage<ProtectionPlan>> =>
      guarded(ctx, false, () => page(raw, parseDealerPlanQuery, (q) => A.listPlans(ctx.dealership.id, q))),
    getPlan: (ctx: DealershipContext, id: number): Task<ProtectionPlan> =>
      guarded(ctx, false, async () => orNotFound(await A.plan(ctx.dealership.id, id))),
    createPlan: (ctx: DealershipContext, input: PlanInput): Task<ProtectionPlan> =>
      guarded(ctx, true, async () => {
        const v = validatePlan(input, 'create');
        if (E.isLeft(v)) return E.left(invalidInput(v.left));
        const refs = await checkPlanReferences(deps, ctx.dealership.id, v.right);
        if (refs !== null) return E.left(invalidInput(refs));
        return E.right(await A.createPlan(ctx.dealership.id, { ...PLAN_DEFAULTS, ...v.right } as PlanFields, deps.clock.now()));
      }),
    updatePlan: (ctx: DealershipContext, id: number, input: PlanInput, mode: 'put' | 'patch'): Task<ProtectionPlan> =>
      guarded(ctx, true, async () => {
        const v = validatePlan(input, mode === 'put' ? 'create' : 'update');
        if (E.isLeft(v)) return E.left(invalidInput(v.left));
        if ((await A.plan(ctx.dealership.id, id)) === null) return E.left(notFound);
        const refs = await checkPlanReferences(deps, ctx.dealership.id, v.right);
        if (refs !== null) return E.left(invalidInput(refs));
        return orNotFound(await A.updatePlan(ctx.dealership.id, id, v.right, deps.clock.now()));
      }),
    deletePlan: (ctx: DealershipContext, id: number): Task<null> =>
      guarded(ctx, true, async () => ((await A.deletePlan(ctx.dealership.id, id)) ? E.right(null) : E.left(notFound))),
    /** Spec 002 section 4: images are not created for the protection-plan category. */
    setPlanMedia: (ctx: DealershipContext, id: number, media: { readonly image?: NewMedia; readonly pdf?: NewMedia }): Task<ProtectionPlan> =>
      guarded(ctx, true, async () => {
        const plan = await A.plan(ctx.dealership.id, id);
        if (plan === null) return E.left(notFound);
        if (media.image === undefined && media.pdf === undefined) return E.left(invalidInput({ image_media: ['required'], pdf_media: ['required'] }));
        if (media.image !== undefined && plan.category === 'protection_plan') return E.left(invalidInput({ image_media: ['media.not_for_category'] }));
        return orNotFound(await A.setPlanMedia(ctx.dealership.id, id, media, ctx.user.id, deps.clock.now()));
      }),

    listPrices: (ctx: DealershipContext, planId: number | null): Task<readonly PlanPrice[]> =>
      guarded(ctx, false, async () => E.right(await A.listPrices(ctx.dealership.id, planId))),
    getPrice: (ctx: DealershipContext, id: number): Task<PlanPrice> =>
      guarded(ctx, false, async () => orNotFound(await A.price(ctx.dealership.id, id))),
    createPrice: (ctx: DealershipContext, planId: number | undefined, input: PlanPriceInput): Task<PlanPrice> =>
      guarded(ctx, true, async () => {
        const v = validatePriceRow(input, 'create');
        const errors: Record<string, string[]> = E.isLeft(v) ? { ...v.left } : {};
        if (planId === undefined) errors.plan = ['required'];
        if (Object.keys(errors).length > 0 || E.isLeft(v) || planId === undefined) return E.left(invalidInput(errors as FieldErrors));
        const created = await A.createPrice(ctx.dealership.id, planId, { distance: null, minVehiclePriceCents: null, maxVehiclePriceCents: null, ...v.right } as PlanPriceFields);
        return created === null ? E.left(invalidInput({ plan: ['reference.not_found'] })) : E.right(created);
      }),
    updatePrice: (ctx: DealershipContext, id: number, input: PlanPriceInput, mode: 'put' | 'patch'): Task<PlanPrice> =>
      guarded(ctx, true, async () => {
        const v = validatePriceRow(input, mode === 'put' ? 'create' : 'update');
        if (E.isLeft(v)) return E.left(invalidInput(v.left));
        return orNotFound(await A.updatePrice(ctx.dealership.id, id, v.right));
      }),
    deletePrice: (ctx: DealershipContext, id: number): Task<null> =>
      guarded(ctx, true, async () => ((await A.deletePrice(ctx.dealership.id, id)) ? E.right(null) : E.left(notFound))),

    listSide: <K extends SideTable>(table: K, ctx: DealershipContext): Task<readonly SideRecords[K][]> =>
      guarded(ctx, false, async () => E.right(await A.listSide(table, ctx.dealership.id))),
    getSide: <K extends SideTable>(table: K, ctx: DealershipContext, id: number): Task<SideRecords[K]> =>
      guarded(ctx, false, async () => orNotFound(await A.side(table, ctx.dealership.id, id))),
    createSide: <K extends SideTable>(table: K, ctx: DealershipContext, input: Record<string, unknown>): Task<SideRecords[K]> =>
      guarded(ctx, true, async () => {
        const v = (sideValidators[table] as (i: Record<string, unknown>, m: 'create') => E.Either<FieldErrors, Partial<Omit<SideRecords[K], 'id'>>>)(input, 'create');
        if (E.isLeft(v)) return E.left(invalidInput(v.left));
        const defaults = { types: { nameFr: '' }, pen: { provider: '', productCode: '', coverages: [] }, questions: { questionFr: '', fieldType: 'boolean', choices: [], sortOrder: 0, active: true } }[table];
        return E.right(await A.createSide(table, ctx.dealership.id, { ...defaults, ...v.right } as Omit<SideRecords[K], 'id'>));
      }),
    updateSide: <K extends SideTable>(table: K, ctx: DealershipContext, id: number, input: Record<string, unknown>, mode: 'put' | 'patch'): Task<SideRecords[K]> =>
      guarded(ctx, true, async () => {
        const v = (sideValidators[table] as (i: Record<string, unknown>, m: 'create' | 'update') => E.Either<FieldErrors, Partial<Omit<SideRecords[K], 'id'>>>)(input, mode === 'put' ? 'create' : 'update');
        if (E.isLeft(v)) return E.left(invalidInput(v.left));
        return orNotFound(await A.updateSide(table, ctx.dealership.id, id, v.right));
      }),
    deleteSide: (table: SideTable, ctx: DealershipContext, id: number): Task<null> =>
      guarded(ctx, true, async () => ((await A.deleteSide(table, ctx.dealership.id, id)) ? E.right(null) : E.left(notFound))),

    media: (id: string): Promise<StoredMedia | null> => A.media(id),
  };
};
export type DealerAddonUseCases = ReturnType<typeof dealerAddonUseCases>;

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
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : typeof raw === 'number' && Number.isInteger(raw) ? raw : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return E.left(invalidQuery({ dealership: raw === undefined ? ['required'] : ['list.invalid_number'] }));
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
      if (input.term !== undefined && (!Number.isInteger(input.term) || input.term < 1 || input.term > 120)) errors.term = ['number.out_of_range'];
      if (input.reason !== undefined && input.reason.length > 500) errors.reason = ['too_long'];
      if (Object.keys(errors).length > 0) return E.left(invalidInput(errors));
      if ((await A.plan(s.right.id, input.plan)) === null) return E.left(invalidInput({ plan: ['reference.not_found'] }));
      await deps.audit.record({
        action: 'addon_fallback_price', userId: null, dealershipId: s.right.id, ip,
        detail: { plan: input.plan, price_cents: cents, term: input.term ?? null, vehicle: input.vehicle ?? null, reason: input.reason ?? null },
      });
      return E.right(null);
    },
  };
};
export type CustomerAddonUseCases = ReturnType<typeof customerAddonUseCases>;

export type { PlanType, PenProduct };
