import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { FieldErrors } from '../../shared/validation';
import type { DealErrorCode } from './deal-error-codes';

/** What pays a deal down, in cents: the cash down, the trade-in's equity (credit − owing) and the rebates after tax. */
export interface Payments {
  readonly downPayment: number;
  readonly tradeInEquity: number;
  readonly rebates: number;
}

const PAID_WITHIN: Either<never, null> = E.right(null);

/**
 * Issue 10.2: a deal whose down payment, trade-in and rebates come to more than what is owed is
 * refused, for every method, rather than priced with a negative total (the dealer would owe the
 * customer: a refund is not a sale). `left` is what remains owed once everything is paid (cash:
 * the total due; finance: the amount financed; lease: the capitalized cost); below zero, the
 * error goes on each field that pays more than is left for it, so the worksheet says which one:
 * the down payment when there is one, the trade-in credit when its equity alone is too much, the
 * incentives when rebates alone are, else the deal as a whole.
 */
export function refuseOverpayment(left: number, paid: Payments): Either<FieldErrors<DealErrorCode>, null> {
  if (left >= 0) return PAID_WITHIN;
  const beforeDown = left + paid.downPayment;
  const beforeTradeIn = beforeDown + Math.max(0, paid.tradeInEquity);
  const errors: Record<string, [DealErrorCode]> = {};
  if (paid.downPayment > 0) errors.down_payment = ['down_payment.exceeds_amount_owed'];
  if (beforeDown < 0 && paid.tradeInEquity > 0) errors.trade_in_credit = ['trade_in_credit.exceeds_amount_owed'];
  if (beforeTradeIn < 0 && paid.rebates > 0) errors.incentives = ['incentives.exceed_amount_owed'];
  if (Object.keys(errors).length === 0) errors.deal = ['discounts.exceed_price'];
  return E.left(errors);
}
