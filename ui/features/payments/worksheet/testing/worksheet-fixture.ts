import * as E from 'fp-ts/Either';
import { expect, vi } from 'vitest';
import { distinctUntilChanged, map } from 'rxjs';
import type { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { Actor } from '@dealer-panel/core/access/actor';
import type { PaymentMethod } from '@dealer-panel/core/payments/engine/deal';
import { parseDeal } from '@dealer-panel/core/payments/engine/parse-deal';
import { priceDeal } from '@dealer-panel/core/payments/engine/price-deal';
import type { PaymentDetails } from '../payment-details';
import { pricingDetails } from '../payment-details';
import type { PriceOrder, PricingDetails, PricingOutcome, Quote } from '../pricing-port';
import type { WorksheetState } from '../worksheet-state';
import type { WorksheetSetup } from '../worksheet-view-model';
import { createWorksheetViewModel } from '../worksheet-view-model';

export const ORDER_ID = 41;

export const dealerAdmin: Actor = { role: 'dealer_admin', isSuperAdmin: false, isCorporate: false, showAnalyticsDashboard: false };
export const corporateUser: Actor = { ...dealerAdmin, isCorporate: true };

export function someDetails(over: Partial<PaymentDetails> = {}): PaymentDetails {
  return {
    term: 36, down_payment: '0', payment_frequency: 'monthly', distance_allowance: null, rate: '', credit_score: '',
    trade_in_credit: '', trade_in_owing: '', postal_code: '', include_tax: true,
    fees: [], discounts: [], incentives: [], accessories: [], install_accessories_ids: [], protections: [],
    ...over,
  };
}

/**
 * What the server answers: the payment engine itself, on an Ontario car of $35,000 (MSRP $36,000,
 * 6.99 %, residual 55 %) with the body's calculation keys. The selections (ids) are the server's
 * to resolve into fees and plans; this fake leaves them out.
 */
export function engineOutcome(method: PaymentMethod, body: PricingDetails): PricingOutcome {
  const { fees: _f, discounts: _d, incentives: _i, accessories: _a, install_accessories_ids: _x, protections: _p, ...calculation } = body;
  const deal = parseDeal({ method, province: 'ON', vehicle_price: '35000.00', msrp: '36000.00', rate: '6.99', residual: '55', ...calculation });
  const quote = E.chain(priceDeal)(deal);
  return E.isRight(quote) ? { kind: 'priced', quote: quote.right } : { kind: 'rejected', errors: quote.left };
}

/** The engine's quote for a method's details. */
export function quoteFor(method: PaymentMethod, details: PaymentDetails = someDetails()): Quote {
  const outcome = engineOutcome(method, pricingDetails(method, details));
  if (outcome.kind !== 'priced') throw new Error(`the fixture deal does not price: ${JSON.stringify(outcome)}`);
  return outcome.quote;
}

export function aSetup(over: Partial<WorksheetSetup> = {}): WorksheetSetup {
  const details = { cash: someDetails({ term: null }), finance: someDetails(), lease: someDetails({ distance_allowance: 20_000 }) };
  return {
    orderId: ORDER_ID, actor: dealerAdmin, chosen: 'finance', details,
    quotes: { cash: quoteFor('cash', details.cash), finance: quoteFor('finance', details.finance), lease: quoteFor('lease', details.lease) },
    ...over,
  };
}

export interface PricingCall {
  readonly at: number;
  readonly method: PaymentMethod;
  readonly details: PricingDetails;
}

/**
 * A pricing port that records each call (virtual time, method, body) and answers with `answer`
 * (by default the engine's outcome, 100 ms later, as a cold observable of the test's scheduler).
 */
export function pricingStub(
  scheduler: TestScheduler,
  answer: (method: PaymentMethod, details: PricingDetails, call: number) => Observable<PricingOutcome> = (method, details) =>
    scheduler.createColdObservable('100ms (a|)', { a: engineOutcome(method, details) }),
) {
  const calls: PricingCall[] = [];
  const price = vi.fn<PriceOrder>((orderId, method, details) => {
    if (orderId !== ORDER_ID) throw new Error(`priced order ${orderId}`);
    calls.push({ at: scheduler.now(), method, details });
    return answer(method, details, calls.length);
  });
  return { price, calls };
}

/** A worksheet on a fresh TestScheduler, priced by `pricingStub` (the engine by default). */
export function worksheet(over: Partial<WorksheetSetup> = {}, answer?: Parameters<typeof pricingStub>[1]) {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const { price, calls } = pricingStub(scheduler, answer);
  return { scheduler, calls, price, vm: createWorksheetViewModel({ price, scheduler }, aSetup(over)) };
}

/** One property of the state, each time it changes. */
export const watch = <T>(state$: Observable<WorksheetState>, pick: (s: WorksheetState) => T) => state$.pipe(map(pick), distinctUntilChanged());

/** The body of the fixture's finance details. */
export const BASE_BODY = {
  term: 36, down_payment: '0', payment_frequency: 'monthly', trade_in_credit: '0', trade_in_owing: '0', include_tax: true,
  fees: [], discounts: [], incentives: [], accessories: [], install_accessories_ids: [],
} as const;
