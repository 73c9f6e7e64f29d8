import type { StoredDeal } from '../payments/stored-deal';
import type { DmsDeal } from './dms';

/** The deal as stored and priced (core/payments/stored-deal.ts `storedDealAt`); null: no such deal. */
export type StoredDealReader = (dealershipId: number, orderId: number) => Promise<StoredDeal | null>;

/**
 * What the DMS is sent as the deal's price: the deal's method as the worksheet stored it, its
 * selling price as the worksheet prices it and its stored down payment (issue 29.1: the push read
 * the down payment typed when the deal was created and the vehicle's listing price). A method that
 * cannot be priced as stored sends the vehicle's price, which the DMS may refuse.
 */
export function dmsPriceOf(deal: StoredDeal): DmsDeal['price'] {
  const chosen = deal.methods.find((m) => m.method === deal.chosen);
  return {
    paymentType: deal.chosen,
    sellingPriceCents: chosen?.quote?.sellingPrice ?? deal.vehiclePriceCents ?? 0,
    downPaymentCents: chosen?.details.downPaymentCents ?? 0,
  };
}
