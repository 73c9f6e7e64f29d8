import * as E from 'fp-ts/Either';
import type { DealershipContext } from '../access/dealership-context';
import { invalidInput, notFound } from '../shared/errors';
import type { RawQuery } from '../shared/query-params';
import type { FieldErrors } from '../shared/validation';
import type { Accessory, AccessoryFields, PenProduct, PlanFields, PlanPrice, PlanPriceFields, PlanType, ProtectionPlan } from './addon';
import type { NewMedia, StoredMedia } from '../shared/media';
import { validateAccessory, validatePenProduct, validatePlan, validatePlanType, validatePriceRow, validateQuestion, type AccessoryInput, type PlanInput, type PlanPriceInput } from './addon-input';
import { parseAccessoryQuery, parseDealerPlanQuery } from './addon-queries';
import type { SideRecords, SideTable } from './addon-repository';
import { guard, guarded, orNotFound, page, type AddonDeps, type AddonError, type AddonPage, type Task } from './addon-use-case-support';

export type { AddonDeps, AddonError, AddonPage } from './addon-use-case-support';
export { customerAddonUseCases, type CustomerAddonContext, type CustomerAddonUseCases, type DealContext, type PricedPlan } from './customer-addon-use-cases';

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
  kind: null, nameFr: '', description: '', descriptionFr: '', typeId: null, paymentTypes: ['cash', 'finance', 'lease'], vehicleConditions: ['New', 'Used'], vehicleTypes: [],
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

export type { PlanType, PenProduct };
