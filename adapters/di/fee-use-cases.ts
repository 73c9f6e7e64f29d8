import type { FeeUseCases } from '../http/server/fees/fee-use-cases';
import {
  createFee, deleteFee, listCustomFees, listGlobalFees, orderFees, setOrderFeeIncluded, updateFee,
} from '@dealer-panel/core/fees/fee-use-cases';
import type { Ports } from './ports-container';

/** The fees-and-discounts use cases bound to the ports. */
export function feeUseCases(p: Ports): FeeUseCases {
  return {
    listGlobal: listGlobalFees(p),
    listCustom: listCustomFees(p),
    create: createFee(p),
    update: updateFee(p),
    remove: deleteFee(p),
    orderFees: orderFees(p),
    setIncluded: setOrderFeeIncluded(p),
  };
}
