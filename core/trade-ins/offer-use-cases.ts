import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipContext } from '../access/dealership-context';
import { recordByStaff } from '../orders/order-timeline';
import { forbidden, invalidInput, notFound, type InvalidInput } from '../shared/errors';
import { dayOf, effectiveState, isPastExpiry, storeDay, mayMakeOffer, nextOfferState, parseOffer, COMMENTS_MAX, type OfferState, type StoredOffer } from './offer';
import { amountOwingCents, tradeInTypeOf, type StoredTradeIn } from './trade-in';
import { offerRefused, tradeInChanged, tradeInMissing, type TradeInError } from './trade-in-errors';
import { treeOf } from './questions';
import { mayWriteTradeIn, stepOf, type TradeInDeps, type TradeInView } from './trade-in-use-cases';
import type { DueOffer, TradeInOwner } from './trade-in-repository';

/** Where an offer is made: the deal's trade-in (order/{id}/tradein_offer/) or a trade-in by its id (available-trade-ins/{id}/make_offer/). */
export type OfferTarget = { readonly orderId: number } | { readonly tradeInId: number };

/** The customer's answer as sent (`answer`: accepted or declined; `decline_comments` up to 1000 characters). */
export interface OfferAnswer {
  readonly answer: 'accepted' | 'declined';
  readonly comments: string;
}

export function parseAnswer(raw: Readonly<Record<string, unknown>>): E.Either<InvalidInput, OfferAnswer> {
  const answer = raw['answer'];
  const comments = typeof raw['decline_comments'] === 'string' ? raw['decline_comments'].trim() : '';
  if (answer !== 'accepted' && answer !== 'declined') return E.left(invalidInput({ answer: ['choice.invalid'] }));
  if (comments.length > COMMENTS_MAX) return E.left(invalidInput({ decline_comments: ['text.too_long'] }));
  return E.right({ answer, comments });
}

/**
 * Writes an answer to the trade-in's current offer, whoever gives it (the dealer recording it, or the
 * customer in the shop): the offer's table decides; acceptance puts the offer and what is owed on
 * every payment type of the deal's worksheet in the same write; a changed offer writes nothing.
 */
export async function writeAnswer(
  deps: Pick<TradeInDeps, 'tradeIns' | 'clock'>, owner: TradeInOwner, tradeIn: StoredTradeIn, input: OfferAnswer, today: string,
): Promise<E.Either<TradeInError, { saved: StoredTradeIn; current: StoredOffer; to: OfferState }>> {
  const current = tradeIn.offers[0] ?? null;
  const state = current === null ? null : effectiveState(current, today);
  const to: OfferState | null = state === null ? null : nextOfferState(state, input.answer === 'accepted' ? 'accept' : 'decline');
  if (current === null || to === null) return E.left(offerRefused(state, input.answer));
  const worksheet = to === 'accepted' && owner.orderId !== null
    ? { type: tradeInTypeOf(tradeIn.fields), creditCents: current.amountCents, owingCents: amountOwingCents(tradeIn.fields) } : null;
  const saved = await deps.tradeIns.answerOffer(tradeIn.id, current.id, 'awaiting', to, to === 'declined' ? input.comments : '',
    stepOf({ offers: [{ ...current, status: to }] }, today), worksheet, deps.clock.now());
  return saved === null ? E.left(tradeInChanged) : E.right({ saved, current, to });
}

