import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { notifyStaff, type NotifyStaffDeps } from '../notifications/notify-staff';
import type { DealTimeline } from '../orders/deal-timeline';
import type { OrderRepository } from '../orders/order-repository';
import { invalidInput, notFound } from '../shared/errors';
import type { AuditLog } from '../shared/ports/audit-log';
import type { Clock } from '../shared/ports/clock';
import { effectiveState, storeDay, type OfferState } from './offer';
import { parseAnswer, writeAnswer } from './offer-use-cases';
import { stepOf } from './trade-in-use-cases';
import { tradeInLocked, tradeInMissing, type TradeInError } from './trade-in-errors';
import { parseTradeInFor } from './trade-in-form';
import { treeOf, type QuestionNode } from './questions';
import type { TradeInQuestionRepository } from './questions-repository';
import type { TradeInOwner, TradeInRepository } from './trade-in-repository';
import { amountOwingCents, type StoredTradeIn, type TradeInFields } from './trade-in';

export interface CustomerTradeInDeps {
  readonly tradeIns: TradeInRepository;
  /** The store's questionnaire: the customer answers it, checked as the dealer's answers are. */
  readonly questions: Pick<TradeInQuestionRepository, 'list'>;
  readonly orders: Pick<OrderRepository, 'byId'>;
  readonly clock: Clock;
  readonly timeline: DealTimeline;
  readonly audit: AuditLog;
  readonly notify: NotifyStaffDeps;
}

/** The deal the customer's link opens. */
export interface CustomerDealRef {
  readonly dealershipId: number;
  readonly orderId: number;
}

/** What the customer sees of their trade-in: the record (null until submitted), today, and whether they may change it. */
export interface CustomerTradeInView {
  readonly owner: TradeInOwner;
  readonly tradeIn: StoredTradeIn | null;
  readonly today: string;
  /** False while an offer awaits the customer's answer, and once one is accepted (the deal's worksheet carries it). */
  readonly mayEdit: boolean;
  /** The deal's trade-in step as stored (initial, awaiting-dealer, awaiting-customer, completed, declined, expired…). */
  readonly step: string;
  /** The store's questionnaire, each level in its order. */
  readonly questions: readonly QuestionNode[];
}

/** While an offer awaits the customer's answer, or once accepted, the vehicle described is the one priced: it is not changed. */
export const lockedBy = (state: OfferState | null): boolean => state === 'awaiting' || state === 'accepted';

const currentState = (tradeIn: StoredTradeIn | null, today: string): OfferState | null => {
  const current = tradeIn?.offers[0];
  return current === undefined ? null : effectiveState(current, today);
};

/** The fields as one text with sorted keys: the same submission twice compares equal whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
export const sameFields = (a: TradeInFields, b: TradeInFields): boolean => canonical(a) === canonical(b);

/**
 * The customer's side of the deal's trade-in (issue 14 item 6, issue 16 item 3), opened by the deal
 * link: read it, submit or change it (checked exactly as the dealer's PUT, 400 per field, nothing
 * stored), and answer the dealer's offer. A submission moves the deal's trade-in step to
 * awaiting-dealer (the dealer's page then offers "make an offer"), writes the deal's history (actor
 * customer), and tells the staff who chose `customer_submits_trade_in` once, after the write; the
 * same fields sent again change nothing and tell no one. The vehicle is locked while an offer awaits
 * an answer and after acceptance (409 trade_in_locked): the customer declines first, or asks the
 * dealer. Answering an offer is the dealer's recorded answer's write (writeAnswer): acceptance puts
 * it on the worksheet.
 */
