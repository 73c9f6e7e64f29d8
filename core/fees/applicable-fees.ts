import type { StockStatus } from '../inventory/vehicle';
import type { FeeCondition, FeeOrDiscount, FeePaymentMethod, StockFlag } from './fee-or-discount';

/**
 * Which fees and discounts count on a deal — the ONE rule, shared by the fees screen, the
 * worksheet and the pricing engine (docs/decisions/fees.md "Fees and discounts"):
 *
 * 1. Candidates: every GLOBAL row of the order's dealership and every CUSTOM row of the order.
 *    Custom rows of other orders and rows of other dealerships are never candidates.
 * 2. Included:
 *    - a global row with a choice on the order (order_fees_and_discounts) follows that choice:
 *      `included: true` = added with add_to_order/ or put back, `included: false` = taken off;
 *    - a global row without a choice is included when `include_by_default` is set;
 *    - a custom row is always included (to drop it, delete it).
 * 3. Applies: the row's payment-type flag for the deal's method (is_cash / is_finance /
 *    is_lease), its condition flag (applicable_new / applicable_used / applicable_cpo), its
 *    stock-state flag for the vehicle's stock status (D demo, I and R in stock, P pending,
 *    T in transit, V virtual, As-is as-is; S and U have no flag and are not filtered), and, when
 *    its vehicle_types list is not empty, the vehicle's type is in it. Unknown vehicle facts
 *    (no vehicle yet) do not filter.
 * 4. The deal carries the rows that are both included and applicable.
 */
export interface DealFacts {
  readonly orderId: number;
  readonly dealershipId: number;
  readonly method: FeePaymentMethod;
  /** null when the deal has no vehicle yet. */
  readonly condition: FeeCondition | null;
  readonly stockStatus: StockStatus | null;
  /** The vehicle's body type (Sedan, SUV…), null when unknown. */
  readonly vehicleType: string | null;
}

/** A dealer's choice on one global row for one order (table order_fees_and_discounts). */
export interface OrderFeeChoice {
  readonly orderId: number;
  readonly feeId: number;
  readonly included: boolean;
}

export type FeeSource = 'default' | 'added' | 'custom' | 'available';

/** One row as the worksheet lists it: the row, whether it is on the deal, whether it applies. */
export interface OrderFeeLine {
  readonly fee: FeeOrDiscount;
  readonly included: boolean;
  readonly applicable: boolean;
  /**
   * Why it is (or is not) included: `custom` = the order's own row; `added` = a global the dealer
   * added; `default` = a global included by default and not taken off; `available` = a global
   * that is not on the deal (not default, or taken off).
   */
  readonly source: FeeSource;
}

/** The stock-state flag that governs a stock status; null = no flag, not filtered. */
export function stockFlagFor(status: StockStatus): StockFlag | null {
  switch (status) {
    case 'D': return 'isDemo';
    case 'I': return 'isInStock';
    case 'R': return 'isInStock';
    case 'P': return 'isPending';
    case 'T': return 'isInTransit';
    case 'V': return 'isVirtual';
    case 'As-is': return 'isAsIs';
    case 'S': return null;
    case 'U': return null;
  }
}

function methodAllowed(fee: FeeOrDiscount, method: FeePaymentMethod): boolean {
  switch (method) {
    case 'cash': return fee.isCash;
    case 'finance': return fee.isFinance;
    case 'lease': return fee.isLease;
  }
}

function conditionAllowed(fee: FeeOrDiscount, condition: FeeCondition | null): boolean {
  switch (condition) {
    case null: return true;
    case 'new': return fee.applicableNew;
    case 'used': return fee.applicableUsed;
    case 'cpo': return fee.applicableCpo;
  }
}

/** Rule 3: the row applies to this deal's method and vehicle. */
export function appliesToDeal(fee: FeeOrDiscount, deal: Omit<DealFacts, 'orderId' | 'dealershipId'>): boolean {
  if (!methodAllowed(fee, deal.method)) return false;
  if (!conditionAllowed(fee, deal.condition)) return false;
  if (deal.stockStatus !== null) {
    const flag = stockFlagFor(deal.stockStatus);
    if (flag !== null && !fee[flag]) return false;
  }
  if (fee.vehicleTypes.length > 0 && deal.vehicleType !== null && !fee.vehicleTypes.includes(deal.vehicleType)) return false;
  return true;
}

/** Rule 1: the row is a candidate on this order. */
export function isCandidate(fee: FeeOrDiscount, deal: Pick<DealFacts, 'orderId' | 'dealershipId'>): boolean {
  if (fee.dealershipId !== deal.dealershipId) return false;
  return fee.scope === 'global' ? true : fee.orderId === deal.orderId;
}

/**
 * Every candidate row of the order with its included and applicable state (rules 1–3), in a stable
 * order: fees before discounts, then globals before custom rows, then sort order, then id.
 */
export function orderFeeLines(
  fees: readonly FeeOrDiscount[],
  choices: readonly OrderFeeChoice[],
  deal: DealFacts,
): OrderFeeLine[] {
  const choiceOf = new Map<number, boolean>();
  for (const c of choices) if (c.orderId === deal.orderId) choiceOf.set(c.feeId, c.included);
  return fees
    .filter((fee) => isCandidate(fee, deal))
    .map((fee): OrderFeeLine => {
      const applicable = appliesToDeal(fee, deal);
      if (fee.scope === 'custom') return { fee, included: true, applicable, source: 'custom' };
      const choice = choiceOf.get(fee.id);
      if (choice === undefined) {
        return { fee, included: fee.includeByDefault, applicable, source: fee.includeByDefault ? 'default' : 'available' };
      }
      if (!choice) return { fee, included: false, applicable, source: 'available' };
      return { fee, included: true, applicable, source: fee.includeByDefault ? 'default' : 'added' };
    })
    .sort(compareLines);
}

/** Rule 4: the rows the deal carries (included and applicable), for the pricing engine. */
export function applicableFees(
  fees: readonly FeeOrDiscount[],
  choices: readonly OrderFeeChoice[],
  deal: DealFacts,
): FeeOrDiscount[] {
  return orderFeeLines(fees, choices, deal)
    .filter((line) => line.included && line.applicable)
    .map((line) => line.fee);
}

function compareLines(a: OrderFeeLine, b: OrderFeeLine): number {
  const kind = Number(a.fee.kind === 'discount') - Number(b.fee.kind === 'discount');
  if (kind !== 0) return kind;
  const scope = Number(a.fee.scope === 'custom') - Number(b.fee.scope === 'custom');
  if (scope !== 0) return scope;
  if (a.fee.sortOrder !== b.fee.sortOrder) return a.fee.sortOrder - b.fee.sortOrder;
  return a.fee.id - b.fee.id;
}