export const offerUseCases = (deps: TradeInDeps) => {
  const today = (owner: Pick<TradeInOwner, 'timeZone'>) => storeDay(deps.clock.now(), owner.timeZone);

  async function load(ctx: DealershipContext, target: OfferTarget): Promise<E.Either<TradeInError, { owner: TradeInOwner; tradeIn: StoredTradeIn }>> {
    const id = ctx.dealership.id;
    if ('tradeInId' in target) {
      const tradeIn = await deps.tradeIns.byId(id, target.tradeInId);
      const owner = tradeIn === null ? null : await deps.tradeIns.owner(id, tradeIn.orderId === null ? { customerId: tradeIn.customerId } : { orderId: tradeIn.orderId });
      return tradeIn === null || owner === null ? E.left(notFound) : E.right({ owner, tradeIn });
    }
    const owner = await deps.tradeIns.owner(id, target);
    if (owner === null) return E.left(notFound);
    const tradeIn = await deps.tradeIns.find(id, target);
    return tradeIn === null ? E.left(tradeInMissing) : E.right({ owner, tradeIn });
  }

  const viewOf = async (owner: TradeInOwner, tradeIn: StoredTradeIn, ctx: DealershipContext): Promise<TradeInView> => ({
    owner, tradeIn, today: today(owner), mayEdit: mayWriteTradeIn(ctx), questions: treeOf(await deps.questions.list(ctx.dealership.id)),
    mayMakeOffer: mayWriteTradeIn(ctx) && mayMakeOffer(tradeIn.offers[0] === undefined ? null : effectiveState(tradeIn.offers[0], today(owner))),
  });

  /** Expires one due offer if it still awaits (another process may have got there first); the deal's history says so. */
  async function expireOne(offer: DueOffer): Promise<boolean> {
    const done = await deps.tradeIns.answerOffer(offer.tradeInId, offer.offerId, 'awaiting', 'expired', '', 'expired', null, deps.clock.now());
    if (done === null) return false;
    if (offer.orderId !== null) {
      await deps.timeline.record({ dealershipId: offer.dealershipId, orderId: offer.orderId, kind: 'trade_in', event: 'trade_in.offer_expired', actor: 'system', actorUserId: null, detail: {} });
    }
    return true;
  }

  return {
    /** Makes an offer (amount, comments, expiry): refused to corporate users, after acceptance, and per field; one awaiting is replaced. */
    make: (ctx: DealershipContext, target: OfferTarget, raw: Readonly<Record<string, unknown>>, ip: string): TE.TaskEither<TradeInError, TradeInView> => async () => {
      if (!mayWriteTradeIn(ctx)) return E.left(forbidden('make_trade_in_offer'));
      const loaded = await load(ctx, target);
      if (E.isLeft(loaded)) return loaded;
      const { owner, tradeIn } = loaded.right;
      const now = deps.clock.now();
      const input = parseOffer(raw, today(owner));
      if (E.isLeft(input)) return E.left(invalidInput(input.left));
      const current = tradeIn.offers[0] ?? null;
      const state = current === null ? null : effectiveState(current, today(owner));
      if (!mayMakeOffer(state)) return E.left(offerRefused(state, 'make'));
      const supersededTo = current !== null && current.status === 'awaiting' ? nextOfferState('awaiting', 'supersede') : null;
      const saved = await deps.tradeIns.makeOffer(tradeIn.id, current, supersededTo, { ...input.right, madeByUserId: ctx.user.id }, 'awaiting-customer', now);
      if (saved === null) return E.left(tradeInChanged);
      const detail = { trade_in_id: tradeIn.id, order_id: owner.orderId, amount_cents: input.right.amountCents, expiry_date: input.right.expiryDate };
      if (owner.orderId !== null) {
        await recordByStaff(deps.timeline, ctx, owner.orderId, 'trade_in', 'trade_in.offer_made', { amount_cents: input.right.amountCents, expiry_date: input.right.expiryDate });
      }
      await deps.audit.record({ action: 'trade_in_offer_made', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip, detail });
      return E.right(await viewOf(owner, saved, ctx));
    },

    /**
     * The customer's answer to the current offer, recorded by the dealer (in person or by phone):
     * accepted puts the offer on the deal's worksheet (trade-in credit and owing); declined keeps the
     * customer's words. An expired or answered offer is refused.
     */
    answer: (ctx: DealershipContext, tradeInId: number, raw: Readonly<Record<string, unknown>>, ip: string): TE.TaskEither<TradeInError, TradeInView> => async () => {
      if (!mayWriteTradeIn(ctx)) return E.left(forbidden('make_trade_in_offer'));
      const parsed = parseAnswer(raw);
      if (E.isLeft(parsed)) return parsed;
      const loaded = await load(ctx, { tradeInId });
      if (E.isLeft(loaded)) return loaded;
      const { owner, tradeIn } = loaded.right;
      const written = await writeAnswer(deps, owner, tradeIn, parsed.right, today(owner));
      if (E.isLeft(written)) return written;
      const { saved, current, to } = written.right;
      if (owner.orderId !== null) {
        await recordByStaff(deps.timeline, ctx, owner.orderId, 'trade_in', to === 'accepted' ? 'trade_in.offer_accepted' : 'trade_in.offer_declined', { amount_cents: current.amountCents });
      }
      await deps.audit.record({
        action: to === 'accepted' ? 'trade_in_offer_accepted' : 'trade_in_offer_declined', userId: ctx.user.id, dealershipId: ctx.dealership.id, ip,
        detail: { trade_in_id: tradeIn.id, order_id: owner.orderId, amount_cents: current.amountCents, owing_cents: amountOwingCents(tradeIn.fields) },
      });
      return E.right(await viewOf(owner, saved, ctx));
    },

    /** The expiry job: every awaiting offer past its last day becomes expired (the deal's step and timeline follow). Answers how many. */
    expireDue: async (limit: number): Promise<number> => {
      const now = deps.clock.now();
      // No store's day is later than UTC's next one (UTC+14 at most): every due offer is in, and
      // each is read against its own store's day, page by page so none waits behind another zone's.
      const before = dayOf(now, 1);
      let n = 0;
      let afterId = 0;
      for (;;) {
        const page = await deps.tradeIns.dueOffers(before, afterId, limit);
        for (const offer of page) {
          afterId = offer.offerId;
          if (!isPastExpiry({ status: 'awaiting', expiryDate: offer.expiryDate }, storeDay(now, offer.timeZone))) continue;
          if (await expireOne(offer)) n += 1;
        }
        if (page.length < limit) return n;
      }
    },
  };
};
export type OfferUseCases = ReturnType<typeof offerUseCases>;
