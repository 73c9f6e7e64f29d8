import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { Observable } from 'rxjs';
import type { CallRoute } from '../../../../adapters/di/tokens';
import { orderRoutes } from '../../../../adapters/http/contract/orders/order-routes';
import { paymentRoutes } from '../../../../adapters/http/contract/payments/payment-routes';
import { feeRoutes } from '../../../../adapters/http/contract/fees/fee-routes';
import type { OrderFeesResponse } from '../../../../adapters/http/contract/fees/fees';
import { quoteFromBody } from '../../../../adapters/http/contract/payments/payments';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { submitCall, toFailure } from '../../../shared/form-problem';
import type { FormFailure } from '../../../shared/form-problem';
import type { ChooseMethod, ChooseOutcome, PriceOrder, PricingDetails, PricingOutcome } from './pricing-port';
import type { PricingRequest } from '../../../../adapters/http/contract/payments/payments';
import type { Choices, WorksheetData } from './worksheet-data';
import { accessoryChoices, incentiveChoices, planChoices, worksheetData } from './worksheet-data';

/** What the order records of its add-ons (PATCH order/{id}/). */
export interface AddOnSelection {
  readonly accessory_ids: readonly number[];
  /** The accessories of accessory_ids to install (their installation charge is added). */
  readonly install_accessory_ids: readonly number[];
  readonly protection_ids: readonly number[];
}

/** Where the worksheet's data comes from and where its changes go. */
export interface WorksheetSource {
  /** The order, its three payment types and what can be chosen; Left: why it could not open. */
  load(orderId: number): Promise<Either<FormFailure, WorksheetData>>;
  readonly price: PriceOrder;
  readonly choose: ChooseMethod;
  /** The deal's fees and discounts as the method sees them (GET order/{id}/fees-and-discounts/?method=). */
  dealFees(orderId: number, method: PaymentMethod): Promise<Either<FormFailure, OrderFeesResponse>>;
  /** Includes or takes off a global row on the deal (PUT order/{id}/fees-and-discounts/{feeId}/). */
  setFeeIncluded(orderId: number, feeId: number, included: boolean): Promise<Either<FormFailure, OrderFeesResponse>>;
  /** Records the add-ons on the order (PATCH order/{id}/ accessory_ids, install_accessory_ids, protection_ids). */
  saveAddOns(orderId: number, selection: AddOnSelection): Promise<Either<FormFailure, unknown>>;
}

/**
 * The worksheet over the HTTP client: GET order/{id}/ and order/{id}/payment-types/ to open,
 * POST payment-type/{id}/pricing/ to price, PATCH payment-type/{id}/ {is_active} to choose. The
 * payment type ids come from the opening read, so pricing waits for `load`. The incentives list is
 * read quietly (no redirect to sign-in if it is refused): without it, the incentives are not offered.
 */
