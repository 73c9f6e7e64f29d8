import type {
  createFee, deleteFee, listCustomFees, listGlobalFees, orderFees, setOrderFeeIncluded, updateFee,
} from '@dealer-panel/core/fees/fee-use-cases';

/** The fees-and-discounts use cases the server drives, bound to their ports by the composition root. */
export interface FeeUseCases {
  readonly listGlobal: ReturnType<typeof listGlobalFees>;
  readonly listCustom: ReturnType<typeof listCustomFees>;
  readonly create: ReturnType<typeof createFee>;
  readonly update: ReturnType<typeof updateFee>;
  readonly remove: ReturnType<typeof deleteFee>;
  readonly orderFees: ReturnType<typeof orderFees>;
  readonly setIncluded: ReturnType<typeof setOrderFeeIncluded>;
}
