import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { DealershipRepository } from '../access/dealership';
import type { FieldErrors } from '../shared/validation';
import { notFound, type NotFound } from '../shared/errors';
import type { PaymentMethod } from './engine/deal';
import type { Quote } from './engine/quote';
import { orderPaymentTypes, quotePaymentType, type PaymentDeps, type PricingStore } from './payment-use-cases';
import { METHODS } from './payments-repository';
import type { PaymentDetails, PaymentTypeRecord } from './pricing-inputs';
import { storedDealBody } from './stored-deal-body';

/** One method of a deal as the database holds it, priced now as the worksheet prices it (nothing stored). */
export interface StoredMethod {
  readonly method: PaymentMethod;
  readonly record: PaymentTypeRecord;
  /** The details it is priced with: the record's (the buyer's postal code when the record has none). */
  readonly details: PaymentDetails;
  /** Null: it cannot be priced as stored (`errors` says why: no lender yet, a term its program lacks…). */
  readonly quote: Quote | null;
  readonly errors: FieldErrors | null;
}

export interface StoredDeal {
  readonly orderId: number;
  /** The deal's method (orders.payment_type, the worksheet's "Deal's method"). */
  readonly chosen: PaymentMethod;
  /** Cash, finance and lease, in that order. */
  readonly methods: readonly StoredMethod[];
  /** The vehicle's price (null: no vehicle), for a reader that must say a price when the deal cannot be priced. */
  readonly vehiclePriceCents: number | null;
}

/**
 * The deal as stored, priced: THE one reading of a deal that the recap, the DMS push and the
 * customer's quote share with the worksheet (issue 29.1). Each method is priced by the worksheet's
 * own `quotePaymentType` with the body of its stored details (stored-deal-body.ts): the down payment,
 * term, trade-in and rate the worksheet stored, the order's fees, incentives and add-ons. Before, the
 * recap priced `{}`, which POST pricing/ reads as "no down payment, no trade-in".
 */
export const storedDeal = (deps: PaymentDeps) => (store: PricingStore, orderId: number): TE.TaskEither<NotFound, StoredDeal> => async () => {
  const types = await orderPaymentTypes(deps)({ dealership: store }, orderId)();
  if (E.isLeft(types)) return E.left(notFound);
  const order = await deps.payments.orderForPricing(store.id, orderId);
  if (order === null) return E.left(notFound);
  const records = METHODS.flatMap((m) => types.right.records.filter((r) => r.method === m));
  const methods = await Promise.all(records.map(async (record): Promise<StoredMethod> => {
    const priced = await quotePaymentType(deps)(store, record.id, storedDealBody)();
    if (E.isRight(priced)) return { method: record.method, record, details: priced.right.details, quote: priced.right.quote, errors: null };
    return { method: record.method, record, details: record, quote: null, errors: priced.left._tag === 'InvalidInput' ? priced.left.errors : null };
  }));
  return E.right({ orderId, chosen: order.paymentType, methods, vehiclePriceCents: order.vehicle?.priceCents ?? null });
};

export interface StoredDealDeps extends PaymentDeps {
  readonly dealerships: Pick<DealershipRepository, 'byId'>;
}

/** `storedDeal` at the deal's own store (its country and province decide the taxes); null: no such store or deal. */
export const storedDealAt = (deps: StoredDealDeps) => async (dealershipId: number, orderId: number): Promise<StoredDeal | null> => {
  const store = await deps.dealerships.byId(dealershipId);
  if (store === null) return null;
  const deal = await storedDeal(deps)(store, orderId)();
  return E.isRight(deal) ? deal.right : null;
};
