import type { MakeOfferRequest, OfferAnswerRequest, RefreshEtiResponse, TradeInRequest, TradeInResponse } from '../../../adapters/http/contract/trade-ins/trade-ins';
import type { Answer } from '../../shared/answer';

/** Whose trade-in the page shows: a deal's, or a customer's own without a deal (the trade-in-only page). */
export type TradeInPageTarget = { readonly orderId: number } | { readonly customerId: number };

/** A trade-in over HTTP (bound in trade-in-module.ts). */
export interface TradeInPort {
  load(target: TradeInPageTarget): Answer<TradeInResponse>;
  save(target: TradeInPageTarget, body: TradeInRequest): Answer<TradeInResponse>;
  /** One vendor's estimate of one trade-in of the customer (one request per vendor: each shows as it arrives). */
  refresh(customerId: number, tradeInId: number, vendor: string): Answer<RefreshEtiResponse>;
  /** A deal's offer goes through order/{id}/tradein_offer/, a customer's own through available-trade-ins/{id}/make_offer/. */
  makeOffer(target: TradeInPageTarget, tradeInId: number, body: MakeOfferRequest): Answer<TradeInResponse>;
  answer(tradeInId: number, body: OfferAnswerRequest): Answer<TradeInResponse>;
}
