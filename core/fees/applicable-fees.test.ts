import { describe, expect, it } from 'vitest';
import { appliesToDeal, applicableFees, orderFeeLines, stockFlagFor, type DealFacts } from './applicable-fees';
import { aFee } from './testing/fee-fixtures';

const deal: DealFacts = { orderId: 10, dealershipId: 1, method: 'finance', condition: 'new', stockStatus: 'I', vehicleType: 'SUV' };
const ids = (fees: readonly { id: number }[]): number[] => fees.map((f) => f.id);

describe('which fees and discounts a deal carries', () => {
  it('includes a global by default only when include_by_default is set', () => {
    const fees = [aFee({ id: 1, includeByDefault: true }), aFee({ id: 2 })];
    expect(ids(applicableFees(fees, [], deal))).toEqual([1]);
  });
  it('adds a global added to the order, and takes a default off when the order says included false', () => {
    const fees = [aFee({ id: 1, includeByDefault: true }), aFee({ id: 2 })];
    const choices = [{ orderId: 10, feeId: 1, included: false }, { orderId: 10, feeId: 2, included: true }];
    expect(ids(applicableFees(fees, choices, deal))).toEqual([2]);
  });
  it('ignores choices made on other orders', () => {
    const fees = [aFee({ id: 1, includeByDefault: true })];
    expect(ids(applicableFees(fees, [{ orderId: 11, feeId: 1, included: false }], deal))).toEqual([1]);
  });
  it('always includes the order\'s custom rows and never another order\'s', () => {
    const fees = [aFee({ id: 5, scope: 'custom', orderId: 10 }), aFee({ id: 6, scope: 'custom', orderId: 11 })];
    expect(ids(applicableFees(fees, [], deal))).toEqual([5]);
  });
  it('never takes rows of another dealership', () => {
    expect(applicableFees([aFee({ id: 1, dealershipId: 2, includeByDefault: true })], [], deal)).toEqual([]);
  });
  it('filters by payment method', () => {
    const fee = aFee({ isFinance: false, isCash: true, isLease: true });
    expect(appliesToDeal(fee, { ...deal, method: 'finance' })).toBe(false);
    expect(appliesToDeal(fee, { ...deal, method: 'cash' })).toBe(true);
    expect(appliesToDeal(aFee({ isLease: false }), { ...deal, method: 'lease' })).toBe(false);
    expect(appliesToDeal(aFee({ isCash: false }), { ...deal, method: 'cash' })).toBe(false);
  });
  it('filters by new, used and CPO; no vehicle does not filter', () => {
    expect(appliesToDeal(aFee({ applicableNew: false }), deal)).toBe(false);
    expect(appliesToDeal(aFee({ applicableUsed: false }), { ...deal, condition: 'used' })).toBe(false);
    expect(appliesToDeal(aFee({ applicableCpo: false }), { ...deal, condition: 'cpo' })).toBe(false);
    expect(appliesToDeal(aFee({ applicableNew: false }), { ...deal, condition: null, stockStatus: null, vehicleType: null })).toBe(true);
  });
  it('filters by the stock-state flag of the vehicle', () => {
    expect(appliesToDeal(aFee({ isDemo: false }), { ...deal, stockStatus: 'D' })).toBe(false);
    expect(appliesToDeal(aFee({ isInStock: false }), { ...deal, stockStatus: 'I' })).toBe(false);
    expect(appliesToDeal(aFee({ isInStock: false }), { ...deal, stockStatus: 'R' })).toBe(false);
    expect(appliesToDeal(aFee({ isPending: false }), { ...deal, stockStatus: 'P' })).toBe(false);
    expect(appliesToDeal(aFee({ isInTransit: false }), { ...deal, stockStatus: 'T' })).toBe(false);
    expect(appliesToDeal(aFee({ isVirtual: false }), { ...deal, stockStatus: 'V' })).toBe(false);
    expect(appliesToDeal(aFee({ isAsIs: false }), { ...deal, stockStatus: 'As-is' })).toBe(false);
    expect(appliesToDeal(aFee({ isDemo: false }), { ...deal, stockStatus: 'I' })).toBe(true);
    expect(stockFlagFor('S')).toBeNull();
    expect(stockFlagFor('U')).toBeNull();
  });
  it('filters by vehicle type only when the row lists types', () => {
    expect(appliesToDeal(aFee({ vehicleTypes: ['Truck'] }), deal)).toBe(false);
    expect(appliesToDeal(aFee({ vehicleTypes: ['Truck', 'SUV'] }), deal)).toBe(true);
    expect(appliesToDeal(aFee({ vehicleTypes: [] }), deal)).toBe(true);
  });
  it('lists every candidate with its state and why, fees first, globals before custom rows', () => {
    const fees = [
      aFee({ id: 4, kind: 'discount', includeByDefault: true }),
      aFee({ id: 3, scope: 'custom', orderId: 10 }),
      aFee({ id: 2, includeByDefault: true, isFinance: false }),
      aFee({ id: 1 }),
      aFee({ id: 7, includeByDefault: true }),
    ];
    const lines = orderFeeLines(fees, [{ orderId: 10, feeId: 1, included: true }, { orderId: 10, feeId: 7, included: false }], deal);
    expect(lines.map((l) => [l.fee.id, l.included, l.applicable, l.source])).toEqual([
      [1, true, true, 'added'],
      [2, true, false, 'default'],
      [7, false, true, 'available'],
      [3, true, true, 'custom'],
      [4, true, true, 'default'],
    ]);
  });
});
