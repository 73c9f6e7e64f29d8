import { dollars } from './assemble-deal';
import type { PricingBody } from './pricing-body';
import type { PaymentDetails, PaymentTypeRecord, ProtectionPlanRecord } from './pricing-inputs';

/**
 * A pricing body that prices these details again, every detail written as the worksheet sends it:
 * a key left out of POST pricing/ is the engine's default (no down payment, no trade-in), never
 * the record's, so a deal read back from the database is priced with this body, not with `{}`
 * (issue 29.1: the recap printed $0.00 down). Trade-in type "none" is left out, as the worksheet
 * does: amounts then make the trade-in owned. (Selections of fees and add-ons live on the order.)
 */
export function bodyOfDetails(d: PaymentDetails): PricingBody {
  return {
    include_tax: d.includeTax, term: d.term, rate_overwritten: d.rate ?? '', payment_frequency: d.paymentFrequency, credit_score: d.creditScore,
    down_payment: dollars(d.downPaymentCents), distance_allowance: d.distanceAllowance,
    ...(d.tradeInType === 'none' ? {} : { trade_in_type: d.tradeInType }),
    trade_in_credit: dollars(d.tradeInCreditCents), trade_in_owing: dollars(d.tradeInOwingCents),
    // None: the record's, else the customer record's (as the worksheet's first price).
    ...(d.postalCode === null ? {} : { postal_code: d.postalCode }),
  };
}

/** What the pricing read of a deal's method holds that its stored body needs: the record, the order's add-ons, the plans read. */
export interface StoredDealRead {
  readonly record: PaymentTypeRecord;
  readonly order: { readonly accessoryIds: readonly number[]; readonly installAccessoryIds: readonly number[]; readonly protectionIds: readonly number[] };
  readonly plans: readonly ProtectionPlanRecord[];
}

/**
 * The deal of one method as stored: the record's details, the order's accessories (those to install
 * among them) and the order's protection plans that this method sells, as the worksheet opens it
 * (worksheet-data.ts `soldWith`: a plan not sold with cash would make the cash payment refuse to price).
 */
export function storedDealBody(read: StoredDealRead): PricingBody {
  const { record, order } = read;
  return {
    ...bodyOfDetails(record),
    accessories: [...order.accessoryIds],
    install_accessories_ids: order.installAccessoryIds.filter((id) => order.accessoryIds.includes(id)),
    protections: order.protectionIds.filter((id) => read.plans.some((p) => p.id === id && p.paymentTypes.includes(record.method))),
  };
}
