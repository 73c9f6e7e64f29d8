import * as E from 'fp-ts/Either';
import type { DealErrorCode } from './engine/deal-error-codes';
import { priceDeal } from './engine/price-deal';
import type { TaxTable } from './engine/tax-table';
import type { FieldErrors } from '../shared/validation';
import { assembleDeal, type PricingData } from './assemble-deal';
import { bodyOfDetails } from './stored-deal-body';
import type { PaymentTypeRecord } from './pricing-inputs';

/** The refusals of issue 10.2: a deal no method may hold, whatever else is missing to price it. */
const LIMIT_CODES: ReadonlySet<DealErrorCode> = new Set<DealErrorCode>([
  'down_payment.exceeds_amount_owed', 'trade_in_credit.exceeds_amount_owed', 'incentives.exceed_amount_owed', 'discounts.exceed_price',
  'rate.over_criminal_rate', 'rate.over_ceiling', 'rate.over_program_maximum',
]);

/** The record's deal with the PATCH over it, as the pricing body names its keys (the record's rate is its rate_overwritten). */
function pricingBody(record: PaymentTypeRecord, patch: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { is_active: _active, rate, ...details } = patch;
  return {
    ...bodyOfDetails(record),
    ...details,
    ...(rate === undefined ? {} : { rate_overwritten: rate ?? '' }),
  };
}

/**
 * A PATCH stores details without pricing them; it must not store a deal the pricing would refuse
 * for issue 10.2's reasons (paid beyond what is owed, a rate over its ceiling). The record with the
 * change is priced as the worksheet would; only those refusals count (a deal that cannot be priced
 * for another reason, no lender yet, is the pricing's business). Null: nothing to refuse.
 */
export function limitRefusals(record: PaymentTypeRecord, patch: Readonly<Record<string, unknown>>, data: PricingData, table: TaxTable): FieldErrors<DealErrorCode> | null {
  const assembled = assembleDeal(pricingBody(record, patch), data, { table });
  if (E.isLeft(assembled)) return null;
  const priced = priceDeal(assembled.right.deal, table);
  if (E.isRight(priced)) return null;
  const refused = Object.entries(priced.left).filter(([, codes]) => codes.some((c) => LIMIT_CODES.has(c as DealErrorCode)));
  return refused.length === 0 ? null : Object.fromEntries(refused) as FieldErrors<DealErrorCode>;
}
