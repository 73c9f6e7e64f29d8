import type { CustomerTradeInResponse, OfferAnswerRequest, TradeInRequest } from '../../../adapters/http/contract/trade-ins/trade-ins';
import type { Answer } from '../../../ui/shared/answer';

/** The customer's trade-in calls, opened by the deal link's token (bound in trade-in-module.ts). */
export interface ShopTradeInPort {
  read(token: string, orderId: number): Answer<CustomerTradeInResponse>;
  submit(token: string, orderId: number, body: TradeInRequest): Answer<CustomerTradeInResponse>;
  answer(token: string, orderId: number, body: OfferAnswerRequest): Answer<CustomerTradeInResponse>;
}