export function httpWorksheetSource(call: CallRoute): WorksheetSource {
  const ids = new Map<string, number>();
  const key = (orderId: number, method: PaymentMethod) => `${orderId}:${method}`;

  const load = async (orderId: number): Promise<Either<FormFailure, WorksheetData>> => {
    // The four reads go together (one round trip before the worksheet draws, not two after each other).
    // Quiet reads: a list that cannot be read is not offered. The add-ons come from the deal's own
    // read-only list (order/{id}/addons/), open to every staff role (the /aftermarket lists are not).
    const quiet = Promise.all([
      call(paymentRoutes.incentives, { authRedirect: false }).catch(() => null),
      call(orderRoutes.addons, { params: { id: orderId }, authRedirect: false }).catch(() => null),
    ]);
    const [order, types] = await Promise.all([
      submitCall(() => call(orderRoutes.fetch, { params: { id: orderId } })),
      submitCall(() => call(paymentRoutes.orderPaymentTypes, { params: { id: orderId } })),
    ]);
    if (E.isLeft(order)) return order;
    if (E.isLeft(types)) return types;
    const [incentives, addOns] = await quiet;
    const fetched = addOns !== null && E.isRight(addOns) ? addOns.right : null;
    const choices: Choices = {
      fees: null, discounts: null,
      accessories: fetched === null ? null : accessoryChoices(fetched.accessories, order.right.vehicle),
      protections: fetched === null ? null : planChoices(fetched.protection_plans, order.right.vehicle),
      incentives: incentives !== null && E.isRight(incentives) ? incentiveChoices(incentives.right.results, order.right.vehicle) : null,
    };
    types.right.results.forEach((r) => ids.set(key(orderId, r.method), r.id));
    try {
      return E.right(worksheetData(order.right, types.right.results, types.right.lease_rate_calculation_method, choices));
    } catch {
      return E.left({ code: 'technical', fieldErrors: {}, problem: { code: 'technical', retryAfterSeconds: null }, handled: false });
    }
  };

  const price: PriceOrder = (orderId, method, details) => new Observable<PricingOutcome>((subscriber) => {
    const id = ids.get(key(orderId, method));
    if (id === undefined) {
      subscriber.next({ kind: 'failed', problem: { code: 'technical', retryAfterSeconds: null } });
      subscriber.complete();
      return undefined;
    }
    let live = true;
    call(paymentRoutes.pricing, { params: { id }, body: requestOf(orderId, method, details) })
      .then((answer): PricingOutcome => {
        if (E.isRight(answer)) return { kind: 'priced', quote: quoteFromBody(answer.right.quote) };
        const failure = toFailure(answer.left);
        if (answer.left.status === 400 && Object.keys(failure.fieldErrors).length > 0) return { kind: 'rejected', errors: failure.fieldErrors };
        return { kind: 'failed', problem: failure.handled ? null : failure.problem ?? { code: failure.code, retryAfterSeconds: null } };
      })
      .catch((): PricingOutcome => ({ kind: 'failed', problem: { code: 'technical', retryAfterSeconds: null } }))
      .then((outcome) => {
        if (!live) return;
        subscriber.next(outcome);
        subscriber.complete();
      });
    // The client cannot abort a request: a cancelled pricing's answer is dropped.
    return () => { live = false; };
  });

  const choose: ChooseMethod = (orderId, method) => new Observable<ChooseOutcome>((subscriber) => {
    const id = ids.get(key(orderId, method));
    let live = true;
    const done = (outcome: ChooseOutcome) => {
      if (!live) return;
      subscriber.next(outcome);
      subscriber.complete();
    };
    if (id === undefined) done({ kind: 'failed', problem: { code: 'technical', retryAfterSeconds: null } });
    else {
      void submitCall(() => call(paymentRoutes.updatePaymentType, { params: { id }, body: { is_active: true } })).then((answer) =>
        done(E.isRight(answer) ? { kind: 'chosen' } : { kind: 'failed', problem: answer.left.handled ? null : answer.left.problem ?? { code: answer.left.code, retryAfterSeconds: null } }));
    }
    return () => { live = false; };
  });

  const dealFees = (orderId: number, method: PaymentMethod) =>
    submitCall(() => call(feeRoutes.orderFees, { params: { id: orderId }, query: { method } }));
  const setFeeIncluded = (orderId: number, feeId: number, included: boolean) =>
    submitCall(() => call(feeRoutes.setOrderFeeIncluded, { params: { id: orderId, feeId }, body: { included } }));
  const saveAddOns = (orderId: number, selection: AddOnSelection) =>
    submitCall(() => call(orderRoutes.patch, { params: { id: orderId }, body: {
      accessory_ids: [...selection.accessory_ids], install_accessory_ids: [...selection.install_accessory_ids], protection_ids: [...selection.protection_ids],
    } }));

  return { load, price, choose, dealFees, setFeeIncluded, saveAddOns };
}

/**
 * The pricing body: the details with the order, the selections as the contract's (mutable) lists.
 * A finance or lease rate left empty is sent as "": the server would otherwise keep the rate typed
 * over the program earlier (its record's), and the dealer could never go back to the program's.
 * A postal code left empty is sent as "" for the same reason: the server would use the record's or
 * the customer record's, and the dealer could not tax at the store's province.
 */
export function requestOf(orderId: number, method: PaymentMethod, details: PricingDetails): PricingRequest {
  const { fees, discounts, incentives, accessories, install_accessories_ids: install, protections, ...rest } = details;
  return {
    ...rest, order: orderId, ...(rest.postal_code === undefined ? { postal_code: '' } : {}),
    ...(method !== 'cash' && rest.rate_overwritten === undefined ? { rate_overwritten: '' } : {}), incentives: [...incentives], accessories: [...accessories], install_accessories_ids: [...install],
    ...(fees === undefined ? {} : { fees: [...fees] }),
    ...(discounts === undefined ? {} : { discounts: [...discounts] }),
    ...(protections === undefined ? {} : { protections: [...protections] }),
  };
}