export const customerTradeInUseCases = (deps: CustomerTradeInDeps) => {
  const today = (owner: Pick<TradeInOwner, 'timeZone'>) => storeDay(deps.clock.now(), owner.timeZone);

  async function open(who: CustomerDealRef): Promise<{ owner: TradeInOwner; tradeIn: StoredTradeIn | null; step: string; questions: readonly QuestionNode[] } | null> {
    const order = await deps.orders.byId(who.dealershipId, who.orderId);
    if (order === null || order.isArchived) return null;
    const owner = await deps.tradeIns.owner(who.dealershipId, { orderId: who.orderId });
    if (owner === null) return null;
    const tradeIn = await deps.tradeIns.find(who.dealershipId, { orderId: who.orderId });
    // An awaiting offer past its day reads expired at once, before the job writes it.
    const state = currentState(tradeIn, today(owner));
    const questions = treeOf(await deps.questions.list(who.dealershipId));
    return { owner, tradeIn, step: state === 'expired' ? 'expired' : order.steps['trade-in'], questions };
  }

  const viewOf = (owner: TradeInOwner, tradeIn: StoredTradeIn | null, step: string, questions: readonly QuestionNode[]): CustomerTradeInView => ({
    owner, tradeIn, today: today(owner), mayEdit: !lockedBy(currentState(tradeIn, today(owner))), step, questions,
  });

  return {
    read: (who: CustomerDealRef): TE.TaskEither<TradeInError, CustomerTradeInView> => async () => {
      const deal = await open(who);
      return deal === null ? E.left(notFound) : E.right(viewOf(deal.owner, deal.tradeIn, deal.step, deal.questions));
    },

    submit: (who: CustomerDealRef, raw: Readonly<Record<string, unknown>>): TE.TaskEither<TradeInError, CustomerTradeInView> => async () => {
      const deal = await open(who);
      if (deal === null) return E.left(notFound);
      const { owner, tradeIn: before } = deal;
      const fields = parseTradeInFor(raw, owner.country, deps.clock.now(), deal.questions);
      if (E.isLeft(fields)) return E.left(invalidInput(fields.left));
      const state = currentState(before, today(owner));
      if (lockedBy(state)) return E.left(tradeInLocked(state));
      if (before !== null && sameFields(before.fields, fields.right)) return E.right(viewOf(owner, before, deal.step, deal.questions));
      // A new description awaits the dealer's (new) offer, whether none was made or the last was declined or expired.
      const saved = await deps.tradeIns.save(owner, fields.right, 'awaiting-dealer', null, deps.clock.now());
      const v = fields.right.vehicle;
      const vehicle = `${v.year} ${v.make} ${v.model}`.trim();
      await deps.timeline.record({
        dealershipId: who.dealershipId, orderId: who.orderId, kind: 'trade_in', event: before === null ? 'trade_in.created' : 'trade_in.updated',
        actor: 'customer', actorUserId: null, detail: { vehicle },
      });
      await notifyStaff(deps.notify)({ dealershipId: who.dealershipId, customerId: owner.customerId, orderId: who.orderId, kind: 'customer_submits_trade_in', detail: {} })();
      return E.right(viewOf(owner, saved, 'awaiting-dealer', deal.questions));
    },

    answer: (who: CustomerDealRef, raw: Readonly<Record<string, unknown>>, ip: string): TE.TaskEither<TradeInError, CustomerTradeInView> => async () => {
      const parsed = parseAnswer(raw);
      if (E.isLeft(parsed)) return parsed;
      const deal = await open(who);
      if (deal === null) return E.left(notFound);
      if (deal.tradeIn === null) return E.left(tradeInMissing);
      const written = await writeAnswer(deps, deal.owner, deal.tradeIn, parsed.right, today(deal.owner));
      if (E.isLeft(written)) return written;
      const { saved, current, to } = written.right;
      await deps.timeline.record({
        dealershipId: who.dealershipId, orderId: who.orderId, kind: 'trade_in', event: to === 'accepted' ? 'trade_in.offer_accepted' : 'trade_in.offer_declined',
        actor: 'customer', actorUserId: null, detail: { amount_cents: current.amountCents },
      });
      await deps.audit.record({
        action: to === 'accepted' ? 'trade_in_offer_accepted' : 'trade_in_offer_declined', userId: null, dealershipId: who.dealershipId, ip,
        detail: { trade_in_id: saved.id, order_id: who.orderId, amount_cents: current.amountCents, owing_cents: amountOwingCents(saved.fields), by: 'customer' },
      });
      return E.right(viewOf(deal.owner, saved, stepOf(saved, today(deal.owner)), deal.questions));
    },
  };
};
export type CustomerTradeInUseCases = ReturnType<typeof customerTradeInUseCases>;
