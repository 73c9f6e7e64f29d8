import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { can } from '../access/corporate-restrictions';
import type { DealershipContext } from '../access/dealership-context';
import { customerScope } from '../customers/customer-visibility';
import type { DealTimeline } from '../orders/deal-timeline';
import { recordByStaff } from '../orders/order-timeline';
import { forbidden, invalidInput, notFound, type Forbidden, type InvalidInput, type NotFound } from '../shared/errors';
import type { Page } from '../shared/page';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { effectiveState, mayMakeOffer, storeDay } from './offer';
import { odometerKm } from './odometer';
import { parseTradeInFor } from './trade-in-form';
import type { QuestionNode } from './questions';
import type { TradeInQuestionRepository } from './questions-repository';
import { treeOf } from './questions';
import type { TradeInOwner, TradeInRepository, TradeInStep } from './trade-in-repository';
import { amountOwingCents, tradeInTypeOf, type StoredTradeIn, type TradeInTarget } from './trade-in';
import { isVendorName, type StoredEstimate, type ValuationResult, type ValuationVendor, type VendorName } from './valuation';

export interface TradeInDeps {
  readonly tradeIns: TradeInRepository;
  /** The store's questionnaire: the answers are checked against it, the page shows it. */
  readonly questions: Pick<TradeInQuestionRepository, 'list'>;
  /** The vendors asked for estimates (each already bounded by its own timeout: adapters/valuation). */
  readonly vendors: readonly ValuationVendor[];
  readonly clock: Clock;
  readonly timeline: DealTimeline;
  readonly audit: AuditLog;
}

/** A trade-in as the dealer sees it: the record (null when none yet), its owner, today and what this user may do. */
export interface TradeInView {
  readonly owner: TradeInOwner;
  readonly tradeIn: StoredTradeIn | null;
  /** YYYY-MM-DD: the day offers' expiry is read against. */
  readonly today: string;
  /** Whether this user may write the record (not a corporate user). */
  readonly mayEdit: boolean;
  readonly mayMakeOffer: boolean;
  /** The store's questionnaire, each level in its order. */
  readonly questions: readonly QuestionNode[];
}

/** Writing a trade-in or an offer is acting on a deal: refused to corporate users (spec 000/001 section 6, make trade-in offer). */
export const mayWriteTradeIn = (ctx: DealershipContext): boolean => can(ctx.actor, 'make_trade_in_offer');

/** The deal's trade-in step from the record: the current offer's state, else awaiting the dealer's offer. */
export function stepOf(tradeIn: Pick<StoredTradeIn, 'offers'> | null, today: string): TradeInStep {
  const current = tradeIn?.offers[0];
  if (current === undefined) return 'awaiting-dealer';
  switch (effectiveState(current, today)) {
    case 'awaiting': return 'awaiting-customer';
    case 'accepted': return 'completed';
    case 'declined': return 'declined';
    case 'expired': return 'expired';
  }
}

export interface EstimateOutcome {
  readonly tradeIn: StoredTradeIn;
  readonly estimate: StoredEstimate;
  readonly owner: TradeInOwner;
  readonly today: string;
}

const safely = async (vendor: ValuationVendor, request: Parameters<ValuationVendor['estimate']>[0]): Promise<ValuationResult> => {
  try {
    return await vendor.estimate(request);
  } catch {
    // The port never rejects; an adapter that does anyway is an unknown failure of that vendor only.
    return { ok: false, code: 'unknown', reason: null };
  }
};

