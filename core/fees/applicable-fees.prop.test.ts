import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STOCK_STATUSES } from '../inventory/vehicle';
import { appliesToDeal, applicableFees, orderFeeLines, type DealFacts, type OrderFeeChoice } from './applicable-fees';
import { FEE_CONDITIONS, FEE_PAYMENT_METHODS, FEE_VEHICLE_TYPES, type FeeOrDiscount } from './fee-or-discount';
import { aFee } from './testing/fee-fixtures';

const feeArb: fc.Arbitrary<FeeOrDiscount> = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  dealershipId: fc.constantFrom(1, 2),
  scope: fc.constantFrom('global' as const, 'custom' as const),
  orderId: fc.constantFrom(10, 11),
  kind: fc.constantFrom('fee' as const, 'discount' as const),
  includeByDefault: fc.boolean(), isCash: fc.boolean(), isFinance: fc.boolean(), isLease: fc.boolean(),
  applicableNew: fc.boolean(), applicableUsed: fc.boolean(), applicableCpo: fc.boolean(),
  isDemo: fc.boolean(), isInStock: fc.boolean(), isPending: fc.boolean(), isInTransit: fc.boolean(), isVirtual: fc.boolean(), isAsIs: fc.boolean(),
  vehicleTypes: fc.subarray([...FEE_VEHICLE_TYPES]),
  sortOrder: fc.integer({ min: 0, max: 3 }),
}).map((r) => aFee({ ...r, orderId: r.scope === 'custom' ? r.orderId : null }));

const feesArb = fc.uniqueArray(feeArb, { selector: (f) => f.id, maxLength: 12 });
const choicesArb: fc.Arbitrary<OrderFeeChoice[]> = fc.array(fc.record({ orderId: fc.constantFrom(10, 11), feeId: fc.integer({ min: 1, max: 30 }), included: fc.boolean() }), { maxLength: 10 })
  .map((cs) => [...new Map(cs.map((c) => [`${c.orderId}:${c.feeId}`, c])).values()]);
const dealArb: fc.Arbitrary<DealFacts> = fc.record({
  orderId: fc.constant(10), dealershipId: fc.constant(1),
  method: fc.constantFrom(...FEE_PAYMENT_METHODS),
  condition: fc.option(fc.constantFrom(...FEE_CONDITIONS), { nil: null }),
  stockStatus: fc.option(fc.constantFrom(...STOCK_STATUSES), { nil: null }),
  vehicleType: fc.option(fc.constantFrom(...FEE_VEHICLE_TYPES), { nil: null }),
});

describe('the applicable-fees rule (properties)', () => {
  it('carries exactly the candidates that are included and applicable, each once', () => {
    fc.assert(fc.property(feesArb, choicesArb, dealArb, (fees, choices, deal) => {
      const carried = applicableFees(fees, choices, deal);
      expect(new Set(carried.map((f) => f.id)).size).toBe(carried.length);
      for (const fee of carried) {
        expect(fee.dealershipId).toBe(deal.dealershipId);
        if (fee.scope === 'custom') expect(fee.orderId).toBe(deal.orderId);
        expect(appliesToDeal(fee, deal)).toBe(true);
      }
    }));
  });
  it('an explicit choice on a global always wins over include_by_default', () => {
    fc.assert(fc.property(feesArb, choicesArb, dealArb, (fees, choices, deal) => {
      for (const line of orderFeeLines(fees, choices, deal)) {
        const choice = choices.find((c) => c.orderId === deal.orderId && c.feeId === line.fee.id);
        if (line.fee.scope === 'custom') expect(line.included).toBe(true);
        else expect(line.included).toBe(choice === undefined ? line.fee.includeByDefault : choice.included);
      }
    }));
  });
  it('a row that does not accept the deal\'s payment method is never carried', () => {
    fc.assert(fc.property(feesArb, choicesArb, dealArb, (fees, choices, deal) => {
      const flag = { cash: 'isCash', finance: 'isFinance', lease: 'isLease' } as const;
      for (const fee of applicableFees(fees, choices, deal)) expect(fee[flag[deal.method]]).toBe(true);
    }));
  });
  it('does not depend on the order of the rows or of the choices', () => {
    fc.assert(fc.property(feesArb, choicesArb, dealArb, (fees, choices, deal) => {
      const a = applicableFees(fees, choices, deal).map((f) => f.id);
      const b = applicableFees([...fees].reverse(), [...choices].reverse(), deal).map((f) => f.id);
      expect(b).toEqual(a);
    }));
  });
  it('a row that applies to everything and is included is carried on every deal', () => {
    fc.assert(fc.property(dealArb, (deal) => {
      expect(applicableFees([aFee({ includeByDefault: true })], [], deal)).toHaveLength(1);
    }));
  });
});
