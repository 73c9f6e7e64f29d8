import { cents } from '../../../shared/money';
import type { Deal, DealFee, PaymentScope } from '../deal';
import { ratio } from '../ratio';

export const everyMethod: PaymentScope = { cash: true, finance: true, lease: true };

/** A plain Ontario deal for tests and benchmarks: $35,000, 6.99 %, 60 months, monthly; override what matters. */
export function sampleDeal(over: Partial<Deal> = {}): Deal {
  return {
    method: 'finance',
    region: 'ON',
    postalCode: null,
    vehiclePrice: cents(3_500_000),
    msrp: cents(3_600_000),
    optionsPrice: cents(0),
    accessories: [],
    protections: [],
    fees: [],
    discounts: [],
    incentives: [],
    leaseDisbursements: [],
    tradeIn: { type: 'none', credit: cents(0), owing: cents(0) },
    downPayment: cents(0),
    term: 60,
    paymentFrequency: 'monthly',
    distanceAllowance: null,
    creditScore: null,
    includeTax: true,
    rate: ratio(699, 100),
    residualPercent: ratio(55),
    lender: null,
    settings: { frequencyMethod: 'factor', leaseRateMethod: 'apr' },
    ...over,
  };
}

export function sampleFee(over: Partial<DealFee> = {}): DealFee {
  return {
    name: 'Documentation', amount: cents(49_900), taxable: true, capCost: true, residualize: false, taxInCap: false,
    scope: everyMethod, included: true, ...over,
  };
}