export const tradeInUseCases = (deps: TradeInDeps) => {
  const today = (store: Pick<TradeInOwner, 'timeZone'>) => storeDay(deps.clock.now(), store.timeZone);
  const questionsOf = async (dealershipId: number) => treeOf(await deps.questions.list(dealershipId));
  const view = (owner: TradeInOwner, tradeIn: StoredTradeIn | null, ctx: DealershipContext, questions: readonly QuestionNode[]): TradeInView => ({
    owner, tradeIn, today: today(owner), questions, mayEdit: mayWriteTradeIn(ctx), mayMakeOffer: mayWriteTradeIn(ctx) && tradeIn !== null && mayMakeOffer(tradeIn.offers[0] === undefined ? null : effectiveState(tradeIn.offers[0], today(owner))),
  });

  return {
    /** GET …/trade_in/: the deal's (or the customer's own) trade-in, null when none yet; another store's → NotFound. */
    read: (ctx: DealershipContext, target: TradeInTarget): TE.TaskEither<NotFound, TradeInView> => async () => {
      const owner = await deps.tradeIns.owner(ctx.dealership.id, target);
      if (owner === null) return E.left(notFound);
      return E.right(view(owner, await deps.tradeIns.find(ctx.dealership.id, target), ctx, await questionsOf(ctx.dealership.id)));
    },

    /** PUT …/trade_in/: creates or replaces the record's fields (400 per field, nothing stored). */
    save: (ctx: DealershipContext, target: TradeInTarget, raw: Readonly<Record<string, unknown>>): TE.TaskEither<InvalidInput | Forbidden | NotFound, TradeInView> => async () => {
      if (!mayWriteTradeIn(ctx)) return E.left(forbidden('make_trade_in_offer'));
      const owner = await deps.tradeIns.owner(ctx.dealership.id, target);
      if (owner === null) return E.left(notFound);
      const questions = await questionsOf(ctx.dealership.id);
      const fields = parseTradeInFor(raw, owner.country, deps.clock.now(), questions);
      if (E.isLeft(fields)) return E.left(invalidInput(fields.left));
      const before = await deps.tradeIns.find(ctx.dealership.id, target);
      // An accepted offer stays on the worksheet: a corrected balance (the lender's payoff letter) changes what is owed there too.
      const accepted = before?.offers[0]?.status === 'accepted' ? before.offers[0] : null;
      const worksheet = accepted !== null && owner.orderId !== null
        ? { type: tradeInTypeOf(fields.right), creditCents: accepted.amountCents, owingCents: amountOwingCents(fields.right) } : null;
      const saved = await deps.tradeIns.save(owner, fields.right, before === null ? stepOf(null, today(owner)) : null, worksheet, deps.clock.now());
      if (owner.orderId !== null) {
        const v = fields.right.vehicle;
        await recordByStaff(deps.timeline, ctx, owner.orderId, 'trade_in', before === null ? 'trade_in.created' : 'trade_in.updated',
          { vehicle: `${v.year} ${v.make} ${v.model}`.trim() });
      }
      return E.right(view(owner, saved, ctx, questions));
    },

    /** GET available-trade-ins/: one customer's trade-ins (`user`), or the store's open to an offer; a sales rep sees their customers'. */
    list: (ctx: DealershipContext, customerId: number | null, page: number): TE.TaskEither<NotFound, { page: Page<StoredTradeIn>; today: string; tradeInSystem: string }> => async () => {
      if (customerId !== null && (await deps.tradeIns.owner(ctx.dealership.id, { customerId })) === null) return E.left(notFound);
      const store = await deps.tradeIns.store(ctx.dealership.id);
      const found = await deps.tradeIns.list(ctx.dealership.id, { customerId, scope: customerScope(ctx), today: today(store), page, limit: 10 });
      return E.right({ page: found, today: today(store), tradeInSystem: store.tradeInSystem });
    },

    /** The customer a trade-in belongs to (the route checks the user may reach them); null when not the store's. */
    customerOf: async (ctx: DealershipContext, tradeInId: number): Promise<number | null> =>
      (await deps.tradeIns.byId(ctx.dealership.id, tradeInId))?.customerId ?? null,

    /**
     * GET customer/{id}/refresh_eti/: asks the vendors (all, or `vendor`) for every trade-in of the
     * customer (or `tradeIn`) at once; each answer is kept as it arrives, a slow or failing vendor
     * holding up no other (each has its own timeout). Answers every estimate, failures included.
     */
    refreshEstimates: (ctx: DealershipContext, customerId: number, options: { readonly tradeInId: number | null; readonly vendor: string | null }): TE.TaskEither<NotFound | InvalidInput, readonly EstimateOutcome[]> => async () => {
      if (options.vendor !== null && !isVendorName(options.vendor)) return E.left(invalidInput({ vendor: ['choice.invalid'] }));
      const owner = await deps.tradeIns.owner(ctx.dealership.id, { customerId });
      if (owner === null) return E.left(notFound);
      const all = await deps.tradeIns.ofCustomer(ctx.dealership.id, customerId);
      const tradeIns = options.tradeInId === null ? all : all.filter((x) => x.id === options.tradeInId);
      if (options.tradeInId !== null && tradeIns.length === 0) return E.left(notFound);
      const vendors = deps.vendors.filter((v) => options.vendor === null || v.name === (options.vendor as VendorName));
      const asked = tradeIns.flatMap((tradeIn) => vendors.map(async (vendor): Promise<EstimateOutcome> => {
        const v = tradeIn.fields.vehicle;
        const result = await safely(vendor, {
          year: v.year, make: v.make, model: v.model, trim: v.trim, odometerKm: odometerKm(v.odometer, v.odometerUnit),
          condition: tradeIn.fields.condition, vin: v.vin, region: owner.region,
        });
        const now = deps.clock.now();
        await deps.tradeIns.saveEstimate(tradeIn.id, vendor.name, result, now);
        const ownerOf = { ...owner, orderId: tradeIn.orderId };
        return { tradeIn, owner: ownerOf, today: today(owner), estimate: { tradeInId: tradeIn.id, vendor: vendor.name, result, createdAt: now } };
      }));
      return E.right(await Promise.all(asked));
    },
  };
};
export type TradeInUseCases = ReturnType<typeof tradeInUseCases>;
